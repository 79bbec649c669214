import type { Schemas } from '@festival/api-client';
import {
  paysAtGate,
  askedFieldsOf,
  emptyOrder,
  filterQuery,
  hasFilters,
  isOnSale,
  isPayWhatYouWant,
  itemTotal,
  listQuery,
  newItem,
  NO_FILTERS,
  orderBody,
  orderErrors,
  orderTotal,
  personName,
  quotaNeeds,
  tierLabel,
  usedPercent,
  withTier,
  type OrderValues,
  filtersOf,
  SEARCH_MAX,
  withFilterParams,
} from './ticketingOrdersRules';

type Tier = Schemas['TierDto'];
type Option = Schemas['OptionDto'];
type CustomField = Schemas['CustomFieldDto'];
type Quota = Schemas['QuotaDto'];

const tier = (id: number, o: Partial<Tier> = {}): Tier => ({
  id,
  isSynced: false,
  name: `Tier ${id}`,
  customName: null,
  description: null,
  price: 4500,
  minAmount: null,
  maxAmount: null,
  isActive: true,
  position: 0,
  countAsParticipant: true,
  validFrom: null,
  validUntil: null,
  sold: 0,
  quotaIds: [],
  returnableItemIds: [],
  customFieldIds: [],
  mealIds: [],
  ...o,
});
const option = (id: number, price: number, o: Partial<Option> = {}): Option => ({
  id,
  isSynced: false,
  name: `Option ${id}`,
  description: null,
  type: null,
  isRequired: false,
  choices: null,
  price,
  position: 0,
  isActive: true,
  sold: 0,
  quotaIds: [],
  returnableItemIds: [],
  mealIds: [],
  ...o,
});
const field = (id: number, tierIds: number[], o: Partial<CustomField> = {}): CustomField => ({
  id,
  isSynced: false,
  label: `Field ${id}`,
  type: 'TextInput',
  isRequired: false,
  values: null,
  isActive: true,
  showAtGate: false,
  tierIds,
  ...o,
});
const quota = (id: number, remaining: number, links: Partial<Pick<Quota, 'tierIds' | 'optionIds' | 'choices'>>): Quota => ({
  id,
  title: `Quota ${id}`,
  description: null,
  quantity: 10,
  position: 0,
  used: 10 - remaining,
  remaining,
  over: 0,
  tierIds: [],
  optionIds: [],
  choices: [],
  ...links,
});

describe('orders list', () => {
  it('sends only the filters set, the search trimmed and bounded', () => {
    expect(listQuery(NO_FILTERS)).toEqual({ page: 1, pageSize: 25 });
    expect(listQuery({ search: '  élodie  ', tierId: 3, status: 'VALID', validated: 'false', page: 2 })).toEqual({ search: 'élodie', tierId: 3, status: 'VALID', validated: 'false', page: 2, pageSize: 25 });
    expect(filterQuery({ ...NO_FILTERS, search: 'x'.repeat(150) }).search).toHaveLength(100);
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, validated: 'true' })).toBe(true);
  });

  it('names a person from what is known, and how full a quota is', () => {
    expect(personName('Élodie', 'Lefèvre')).toBe('Élodie Lefèvre');
    expect(personName(null, 'Lefèvre')).toBe('Lefèvre');
    expect(personName(' ', null)).toBe('');
    expect(usedPercent({ quantity: 200, used: 50 })).toBe(25);
    expect(usedPercent({ quantity: 10, used: 12 })).toBe(100);
    expect(usedPercent({ quantity: 0, used: 0 })).toBe(100);
  });
});

