import {
  amountErrors,
  badChoices,
  changedProviderFields,
  deletionRefusal,
  distinctChoices,
  isChoiceListType,
  quotaCount,
  removedLinkedValues,
  TIER_PROVIDER_FIELDS,
  tierDisplayName,
  unknownIds,
  validityError,
  valuesError,
} from './catalogue-rules';

describe('changedProviderFields', () => {
  const current = { name: 'Pass 3 jours', price: 4500, minAmount: null, maxAmount: null };

  it('names the provider’s fields sent with another value', () => {
    expect(changedProviderFields(current, { name: 'Autre', price: 4500 }, TIER_PROVIDER_FIELDS)).toEqual(['name']);
    expect(changedProviderFields(current, { price: 1, minAmount: 0, maxAmount: 9000 }, TIER_PROVIDER_FIELDS)).toEqual(['price', 'minAmount', 'maxAmount']);
  });

  it('takes the stored value sent back, and fields left out, as no change', () => {
    expect(changedProviderFields(current, { name: 'Pass 3 jours', price: 4500, minAmount: null }, TIER_PROVIDER_FIELDS)).toEqual([]);
    expect(changedProviderFields(current, {}, TIER_PROVIDER_FIELDS)).toEqual([]);
  });

  it('compares lists by their content, in order', () => {
    const field = { values: ['S', 'M'], tierIds: [1, 2] };
    expect(changedProviderFields(field, { values: ['S', 'M'], tierIds: [1, 2] }, ['values', 'tierIds'])).toEqual([]);
    expect(changedProviderFields(field, { values: ['M', 'S'] }, ['values', 'tierIds'])).toEqual(['values']);
    expect(changedProviderFields(field, { tierIds: [] }, ['values', 'tierIds'])).toEqual(['tierIds']);
  });

  it('takes null and an absent stored value alike', () => {
    expect(changedProviderFields({ choices: undefined as unknown }, { choices: null }, ['choices'])).toEqual([]);
  });
});

describe('amountErrors (pay what you want)', () => {
  it('accepts a fixed price and a price within its bounds', () => {
    expect(amountErrors({ price: 1500, minAmount: null, maxAmount: null })).toEqual({});
    expect(amountErrors({ price: 1500, minAmount: 500, maxAmount: 5000 })).toEqual({});
    expect(amountErrors({ price: 1500, minAmount: 1500, maxAmount: 1500 })).toEqual({});
    expect(amountErrors({ price: 0, minAmount: 0, maxAmount: null })).toEqual({});
  });

  it('refuses a minimum above the price and a maximum below it, on their fields', () => {
    expect(amountErrors({ price: 1000, minAmount: 1001, maxAmount: null })).toEqual({ minAmount: { key: 'errors.ticketing.catalogue.minAbovePrice' } });
    expect(amountErrors({ price: 1000, minAmount: null, maxAmount: 999 })).toEqual({ maxAmount: { key: 'errors.ticketing.catalogue.maxBelowPrice' } });
    expect(Object.keys(amountErrors({ price: 1000, minAmount: 2000, maxAmount: 500 }))).toEqual(['minAmount', 'maxAmount']);
  });
});

describe('validityError', () => {
  const at = (h: number) => new Date(Date.UTC(2030, 4, 15, h));

  it('needs the start strictly before the end when both are set', () => {
    expect(validityError(at(8), at(20))).toBeNull();
    expect(validityError(at(8), at(8))).toEqual({ key: 'errors.ticketing.catalogue.validUntilNotAfterFrom' });
    expect(validityError(at(20), at(8))).not.toBeNull();
  });

  it('lets either end open', () => {
    expect(validityError(null, at(8))).toBeNull();
    expect(validityError(at(8), null)).toBeNull();
    expect(validityError(null, null)).toBeNull();
  });
});

