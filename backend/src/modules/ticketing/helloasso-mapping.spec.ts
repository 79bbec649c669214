import { BadOrderData, catalogueOf, digest, externalIdOf, orderRowsOf, type CatalogueIds } from './helloasso-mapping';
import type { HaForm, HaOrder } from './helloasso-types';
import { TicketingOrderStatus } from './ticketing-fields';

const ids: CatalogueIds = { tiers: new Map([['1001', 1]]), options: new Map([['3001', 31]]), customFields: new Map([['2001', 21]]) };

const order = (extra: Partial<HaOrder> = {}): HaOrder => ({
  id: 70000001,
  date: '2026-10-01T10:00:00.1234567+02:00',
  payer: { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' },
  items: [
    { id: 140000001, name: 'Pass', type: 'Registration', amount: 2500, state: 'Processed', tierId: 1001, qrCode: 'MTQwMDAwMDAxOjYzOA==' },
    {
      id: 140000002,
      name: 'Pass',
      type: 'Registration',
      amount: 2500,
      state: 'Canceled',
      tierId: 1001,
      qrCode: 'MTQwMDAwMDAyOjYzOA==',
      user: { firstName: 'Léo', lastName: 'Martin' },
      customFields: [{ id: 2001, name: 'T-shirt', type: 'ChoiceList', answer: 'M' }, { id: 9999, name: 'Unknown', answer: 'x' }],
      options: [{ optionId: 3001, name: 'Cup', amount: 200 }, { optionId: 3999, name: 'Gone', amount: 100 }],
    },
    { id: 140000003, name: 'Don', type: 'Donation', amount: 500, state: 'Processed' },
  ],
  amount: { total: 5500 },
  meta: { createdAt: '2026-10-01T10:00:00+02:00', updatedAt: '2026-10-02T08:00:00+02:00' },
  ...extra,
});

describe('the form as a catalogue', () => {
  const form: HaForm = {
    title: 'Festival 2027',
    tiers: [
      {
        id: 1001,
        label: 'Pass',
        price: 2500,
        minAmount: null,
        customFields: [{ id: 2001, label: 'T-shirt', type: 'ChoiceList', isRequired: true, values: ['S', 'M'] }],
        extraOptions: [{ id: 3001, label: 'Cup', price: 200 }],
      },
      { id: 1002, label: 'Free', price: 0, customFields: [{ id: 2001, label: 'T-shirt', type: 'ChoiceList', values: ['S', 'M'] }], extraOptions: [{ id: 3001, label: 'Cup', price: 200 }] },
      { label: 'no id' },
      { id: 1001, label: 'again' },
    ],
  };

  it('lists tiers once, in the form order, each field and option once, and which tier asks which field', () => {
    const c = catalogueOf(form);
    expect(c.title).toBe('Festival 2027');
    expect(c.tiers.map((t) => [t.externalId, t.name, t.price, t.index])).toEqual([
      ['1001', 'Pass', 2500, 0],
      ['1002', 'Free', 0, 1],
    ]);
    expect(c.customFields.map((f) => [f.externalId, f.isRequired, f.values])).toEqual([['2001', true, ['S', 'M']]]);
    expect(c.options.map((o) => [o.externalId, o.price])).toEqual([['3001', 200]]);
    expect(c.associations).toEqual([
      { tier: '1001', field: '2001' },
      { tier: '1002', field: '2001' },
    ]);
  });

  it('gives a row the same digest while the provider says the same, another when a value changes', () => {
    const a = catalogueOf(form).tiers[0].syncHash;
    expect(catalogueOf(form).tiers[0].syncHash).toBe(a);
    expect(catalogueOf({ tiers: [{ ...form.tiers![0], price: 2600 }] }).tiers[0].syncHash).not.toBe(a);
  });

  it('survives a form without tiers or with nonsense', () => {
    expect(catalogueOf({}).tiers).toEqual([]);
    expect(catalogueOf({ tiers: 'x' as never }).tiers).toEqual([]);
    expect(catalogueOf({ tiers: [{ id: 1, price: -5, minAmount: 1.5 }] }).tiers[0]).toMatchObject({ price: 0, minAmount: null, name: '#1' });
  });
});

describe('an order as rows', () => {
  it('keeps amounts in cents, the provider states, its QR codes, and the order status follows the items', () => {
    const { order: o, items } = orderRowsOf(order(), ids);
    expect(o).toMatchObject({ externalId: '70000001', amount: 5500, status: TicketingOrderStatus.PARTIAL, orderDate: '2026-10-01T08:00:00.123Z', externalUpdatedAt: '2026-10-02T06:00:00.000Z' });
    expect(items.map((i) => [i.externalId, i.state, i.amount, i.tierId, i.qrCode])).toEqual([
      ['140000001', 'Processed', 2500, 1, 'MTQwMDAwMDAxOjYzOA=='],
      ['140000002', 'Canceled', 2500, 1, 'MTQwMDAwMDAyOjYzOA=='],
      ['140000003', 'Processed', 500, null, null],
    ]);
  });

  it('takes the attendee from the item, else the payer', () => {
    const { items } = orderRowsOf(order(), ids);
    expect(items.map((i) => [i.firstName, i.lastName, i.email])).toEqual([
      ['Ana', 'Lopez', 'ana@example.com'],
      ['Léo', 'Martin', 'ana@example.com'],
      ['Ana', 'Lopez', 'ana@example.com'],
    ]);
  });

  it('links answers and options to our rows by the provider ids, leaving unknown options out', () => {
    const { items } = orderRowsOf(order(), ids);
    expect(items[1].customFields).toEqual([
      { customFieldId: 21, label: 'T-shirt', answer: 'M' },
      { customFieldId: null, label: 'Unknown', answer: 'x' },
    ]);
    expect(items[1].options).toEqual([{ optionId: 31, amount: 200, customFields: null }]);
  });

  it('digests what it would write: the same order twice gives the same digests, a refund changes them', () => {
    const a = orderRowsOf(order(), ids);
    const b = orderRowsOf(order(), ids);
    expect(b.order.syncHash).toBe(a.order.syncHash);
    expect(b.items.map((i) => i.syncHash)).toEqual(a.items.map((i) => i.syncHash));
    const refunded = order();
    refunded.items![0].state = 'Refunded';
    const c = orderRowsOf(refunded, ids);
    expect(c.order.syncHash).not.toBe(a.order.syncHash);
    expect(c.items[0].syncHash).not.toBe(a.items[0].syncHash);
    expect(c.items[1].syncHash).toBe(a.items[1].syncHash);
  });

  it('gives an order only touched at HelloAsso (a later meta.updatedAt, the same content) the same digest', () => {
    const touched = orderRowsOf(order({ meta: { createdAt: '2026-10-01T10:00:00+02:00', updatedAt: '2026-11-20T08:00:00+01:00' } }), ids);
    expect(touched.order.syncHash).toBe(orderRowsOf(order(), ids).order.syncHash);
    expect(touched.order.externalUpdatedAt).toBe('2026-11-20T07:00:00.000Z');
  });

  it('refuses an order it cannot read whole, naming the order and not the people', () => {
    const bad: [Partial<HaOrder>, RegExp][] = [
      [{ id: undefined }, /no id/],
      [{ date: 'soon', meta: {} }, /no readable date/],
      [{ items: [{ id: 1, amount: 10 }] }, /no readable state/],
      [{ items: [{ id: 1, state: 'Processed', amount: 10.5 }] }, /not whole cents/],
      [{ items: [{ id: 1, state: 'Processed', qrCode: 'x'.repeat(201) }] }, /QR code/],
      [{ items: [{ id: 1, state: 'Processed' }, { id: 1, state: 'Processed' }] }, /twice/],
      [{ items: 'x' as never }, /not a list/],
      [{ amount: { total: 1e12 } }, /total/],
    ];
    for (const [extra, reason] of bad) {
      let thrown: unknown;
      try {
        orderRowsOf(order(extra), ids);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(BadOrderData);
      expect((thrown as Error).message).toMatch(reason);
      expect((thrown as Error).message).not.toMatch(/Ana|Lopez|example\.com/);
    }
  });

  it('cuts texts to their columns', () => {
    const { order: o } = orderRowsOf(order({ payer: { firstName: 'x'.repeat(300), lastName: '  ', email: null } }), ids);
    expect(o.payerFirstName).toHaveLength(200);
    expect(o.payerLastName).toBeNull();
  });
});

describe('provider ids and digests', () => {
  it('reads whole numbers and plain tokens as ids, nothing else', () => {
    expect([12, '12', 'ab-C_9', -1, 1.5, '', 'a b', null, {}].map(externalIdOf)).toEqual(['12', '12', 'ab-C_9', null, null, null, null, null, null]);
  });
  it('digests to 43 characters', () => {
    expect(digest({ a: 1 })).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