describe('selling on site', () => {
  const now = new Date('2027-05-15T12:00:00Z');

  it('offers the active tiers within their validity window, as the server does', () => {
    expect(isOnSale(tier(1), now)).toBe(true);
    expect(isOnSale(tier(1, { isActive: false }), now)).toBe(false);
    expect(isOnSale(tier(1, { validFrom: '2027-05-15T12:00:01Z' }), now)).toBe(false);
    expect(isOnSale(tier(1, { validUntil: '2027-05-15T11:59:59Z' }), now)).toBe(false);
    expect(isOnSale(tier(1, { validFrom: '2027-05-15T12:00:00Z', validUntil: '2027-05-15T12:00:00Z' }), now)).toBe(true);
    expect(isPayWhatYouWant(tier(1))).toBe(false);
    expect(isPayWhatYouWant(tier(1, { minAmount: 0 }))).toBe(true);
    expect(tierLabel(tier(1, { customName: 'Pass' }))).toBe('Pass');
    expect(tierLabel(tier(1))).toBe('Tier 1');
  });

  it('asks the questions of the chosen tier, keeping the answers to those the tiers share', () => {
    const fields = [field(1, [10, 11]), field(2, [10]), field(3, [11]), field(4, [11], { isActive: false })];
    expect(askedFieldsOf(fields, 11).map((f) => f.id)).toEqual([1, 3]);
    expect(askedFieldsOf(fields, null)).toEqual([]);
    const chosen = withTier(newItem('A', 'B'), '10', fields);
    expect(chosen.customFields).toEqual([
      { customFieldId: 1, answer: '' },
      { customFieldId: 2, answer: '' },
    ]);
    const answered = { ...chosen, amount: 12 as const, customFields: [{ customFieldId: 1, answer: 'M' }, { customFieldId: 2, answer: 'x' }] };
    expect(withTier(answered, '11', fields)).toMatchObject({ tierId: '11', firstName: 'A', amount: '', customFields: [{ customFieldId: 1, answer: 'M' }, { customFieldId: 3, answer: '' }] });
  });

  it('checks what the server checks, by the form’s field paths', () => {
    const tiers = [tier(10), tier(11, { minAmount: 500, maxAmount: 2000 })];
    const fields = [field(1, [10], { isRequired: true })];
    const values: OrderValues = {
      payerFirstName: ' ',
      payerLastName: 'Noël',
      payerEmail: 'not-an-email',
      paymentMethod: 'CASH',
      items: [
        { ...newItem('', 'B'), tierId: '10', customFields: [{ customFieldId: 1, answer: ' ' }] },
        { ...newItem('C', 'D', 'c@example.org'), tierId: '11', amount: 4 },
        { ...newItem('E', 'F', 'bad'), tierId: '11', amount: 25 },
        newItem('G', 'H'),
      ],
    };
    expect(orderErrors(values, tiers, fields)).toEqual({
      payerFirstName: 'required',
      payerEmail: 'email',
      'items.0.firstName': 'required',
      'items.0.customFields.0.answer': 'required',
      'items.1.amount': 'belowMin',
      'items.2.email': 'email',
      'items.2.amount': 'aboveMax',
      'items.3.tierId': 'tier',
    });
    expect(orderErrors({ ...emptyOrder(), payerFirstName: 'A', payerLastName: 'B', items: [{ ...newItem('A', 'B'), tierId: '10' }] }, tiers, [])).toEqual({});
  });

  it('sends trimmed texts, no empty e-mail, cents for a pay-what-you-want amount only, every answer', () => {
    const tiers = [tier(10), tier(11, { minAmount: 500, maxAmount: null })];
    const values: OrderValues = {
      payerFirstName: ' Anaïs ',
      payerLastName: 'Noël ',
      payerEmail: ' ',
      paymentMethod: 'CARD',
      items: [
        { ...newItem(' Zoé ', 'Lefèvre', 'zoe@example.org '), tierId: '10', amount: 99, optionIds: ['3', '4'], customFields: [{ customFieldId: 1, answer: ' M ' }] },
        { ...newItem('Hugo', 'Noël'), tierId: '11', amount: 12.34 },
        { ...newItem('Léo', 'Noël'), tierId: '11' },
      ],
    };
    expect(orderBody(values, tiers)).toEqual({
      payerFirstName: 'Anaïs',
      payerLastName: 'Noël',
      payerEmail: null,
      paymentMethod: 'CARD',
      items: [
        { tierId: 10, firstName: 'Zoé', lastName: 'Lefèvre', email: 'zoe@example.org', optionIds: [3, 4], customFields: [{ customFieldId: 1, answer: 'M' }] },
        { tierId: 11, firstName: 'Hugo', lastName: 'Noël', email: null, amount: 1234, optionIds: [], customFields: [] },
        { tierId: 11, firstName: 'Léo', lastName: 'Noël', email: null, optionIds: [], customFields: [] },
      ],
    });
  });

  it('adds up the tickets and their options', () => {
    const tiers = [tier(10, { price: 4500 }), tier(11, { price: 1000, minAmount: 0 })];
    const options = [option(3, 800), option(4, 200)];
    const values: OrderValues = { ...emptyOrder(), items: [{ ...newItem(), tierId: '10', optionIds: ['3'] }, { ...newItem(), tierId: '11', amount: 25 }, { ...newItem(), tierId: '11' }, newItem()] };
    expect(itemTotal(values.items[0], tiers, options)).toBe(5300);
    expect(itemTotal(values.items[1], tiers, options)).toBe(2500);
    expect(itemTotal(values.items[2], tiers, options)).toBe(1000);
    expect(itemTotal(values.items[3], tiers, options)).toBe(0);
    expect(orderTotal(values, tiers, options)).toBe(8800);
  });

  it('tells what the order takes from each quota: a ticket once per quota, through its tier, an option or an answer', () => {
    const quotas = [
      quota(1, 2, { tierIds: [10], optionIds: [3] }),
      quota(2, 0, { optionIds: [3] }),
      quota(3, 5, { choices: [{ customFieldId: 1, choiceValue: 'M' }] }),
      quota(4, 5, { tierIds: [99] }),
    ];
    const values: OrderValues = {
      ...emptyOrder(),
      items: [
        { ...newItem(), tierId: '10', optionIds: ['3'], customFields: [{ customFieldId: 1, answer: ' M ' }] },
        { ...newItem(), tierId: '10' },
        { ...newItem(), tierId: '12', customFields: [{ customFieldId: 1, answer: 'S' }] },
      ],
    };
    expect(quotaNeeds(values, quotas).map((n) => [n.quota.id, n.needed, n.remaining, n.short])).toEqual([
      [1, 2, 2, false],
      [2, 1, 0, true],
      [3, 1, 5, false],
    ]);
  });
});

