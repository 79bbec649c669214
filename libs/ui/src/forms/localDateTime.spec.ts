import { fromLocalInput, toLocalInput } from './localDateTime';

describe('datetime-local inputs', () => {
  it('converts an instant to the input and back', () => {
    expect(fromLocalInput(toLocalInput('2027-05-14T10:30:00.000Z'))).toBe('2027-05-14T10:30:00.000Z');
    expect(toLocalInput('2027-05-14T10:30:00.000Z')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it('reads an input in the local time zone', () => {
    expect(fromLocalInput('2027-05-14T10:30')).toBe(new Date(2027, 4, 14, 10, 30).toISOString());
    expect(toLocalInput(new Date(2027, 4, 14, 8, 5).toISOString())).toBe('2027-05-14T08:05');
  });

  it('reads and writes an input on the clocks of a given zone (an edition’s)', () => {
    expect(toLocalInput('2027-05-14T08:30:00.000Z', 'Europe/Paris')).toBe('2027-05-14T10:30');
    expect(fromLocalInput('2027-05-14T10:30', 'Europe/Paris')).toBe('2027-05-14T08:30:00.000Z');
    expect(fromLocalInput('2027-05-14T10:30', 'UTC')).toBe('2027-05-14T10:30:00.000Z');
  });

  it('answers empty for nothing or nonsense', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput(undefined)).toBe('');
    expect(toLocalInput('')).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2027-13-45T99:99')).toBeNull();
  });
});
