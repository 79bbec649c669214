import { calendarDay, oneOf, wholeNumber, withParams, yesNo } from './index';

describe('the pieces of a list’s address', () => {
  it('sets, replaces and removes parameters, keeping the others', () => {
    const next = withParams(new URLSearchParams('order=12&status=VALID&page=3'), { status: 'CANCELLED', page: null, search: 'jo' });
    expect(next.toString()).toBe('order=12&status=CANCELLED&search=jo');
  });

  it('takes a positive whole number written plainly, within its bound', () => {
    expect(wholeNumber('42')).toBe(42);
    expect(wholeNumber('100', 100)).toBe(100);
    for (const bad of [null, '', '0', '-3', '+3', '2.5', '1e3', ' 4', 'abc', '101']) expect(wholeNumber(bad, 100)).toBeNull();
    expect(wholeNumber('9'.repeat(20))).toBeNull();
  });

  it('takes an enum’s value only as the API spells it', () => {
    expect(oneOf(['VALID', 'CANCELLED'] as const, 'VALID')).toBe('VALID');
    expect(oneOf(['VALID', 'CANCELLED'] as const, 'valid')).toBeNull();
    expect(oneOf(['VALID'] as const, null)).toBeNull();
    expect(yesNo('false')).toBe('false');
    expect(yesNo('1')).toBeNull();
  });

  it('takes a calendar day written as the API reads it', () => {
    expect(calendarDay('2027-05-14')).toBe('2027-05-14');
    for (const bad of [null, '', '2027-5-14', '2027-13-01', '2027-05-32', '14/05/2027', '2027-05-14T10:00', ' 2027-05-14']) expect(calendarDay(bad)).toBeNull();
  });
});
