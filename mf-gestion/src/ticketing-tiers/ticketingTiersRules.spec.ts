import {
  suggestsPrice,
  changedLinks,
  choiceGroups,
  choiceKey,
  emptyOption,
  emptyQuota,
  emptyTier,
  fieldBody,
  fieldErrors,
  emptyField,
  fieldValues,
  isKnownFieldType,
  fromCents,
  moveBy,
  moveTo,
  optionBody,
  optionErrors,
  optionValues,
  parseChoiceKey,
  quotaBar,
  quotaBody,
  quotaErrors,
  quotaValues,
  returnableErrors,
  emptyReturnable,
  returnableValues,
  sameIds,
  tierBody,
  tierErrors,
  tierLabel,
  tierValues,
  toCents,
  valuesError,
  valuesOf,
} from './ticketingTiersRules';

describe('amounts', () => {
  it('turns what is typed into cents and back', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('')).toBeNull();
    expect(fromCents(1250)).toBe(12.5);
    expect(fromCents(null)).toBe('');
  });
});

describe('tiers', () => {
  const PARIS = 'Europe/Paris';
  const valid = { ...emptyTier(), name: 'Full pass', price: 45 as number | '' };

  it('accepts a fixed price and a price within its bounds (pay what you want)', () => {
    expect(tierErrors(valid, false, PARIS)).toEqual({});
    expect(tierErrors({ ...valid, minAmount: 5, maxAmount: 100 }, false, PARIS)).toEqual({});
    expect(tierErrors({ ...valid, minAmount: 45, maxAmount: 45 }, false, PARIS)).toEqual({});
  });

  it('mirrors the server: name required, amounts ≥ 0, minimum ≤ price ≤ maximum, start before end', () => {
    expect(tierErrors({ ...valid, name: ' ' }, false, PARIS)).toEqual({ name: 'tiers.errors.nameRequired' });
    expect(tierErrors({ ...valid, name: 'x'.repeat(251) }, false, PARIS)).toEqual({ name: 'tiers.errors.tooLong' });
    expect(tierErrors({ ...valid, price: '' }, false, PARIS)).toEqual({ price: 'tiers.errors.priceRequired' });
    expect(tierErrors({ ...valid, price: -1 }, false, PARIS)).toEqual({ price: 'tiers.errors.amount' });
    expect(tierErrors({ ...valid, minAmount: 46 }, false, PARIS)).toEqual({ minAmount: 'tiers.errors.minAbovePrice' });
    expect(tierErrors({ ...valid, maxAmount: 44.99 }, false, PARIS)).toEqual({ maxAmount: 'tiers.errors.maxBelowPrice' });
    expect(tierErrors({ ...valid, validFrom: '2030-05-15T10:00', validUntil: '2030-05-15T10:00' }, false, PARIS)).toEqual({ validUntil: 'tiers.errors.validity' });
    expect(tierErrors({ ...valid, validFrom: '2030-05-15T10:00', validUntil: '' }, false, PARIS)).toEqual({});
  });

  it('does not check the provider’s fields of a synced tier, which are not sent', () => {
    const synced = { ...valid, name: '', price: '' as const, minAmount: 99 };
    expect(tierErrors(synced, true, PARIS)).toEqual({});
    expect(tierBody(synced, true, PARIS)).toEqual({ customName: null, description: null, isActive: true, countAsParticipant: true, validFrom: null, validUntil: null });
  });

  it('sends a local tier whole, in cents, with the empty texts and bounds as null', () => {
    expect(tierBody({ ...valid, customName: '  ', description: ' Three days ', minAmount: 5.5 }, false, PARIS)).toEqual({
      name: 'Full pass',
      price: 4500,
      minAmount: 550,
      maxAmount: null,
      customName: null,
      description: 'Three days',
      isActive: true,
      countAsParticipant: true,
      validFrom: null,
      validUntil: null,
    });
  });

  it('reads and shows the validity on the edition’s clocks, wherever the organiser’s browser is', () => {
    const window = { ...valid, validFrom: '2030-05-15T10:00', validUntil: '2030-05-18T23:30' };
    expect(tierBody(window, false, PARIS)).toMatchObject({ validFrom: '2030-05-15T08:00:00.000Z', validUntil: '2030-05-18T21:30:00.000Z' });
    expect(tierBody(window, false, 'America/Montreal')).toMatchObject({ validFrom: '2030-05-15T14:00:00.000Z', validUntil: '2030-05-19T03:30:00.000Z' });
    const tier = { name: 'Weekend', customName: null, description: null, price: 0, minAmount: null, maxAmount: null, isActive: true, countAsParticipant: true, validFrom: '2030-05-15T08:00:00.000Z', validUntil: null, quotaIds: [], returnableItemIds: [], mealIds: [] };
    expect(tierValues(tier, PARIS)).toMatchObject({ validFrom: '2030-05-15T10:00', validUntil: '' });
    expect(tierValues(tier, 'Asia/Tokyo')).toMatchObject({ validFrom: '2030-05-15T17:00' });
  });

  it('fills the form from a tier and shows the organiser’s name first', () => {
    const tier = { name: 'Tarif plein', customName: 'Full', description: null, price: 4500, minAmount: null, maxAmount: 9000, isActive: false, countAsParticipant: true, validFrom: null, validUntil: null, quotaIds: [3], returnableItemIds: [], mealIds: [8, 9] };
    expect(tierValues(tier, PARIS)).toMatchObject({ customName: 'Full', description: '', price: 45, minAmount: '', maxAmount: 90, isActive: false, quotaIds: ['3'], mealIds: ['8', '9'], validFrom: '' });
    expect(tierLabel(tier)).toBe('Full');
    expect(tierLabel({ name: 'Tarif plein', customName: null })).toBe('Tarif plein');
  });
});