describe('the filters in the address', () => {
  it('reads back what it wrote, the open order kept', () => {
    const filters = { search: 'dupont', tierId: 3, status: 'PARTIAL' as const, validated: 'false' as const, page: 4 };
    const params = withFilterParams(new URLSearchParams('order=12'), filters);
    expect(Object.fromEntries(params)).toEqual({ order: '12', search: 'dupont', tier: '3', status: 'PARTIAL', validated: 'false', page: '4' });
    expect(filtersOf(params)).toEqual(filters);
  });

  it('leaves the defaults out, so a link stays short', () => {
    expect(withFilterParams(new URLSearchParams('search=x&page=2'), NO_FILTERS).toString()).toBe('');
  });

  it('drops what the API would refuse and cuts the search at its bound', () => {
    const read = filtersOf(new URLSearchParams({ search: 'y'.repeat(500), tier: '3.5', status: 'valid', validated: '1', page: '100001' }));
    expect(read).toEqual({ ...NO_FILTERS, search: 'y'.repeat(SEARCH_MAX) });
  });
});

describe('paysAtGate', () => {
  const order = { source: 'ONSITE', status: 'VALID', paymentMethod: null } as const;
  it('holds for a standing on-site order taken without payment, and for no other', () => {
    expect(paysAtGate(order)).toBe(true);
    expect(paysAtGate({ ...order, status: 'PARTIAL' })).toBe(true);
    expect(paysAtGate({ ...order, paymentMethod: 'CASH' })).toBe(false);
    expect(paysAtGate({ ...order, status: 'CANCELLED' })).toBe(false);
    expect(paysAtGate({ ...order, source: 'SYNCED' })).toBe(false);
  });
});
