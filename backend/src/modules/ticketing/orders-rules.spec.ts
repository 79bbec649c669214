import {
  answerProblems,
  answersText,
  cancelRefusal,
  centsText,
  csvFileName,
  isPayWhatYouWant,
  itemAmount,
  keptAnswers,
  likePattern,
  narrowsByTrigram,
  orderNumberOf,
  orderTotal,
  qrCodeOf,
  quotaNeeds,
  saleRefusal,
  searchWords,
  shortQuota,
  type AskedField,
  type QuotaLink,
} from './orders-rules';
import { TicketingOrderSource, TicketingOrderStatus } from './ticketing-fields';

describe('search words', () => {
  it('splits on any white space and keeps at most eight words', () => {
    expect(searchWords('  Élodie\tLefèvre \n x ')).toEqual(['Élodie', 'Lefèvre', 'x']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('uses the trigram index only when a word has three letters or more', () => {
    expect(narrowsByTrigram(['li', 'zo'])).toBe(false);
    expect(narrowsByTrigram(['li', 'zoé'])).toBe(true);
    expect(narrowsByTrigram([])).toBe(false);
  });

  it('reads our order number, with or without #, within an int', () => {
    expect(orderNumberOf('1234')).toBe(1234);
    expect(orderNumberOf(' #42 ')).toBe(42);
    expect(orderNumberOf('0')).toBeNull();
    expect(orderNumberOf('12a')).toBeNull();
    expect(orderNumberOf('# 12')).toBeNull();
    expect(orderNumberOf('99999999999')).toBeNull();
    expect(orderNumberOf('2147483648')).toBeNull();
    expect(orderNumberOf('2147483647')).toBe(2147483647);
  });

  it('takes a long single token as a possible QR code', () => {
    expect(qrCodeOf('MTIzNDU2Nzg6NjM4MDAwMDAwMDAw')).toBe('MTIzNDU2Nzg6NjM4MDAwMDAwMDAw');
    expect(qrCodeOf('short')).toBeNull();
    expect(qrCodeOf('two words that are long enough')).toBeNull();
  });

  it('escapes the LIKE characters of a word', () => {
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe('selling a tier on site', () => {
  const now = new Date('2027-05-15T12:00:00Z');
  const tier = (o: Partial<{ isActive: boolean; validFrom: Date | null; validUntil: Date | null }> = {}) => ({ isActive: true, validFrom: null, validUntil: null, ...o });

  it('refuses a deactivated tier first, then one outside its validity window (bounds included)', () => {
    expect(saleRefusal(tier(), now)).toBeNull();
    expect(saleRefusal(tier({ isActive: false, validFrom: new Date('2030-01-01') }), now)).toBe('TIER_INACTIVE');
    expect(saleRefusal(tier({ validFrom: new Date('2027-05-15T12:00:01Z') }), now)).toBe('TIER_NOT_ON_SALE');
    expect(saleRefusal(tier({ validUntil: new Date('2027-05-15T11:59:59Z') }), now)).toBe('TIER_NOT_ON_SALE');
    expect(saleRefusal(tier({ validFrom: now, validUntil: now }), now)).toBeNull();
  });

  it('charges a fixed price, or within the bounds of a pay-what-you-want tier (its price by default)', () => {
    const fixed = { price: 4500, minAmount: null, maxAmount: null };
    expect(isPayWhatYouWant(fixed)).toBe(false);
    expect(itemAmount(fixed, undefined)).toEqual({ amount: 4500 });
    expect(itemAmount(fixed, null)).toEqual({ amount: 4500 });
    expect(itemAmount(fixed, 4500)).toEqual({ amount: 4500 });
    expect(itemAmount(fixed, 100)).toEqual({ error: 'amountFixed' });
    const pwyw = { price: 1000, minAmount: 500, maxAmount: 5000 };
    expect(isPayWhatYouWant(pwyw)).toBe(true);
    expect(itemAmount(pwyw, undefined)).toEqual({ amount: 1000 });
    expect(itemAmount(pwyw, 500)).toEqual({ amount: 500 });
    expect(itemAmount(pwyw, 5000)).toEqual({ amount: 5000 });
    expect(itemAmount(pwyw, 499)).toEqual({ error: 'amountBelowMin' });
    expect(itemAmount(pwyw, 5001)).toEqual({ error: 'amountAboveMax' });
    // A price below the lower bound gives the bound; no upper bound lets any amount above.
    expect(itemAmount({ price: 0, minAmount: 300, maxAmount: null }, undefined)).toEqual({ amount: 300 });
    expect(itemAmount({ price: 0, minAmount: 300, maxAmount: null }, 999999)).toEqual({ amount: 999999 });
    expect(itemAmount({ price: 0, minAmount: null, maxAmount: 2000 }, 0)).toEqual({ amount: 0 });
  });
});

describe('custom field answers', () => {
  const asked: AskedField[] = [
    { id: 1, label: 'T-shirt', isRequired: true, values: ['S', 'M'] },
    { id: 2, label: 'Note', isRequired: false, values: null },
    { id: 3, label: 'Age', isRequired: true, values: [] },
  ];

  it('accepts the answers a tier asks for', () => {
    expect(answerProblems(asked, [{ customFieldId: 1, answer: 'M' }, { customFieldId: 3, answer: '12' }])).toEqual([]);
  });

  it('names each problem: unknown, repeated, a choice not offered, a required one blank or missing', () => {
    expect(
      answerProblems(asked, [
        { customFieldId: 9, answer: 'x' },
        { customFieldId: 1, answer: 'XL' },
        { customFieldId: 1, answer: 'S' },
        { customFieldId: 2, answer: '  ' },
      ]),
    ).toEqual([
      { index: 0, key: 'unknownCustomField' },
      { index: 1, key: 'choiceNotOffered', label: 'T-shirt' },
      { index: 2, key: 'duplicateCustomField', label: 'T-shirt' },
      { index: null, key: 'customFieldRequired', label: 'Age' },
    ]);
    expect(answerProblems(asked, [{ customFieldId: 1, answer: ' ' }, { customFieldId: 3, answer: '5' }])).toEqual([{ index: 0, key: 'customFieldRequired', label: 'T-shirt' }]);
  });

  it('keeps the answers given, trimmed, with their labels, in the order of the questions', () => {
    expect(keptAnswers(asked, [{ customFieldId: 3, answer: ' 12 ' }, { customFieldId: 2, answer: '' }, { customFieldId: 1, answer: 'S' }])).toEqual([
      { customFieldId: 1, label: 'T-shirt', answer: 'S' },
      { customFieldId: 3, label: 'Age', answer: '12' },
    ]);
  });
});

describe('quotas of an order', () => {
  const links: QuotaLink[] = [
    { quotaId: 1, kind: 'tier', refId: 10 },
    { quotaId: 1, kind: 'option', refId: 20 },
    { quotaId: 2, kind: 'option', refId: 20 },
    { quotaId: 3, kind: 'choice', refId: 30, choice: 'M' },
    { quotaId: 4, kind: 'tier', refId: 11 },
  ];

  it('counts each ticket once per quota, through its tier, an option or an answer', () => {
    const needs = quotaNeeds(
      [
        { tierId: 10, optionIds: [20], answers: [{ customFieldId: 30, answer: 'M' }] },
        { tierId: 10, optionIds: [], answers: [{ customFieldId: 30, answer: 'S' }] },
        { tierId: 12, optionIds: [20], answers: [] },
      ],
      links,
    );
    expect([...needs.entries()].sort()).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
    ]);
  });

  it('finds the first quota without room for what the order needs', () => {
    const usage = [
      { quotaId: 1, quantity: 10, used: 7 },
      { quotaId: 2, quantity: 2, used: 1 },
      { quotaId: 3, quantity: 1, used: 3 },
    ];
    expect(shortQuota(usage, new Map([[1, 3]]))).toBeNull();
    expect(shortQuota(usage, new Map([[1, 4]]))).toEqual({ quotaId: 1, remaining: 3 });
    expect(shortQuota(usage, new Map([[2, 2], [3, 1]]))).toEqual({ quotaId: 2, remaining: 1 });
    // Oversold already (synced tickets count too): nothing remains, never less than nothing.
    expect(shortQuota(usage, new Map([[3, 1]]))).toEqual({ quotaId: 3, remaining: 0 });
    expect(shortQuota(usage, new Map())).toBeNull();
  });

  it('adds the tickets and their options up', () => {
    expect(orderTotal([{ amount: 4500, options: [{ amount: 800 }, { amount: 200 }] }, { amount: 1000, options: [] }])).toBe(6500);
    expect(orderTotal([])).toBe(0);
  });
});

describe('cancelling', () => {
  it('cancels only orders taken on site, once', () => {
    expect(cancelRefusal({ source: TicketingOrderSource.ONSITE, status: TicketingOrderStatus.VALID })).toBeNull();
    expect(cancelRefusal({ source: TicketingOrderSource.ONSITE, status: TicketingOrderStatus.PARTIAL })).toBeNull();
    expect(cancelRefusal({ source: TicketingOrderSource.ONSITE, status: TicketingOrderStatus.CANCELLED })).toBe('ALREADY_CANCELLED');
    expect(cancelRefusal({ source: TicketingOrderSource.SYNCED, status: TicketingOrderStatus.VALID })).toBe('SYNCED_ORDER');
    expect(cancelRefusal({ source: TicketingOrderSource.SYNCED, status: TicketingOrderStatus.CANCELLED })).toBe('SYNCED_ORDER');
  });
});

describe('CSV', () => {
  it('writes amounts with a dot and two decimals, and answers as label: answer', () => {
    expect(centsText(4500)).toBe('45.00');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(0)).toBe('0.00');
    expect(centsText(-150)).toBe('-1.50');
    expect(answersText([{ customFieldId: 1, label: 'T-shirt', answer: 'M' }, { customFieldId: null, label: 'Diet', answer: 'vegan' }])).toBe('T-shirt: M; Diet: vegan');
    expect(answersText(null)).toBe('');
  });

  it('names the file after the edition in plain ASCII', () => {
    expect(csvFileName('orders', 'Fête du Jonglage 2027')).toBe('orders-fete-du-jonglage-2027.csv');
    expect(csvFileName('attendees', '  ¡Łódź!  ')).toBe('attendees-odz.csv');
    expect(csvFileName('orders', 'Фестиваль')).toBe('orders.csv');
    expect(csvFileName('orders', 'x'.repeat(100))).toBe(`orders-${'x'.repeat(60)}.csv`);
  });
});
