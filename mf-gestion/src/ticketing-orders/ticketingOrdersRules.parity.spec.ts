/**
 * The desk's copies of the server's sale rules answer as the server does: one table of cases runs
 * through both. Kept as two functions (the server's reads dates and the quotas' links from the
 * database, the page's the API's shapes and the form's values) held together here.
 */
import type { Schemas } from '@festival/api-client';
import { keptAnswers, quotaNeeds as serverQuotaNeeds, saleRefusal, shortQuota, type QuotaLink } from '../../../backend/src/modules/ticketing/orders-rules';
import { isOnSale, newItem, quotaNeeds, type OrderValues } from './ticketingOrdersRules';

describe('on sale: the page and the server agree', () => {
  const now = new Date('2027-05-16T10:00:00.000Z');
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const cases: { name: string; isActive: boolean; validFrom: string | null; validUntil: string | null }[] = [
    { name: 'active, no dates', isActive: true, validFrom: null, validUntil: null },
    { name: 'inactive, no dates', isActive: false, validFrom: null, validUntil: null },
    { name: 'inactive within its window', isActive: false, validFrom: at(-60_000), validUntil: at(60_000) },
    { name: 'within its window', isActive: true, validFrom: at(-60_000), validUntil: at(60_000) },
    { name: 'opens this very instant', isActive: true, validFrom: at(0), validUntil: null },
    { name: 'opens a millisecond later', isActive: true, validFrom: at(1), validUntil: null },
    { name: 'closes this very instant', isActive: true, validFrom: null, validUntil: at(0) },
    { name: 'closed a millisecond ago', isActive: true, validFrom: null, validUntil: at(-1) },
    { name: 'only an opening, past', isActive: true, validFrom: at(-86_400_000), validUntil: null },
    { name: 'only a closing, ahead', isActive: true, validFrom: null, validUntil: at(86_400_000) },
    { name: 'a window that ends before it starts', isActive: true, validFrom: at(60_000), validUntil: at(-60_000) },
  ];

  it.each(cases)('$name', (tier) => {
    const server = saleRefusal({ isActive: tier.isActive, validFrom: tier.validFrom ? new Date(tier.validFrom) : null, validUntil: tier.validUntil ? new Date(tier.validUntil) : null }, now) === null;
    expect(isOnSale(tier, now)).toBe(server);
  });

  it('covers both answers', () => {
    const answers = new Set(cases.map((tier) => isOnSale(tier, now)));
    expect(answers).toEqual(new Set([true, false]));
  });
});