describe('the order of the tiers', () => {
  it('moves a tier up or down by one (the keyboard’s way), not past the ends', () => {
    expect(moveBy([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveBy([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 1, -1)).toBeNull();
    expect(moveBy([1, 2, 3], 3, 1)).toBeNull();
    expect(moveBy([1, 2, 3], 9, 1)).toBeNull();
  });

  it('drops a dragged tier at the place of the one it is dropped on', () => {
    expect(moveTo([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveTo([1, 2, 3, 4], 2, 2)).toBeNull();
  });
});

describe('quotas', () => {
  it('needs a title and a whole quantity from 0', () => {
    expect(quotaErrors({ ...emptyQuota(), title: 'Camping', quantity: 0 })).toEqual({});
    expect(quotaErrors(emptyQuota())).toEqual({ title: 'quotas.errors.titleRequired', quantity: 'quotas.errors.quantityRequired' });
    expect(quotaErrors({ ...emptyQuota(), title: 'x', quantity: 1.5 })).toEqual({ quantity: 'quotas.errors.quantity' });
    expect(quotaErrors({ ...emptyQuota(), title: 'x', quantity: 1_000_001 })).toEqual({ quantity: 'quotas.errors.quantity' });
    expect(quotaBody({ ...emptyQuota(), title: ' Camping ', quantity: 40 })).toEqual({ title: 'Camping', description: null, quantity: 40 });
  });

  it('draws the bar: how full, orange when full, red when over', () => {
    expect(quotaBar({ quantity: 40, used: 10, remaining: 30, over: 0 })).toEqual({ percent: 25, color: 'teal' });
    expect(quotaBar({ quantity: 40, used: 40, remaining: 0, over: 0 })).toEqual({ percent: 100, color: 'orange' });
    expect(quotaBar({ quantity: 40, used: 43, remaining: 0, over: 3 })).toEqual({ percent: 100, color: 'red' });
    expect(quotaBar({ quantity: 0, used: 0, remaining: 0, over: 0 })).toEqual({ percent: 0, color: 'orange' });
  });
});

describe('custom field values', () => {
  it('keys a value with its field, a colon in the value included', () => {
    const link = { customFieldId: 12, choiceValue: 'Lunch: vegan' };
    expect(choiceKey(link)).toBe('12:Lunch: vegan');
    expect(parseChoiceKey(choiceKey(link))).toEqual(link);
  });

  it('offers the values of choice lists only, grouped by field', () => {
    expect(
      choiceGroups([
        { id: 1, label: 'Size', type: 'ChoiceList', values: ['S', 'M'] },
        { id: 2, label: 'Age', type: 'Number', values: null },
        { id: 3, label: 'Empty', type: 'ChoiceList', values: [] },
      ]),
    ).toEqual([{ group: 'Size', items: [{ value: '1:S', label: 'Size: S' }, { value: '1:M', label: 'Size: M' }] }]);
  });

  it('reads one value a line and mirrors the server’s checks', () => {
    expect(valuesOf(' S \n\nM\n')).toEqual(['S', 'M']);
    expect(valuesError(true, ['S'])).toBeUndefined();
    expect(valuesError(true, [])).toBe('customFields.errors.valuesRequired');
    expect(valuesError(false, ['S'])).toBe('customFields.errors.valuesNotAllowed');
    expect(valuesError(true, ['S', 'S'])).toBe('customFields.errors.duplicateValue');
    expect(valuesError(true, ['x'.repeat(251)])).toBe('customFields.errors.valueTooLong');
    expect(valuesError(true, Array.from({ length: 101 }, (_, i) => `v${i}`))).toBe('customFields.errors.tooManyValues');
  });
});

describe('options and custom fields', () => {
  it('checks and sends a local option; a synced one sends only the organiser’s fields', () => {
    const option = { ...emptyOption(), name: 'Shirt', type: 'ChoiceList' as const, choices: 'S\nM', price: 12 };
    expect(optionErrors(option, false)).toEqual({});
    expect(optionErrors({ ...option, choices: '' }, false)).toEqual({ choices: 'customFields.errors.valuesRequired' });
    expect(optionErrors({ ...option, name: '' }, true)).toEqual({});
    expect(optionBody(option, false)).toEqual({ name: 'Shirt', type: 'ChoiceList', isRequired: false, choices: ['S', 'M'], price: 1200, description: null, isActive: true });
    expect(optionBody({ ...option, type: 'Checkbox' }, false)).toMatchObject({ choices: null });
    expect(optionBody(option, true)).toEqual({ description: null, isActive: true });
  });

  it('checks and sends a local field; a synced one is only switched on or off and shown at the gate or not', () => {
    const field = { ...emptyField(), label: 'Size', type: 'ChoiceList' as const, values: 'S\nM', tierIds: ['4'] };
    expect(fieldErrors(field, false)).toEqual({});
    expect(fieldErrors({ ...field, type: 'YesNo' }, false)).toEqual({ values: 'customFields.errors.valuesNotAllowed' });
    expect(fieldErrors({ ...field, label: '' }, true)).toEqual({});
    expect(fieldBody(field, false)).toEqual({ label: 'Size', type: 'ChoiceList', isRequired: false, values: ['S', 'M'], isActive: true, showAtGate: false, tierIds: [4] });
    expect(fieldBody({ ...field, showAtGate: true }, false)).toMatchObject({ showAtGate: true });
    expect(fieldBody({ ...field, isActive: false, showAtGate: true }, true)).toEqual({ isActive: false, showAtGate: true });
    expect(fieldValues({ label: 'Size', type: 'ChoiceList', isRequired: false, values: ['S'], isActive: true, showAtGate: true, tierIds: [] }).showAtGate).toBe(true);
  });

  it('needs a returnable item’s name', () => {
    expect(returnableErrors({ ...emptyReturnable(), name: 'Cup' })).toEqual({});
    expect(returnableErrors(emptyReturnable())).toEqual({ name: 'returnables.errors.nameRequired' });
    expect(returnableErrors({ ...emptyReturnable(), name: 'x'.repeat(101) })).toEqual({ name: 'returnables.errors.tooLong' });
  });
});

describe('sameIds', () => {
  it('compares lists of ids as sets, numbers or strings alike', () => {
    expect(sameIds([1, 2], ['2', '1'])).toBe(true);
    expect(sameIds([1], [1, 2])).toBe(false);
    expect(sameIds([], [])).toBe(true);
  });
});

describe('the forms of existing rows', () => {
  it('fills a quota’s and a returnable item’s forms, links as select values', () => {
    const choices = [{ customFieldId: 3, choiceValue: 'Tent' }];
    expect(quotaValues({ title: 'Camping', description: null, quantity: 40, tierIds: [1, 2], optionIds: [5], choices })).toEqual({
      title: 'Camping',
      description: '',
      quantity: 40,
      tierIds: ['1', '2'],
      optionIds: ['5'],
      choices: ['3:Tent'],
    });
    expect(returnableValues({ name: 'Cup', tierIds: [1], optionIds: [], choices, teamIds: [7] })).toEqual({ name: 'Cup', tierIds: ['1'], optionIds: [], choices: ['3:Tent'], teamIds: ['7'] });
  });

  it('fills an option’s form, its price in the currency’s units and a provider’s kind as a checkbox', () => {
    const option = { name: 'Shirt', description: null, type: 'ChoiceList', isRequired: true, choices: ['S', 'M'], price: 1250, isActive: false, quotaIds: [2], returnableItemIds: [], mealIds: [4] };
    expect(optionValues(option)).toEqual({ name: 'Shirt', description: '', type: 'ChoiceList', isRequired: true, choices: 'S\nM', price: 12.5, isActive: false, quotaIds: ['2'], returnableItemIds: [], mealIds: ['4'] });
    expect(optionValues({ ...option, type: 'Donation', choices: null }).type).toBe('Checkbox');
    expect(optionValues({ ...option, type: null, choices: null }).choices).toBe('');
  });

  it('fills a field’s form; a type the form does not offer shows as a text input', () => {
    const field = { label: 'Size', type: 'ChoiceList', isRequired: false, values: ['S', 'M'], isActive: true, showAtGate: true, tierIds: [4] };
    expect(fieldValues(field)).toEqual({ label: 'Size', type: 'ChoiceList', isRequired: false, values: 'S\nM', isActive: true, showAtGate: true, tierIds: ['4'] });
    expect(fieldValues({ ...field, type: 'FreeText', values: null })).toMatchObject({ type: 'TextInput', values: '' });
    expect(isKnownFieldType('YesNo')).toBe(true);
    expect(isKnownFieldType('FreeText')).toBe(false);
  });

  it('saves the links of a tier or an option when it is new or they changed, not otherwise', () => {
    const current = { quotaIds: [1, 2], returnableItemIds: [3], mealIds: [5, 6] };
    expect(changedLinks(current, { quotaIds: ['2', '1'], returnableItemIds: ['3'], mealIds: ['6', '5'] })).toBeUndefined();
    expect(changedLinks(current, { quotaIds: ['1'], returnableItemIds: ['3'], mealIds: ['5', '6'] })).toEqual({ quotaIds: [1], returnableItemIds: [3], mealIds: [5, 6] });
    expect(changedLinks(current, { quotaIds: ['1', '2'], returnableItemIds: [], mealIds: ['5', '6'] })).toEqual({ quotaIds: [1, 2], returnableItemIds: [], mealIds: [5, 6] });
    expect(changedLinks(current, { quotaIds: ['1', '2'], returnableItemIds: ['3'], mealIds: ['5'] })).toEqual({ quotaIds: [1, 2], returnableItemIds: [3], mealIds: [5] });
    expect(changedLinks(null, { quotaIds: [], returnableItemIds: [], mealIds: [] })).toEqual({ quotaIds: [], returnableItemIds: [], mealIds: [] });
  });
});

describe('pay what you want', () => {
  it('reads the price as a suggestion only above zero and within the bounds', () => {
    expect(suggestsPrice({ price: 1500, minAmount: 500, maxAmount: null })).toBe(true);
    expect(suggestsPrice({ price: 1500, minAmount: 500, maxAmount: 3000 })).toBe(true);
    expect(suggestsPrice({ price: 0, minAmount: 500, maxAmount: null })).toBe(false);
    expect(suggestsPrice({ price: 300, minAmount: 500, maxAmount: null })).toBe(false);
    expect(suggestsPrice({ price: 4000, minAmount: 500, maxAmount: 3000 })).toBe(false);
  });
});