describe('valuesError', () => {
  it('requires values for a list and refuses them otherwise', () => {
    expect(valuesError(true, ['S', 'M'])).toBeNull();
    expect(valuesError(true, [])).toEqual({ key: 'errors.ticketing.catalogue.valuesRequired' });
    expect(valuesError(true, null)).toEqual({ key: 'errors.ticketing.catalogue.valuesRequired' });
    expect(valuesError(false, null)).toBeNull();
    expect(valuesError(false, [])).toBeNull();
    expect(valuesError(false, ['x'])).toEqual({ key: 'errors.ticketing.catalogue.valuesNotAllowed' });
  });

  it('refuses a value given twice', () => {
    expect(valuesError(true, ['S', 'S'])).toEqual({ key: 'errors.ticketing.catalogue.duplicateValue' });
  });

  it('knows which types are lists', () => {
    expect(isChoiceListType('ChoiceList')).toBe(true);
    for (const type of ['TextInput', 'YesNo', 'Number', 'Date', 'Checkbox', null, undefined]) expect(isChoiceListType(type)).toBe(false);
  });
});

describe('removedLinkedValues', () => {
  it('names the linked values a new list leaves out, sorted, once', () => {
    expect(removedLinkedValues(['S', 'M', 'L'], ['S'], ['M', 'L', 'M'])).toEqual(['L', 'M']);
  });

  it('lets unlinked values go, and linked ones stay', () => {
    expect(removedLinkedValues(['S', 'M', 'L'], ['S', 'M'], ['S', 'M'])).toEqual([]);
    expect(removedLinkedValues(['S'], null, [])).toEqual([]);
  });

  it('clearing the list removes every linked value', () => {
    expect(removedLinkedValues(['S', 'M'], null, ['S'])).toEqual(['S']);
  });
});

describe('quotaCount', () => {
  it('tells what is left', () => {
    expect(quotaCount(100, 40)).toEqual({ used: 40, remaining: 60, over: 0 });
    expect(quotaCount(100, 100)).toEqual({ used: 100, remaining: 0, over: 0 });
    expect(quotaCount(0, 0)).toEqual({ used: 0, remaining: 0, over: 0 });
  });

  it('says by how much a quota is over, never a negative remainder', () => {
    expect(quotaCount(10, 13)).toEqual({ used: 13, remaining: 0, over: 3 });
  });
});

describe('unknownIds', () => {
  it('names the ids the edition does not have, each once, in the order asked', () => {
    expect(unknownIds([3, 9, 1, 9, 7], new Set([1, 3]))).toEqual([9, 7]);
    expect(unknownIds([], new Set())).toEqual([]);
    expect(unknownIds([1, 2], new Set([1, 2, 3]))).toEqual([]);
  });
});

describe('choices', () => {
  const fields = new Map<number, string[] | null>([
    [1, ['S', 'M']],
    [2, null],
  ]);

  it('refuses a field the edition does not have and a value its field does not have', () => {
    const asked = [
      { customFieldId: 1, choiceValue: 'S' },
      { customFieldId: 1, choiceValue: 'XL' },
      { customFieldId: 2, choiceValue: 'yes' },
      { customFieldId: 3, choiceValue: 'S' },
    ];
    expect(badChoices(asked, fields)).toEqual(asked.slice(1));
    expect(badChoices([{ customFieldId: 1, choiceValue: 'M' }], fields)).toEqual([]);
  });

  it('keeps each (field, value) once', () => {
    expect(
      distinctChoices([
        { customFieldId: 1, choiceValue: 'S' },
        { customFieldId: 1, choiceValue: 'S' },
        { customFieldId: 2, choiceValue: 'S' },
      ]),
    ).toEqual([
      { customFieldId: 1, choiceValue: 'S' },
      { customFieldId: 2, choiceValue: 'S' },
    ]);
  });
});

describe('deletionRefusal', () => {
  it('never deletes a synced row, nor one tickets point to', () => {
    expect(deletionRefusal({ isSynced: true, inUse: false })).toBe('SYNCED');
    expect(deletionRefusal({ isSynced: true, inUse: true })).toBe('SYNCED');
    expect(deletionRefusal({ isSynced: false, inUse: true })).toBe('IN_USE');
    expect(deletionRefusal({ isSynced: false, inUse: false })).toBeNull();
  });
});

describe('tierDisplayName', () => {
  it('shows the organiser’s name for a tier when set', () => {
    expect(tierDisplayName({ name: 'Tarif plein', customName: 'Full price' })).toBe('Full price');
    expect(tierDisplayName({ name: 'Tarif plein', customName: '  ' })).toBe('Tarif plein');
    expect(tierDisplayName({ name: 'Tarif plein', customName: null })).toBe('Tarif plein');
    expect(tierDisplayName({ name: 'Tarif plein' })).toBe('Tarif plein');
  });
});
