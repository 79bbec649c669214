import { confirmState, formatMoment, parseId } from './volunteerMessageRules';

describe('parseId', () => {
  it('takes positive whole ids that PostgreSQL can hold', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('2147483647')).toBe(2147483647);
  });
  it('refuses anything else', () => {
    for (const value of [undefined, '', '0', '-1', '1.5', 'abc', '12abc', '2147483648', '99999999999']) expect(parseId(value)).toBeNull();
  });
});

describe('confirmState', () => {
  it('asks for a confirmation until there is one', () => {
    expect(confirmState(null)).toBe('toConfirm');
    expect(confirmState(undefined)).toBe('toConfirm');
    expect(confirmState('2027-05-01T08:00:00.000Z')).toBe('confirmed');
  });
});

describe('formatMoment', () => {
  it('writes the day and the time in the reader’s language', () => {
    const text = formatMoment('2027-05-01T08:00:00.000Z', 'en');
    expect(text).toMatch(/2027/);
    expect(text).toMatch(/May/);
  });
});