describe('what an order takes from each quota: the page and the server agree', () => {
  interface Item {
    tierId: number;
    optionIds: number[];
    answers: { customFieldId: number; answer: string }[];
  }
  interface Quota {
    id: number;
    tierIds: number[];
    optionIds: number[];
    choices: { customFieldId: number; choiceValue: string }[];
    /** Places left (quantity 10, so used = 10 - remaining). */
    remaining: number;
  }
  const quota = (q: Partial<Quota> & { id: number }): Quota => ({ tierIds: [], optionIds: [], choices: [], remaining: 10, ...q });
  const item = (i: Partial<Item> & { tierId: number }): Item => ({ optionIds: [], answers: [], ...i });
  const size = (answer: string) => ({ customFieldId: 7, answer });

  const cases: { name: string; items: Item[]; quotas: Quota[] }[] = [
    { name: 'no quotas', items: [item({ tierId: 1 })], quotas: [] },
    { name: 'through the tier', items: [item({ tierId: 1 }), item({ tierId: 1 }), item({ tierId: 2 })], quotas: [quota({ id: 100, tierIds: [1] })] },
    { name: 'through an option', items: [item({ tierId: 2, optionIds: [5] }), item({ tierId: 2, optionIds: [6] })], quotas: [quota({ id: 100, optionIds: [5] })] },
    { name: 'through an answer', items: [item({ tierId: 2, answers: [size('Large')] })], quotas: [quota({ id: 100, choices: [{ customFieldId: 7, choiceValue: 'Large' }] })] },
    { name: 'an answer with spaces around', items: [item({ tierId: 2, answers: [size('  Large ')] })], quotas: [quota({ id: 100, choices: [{ customFieldId: 7, choiceValue: 'Large' }] })] },
    { name: 'an answer of another case', items: [item({ tierId: 2, answers: [size('large')] })], quotas: [quota({ id: 100, choices: [{ customFieldId: 7, choiceValue: 'Large' }] })] },
    { name: 'a blank answer', items: [item({ tierId: 2, answers: [size('')] })], quotas: [quota({ id: 100, choices: [{ customFieldId: 7, choiceValue: 'Large' }] })] },
    { name: 'the same value of another question', items: [item({ tierId: 2, answers: [{ customFieldId: 8, answer: 'Large' }] })], quotas: [quota({ id: 100, choices: [{ customFieldId: 7, choiceValue: 'Large' }] })] },
    {
      name: 'once per quota through tier, option and answer at once',
      items: [item({ tierId: 1, optionIds: [5], answers: [size('Large')] })],
      quotas: [quota({ id: 100, tierIds: [1], optionIds: [5], choices: [{ customFieldId: 7, choiceValue: 'Large' }] })],
    },
    {
      name: 'one item against two quotas, one untouched',
      items: [item({ tierId: 1, optionIds: [5] }), item({ tierId: 3 })],
      quotas: [quota({ id: 100, tierIds: [1] }), quota({ id: 200, optionIds: [5], remaining: 0 }), quota({ id: 300, tierIds: [9] })],
    },
    { name: 'more than is left', items: [item({ tierId: 1 }), item({ tierId: 1 }), item({ tierId: 1 })], quotas: [quota({ id: 100, tierIds: [1], remaining: 2 })] },
    { name: 'exactly what is left', items: [item({ tierId: 1 }), item({ tierId: 1 })], quotas: [quota({ id: 100, tierIds: [1], remaining: 2 })] },
  ];

  /** The page's view: the form's values (ids as the pickers hold them) and the API's quotas. */
  function onPage(items: Item[], quotas: Quota[]) {
    const values: OrderValues = {
      ...{ payerFirstName: 'Ada', payerLastName: 'Lovelace', payerEmail: '', paymentMethod: 'CASH' },
      items: items.map((i) => ({ ...newItem('A', 'B'), tierId: String(i.tierId), optionIds: i.optionIds.map(String), customFields: i.answers })),
    };
    const dtos = quotas.map((q): Schemas['QuotaDto'] => ({ ...q, title: `#${q.id}`, description: null, position: 0, quantity: 10, used: 10 - q.remaining, over: 0 }));
    const needs = quotaNeeds(values, dtos);
    return { needs: new Map(needs.map((n) => [n.quota.id, n.needed])), short: needs.filter((n) => n.short).map((n) => n.quota.id) };
  }

  /** The server's view: the answers kept as the service keeps them, the quotas as their links and usage. */
  function onServer(items: Item[], quotas: Quota[]) {
    const asked = [...new Set(items.flatMap((i) => i.answers.map((a) => a.customFieldId)))].map((id) => ({ id, label: `#${id}`, isRequired: false, values: null }));
    const kept = items.map((i) => ({ tierId: i.tierId, optionIds: i.optionIds, answers: keptAnswers(asked, i.answers) }));
    const links: QuotaLink[] = quotas.flatMap((q) => [
      ...q.tierIds.map((refId): QuotaLink => ({ quotaId: q.id, kind: 'tier', refId })),
      ...q.optionIds.map((refId): QuotaLink => ({ quotaId: q.id, kind: 'option', refId })),
      ...q.choices.map((c): QuotaLink => ({ quotaId: q.id, kind: 'choice', refId: c.customFieldId, choice: c.choiceValue })),
    ]);
    const needs = serverQuotaNeeds(kept, links);
    const short = quotas.filter((q) => shortQuota([{ quotaId: q.id, quantity: 10, used: 10 - q.remaining }], needs) !== null).map((q) => q.id);
    return { needs, short };
  }

  it.each(cases)('$name', ({ items, quotas }) => {
    expect(onPage(items, quotas)).toEqual(onServer(items, quotas));
  });

  it('covers quotas taken, untouched and short', () => {
    const results = cases.map((c) => onServer(c.items, c.quotas));
    expect(results.some((r) => r.needs.size === 0)).toBe(true);
    expect(results.some((r) => r.needs.size > 1)).toBe(true);
    expect(results.some((r) => r.short.length > 0)).toBe(true);
  });
});
