import { pgMoment, withMoments } from './moments';

describe('moments read by raw statements', () => {
  it('reads timestamptz as the driver hands it over, whatever the offset', () => {
    expect(pgMoment('2030-05-15 10:00:00+00').toISOString()).toBe('2030-05-15T10:00:00.000Z');
    expect(pgMoment('2030-05-15 10:00:00.123+02').toISOString()).toBe('2030-05-15T08:00:00.123Z');
    expect(pgMoment('2030-05-15 10:00:00+05:30').toISOString()).toBe('2030-05-15T04:30:00.000Z');
    const date = new Date('2030-01-01T00:00:00Z');
    expect(pgMoment(date)).toBe(date);
  });

  it('turns the named columns into Dates and keeps null', () => {
    const rows = withMoments([{ start: '2030-05-15 10:00:00+00', end: null, title: '2030-05-15 10:00:00+00' }], ['start', 'end']);
    expect(rows[0]!.start).toEqual(new Date('2030-05-15T10:00:00Z'));
    expect(rows[0]!.end).toBeNull();
    expect(rows[0]!.title).toBe('2030-05-15 10:00:00+00');
  });
});
