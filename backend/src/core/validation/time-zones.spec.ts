import { canonicalTimeZone, DEFAULT_TIME_ZONE, TIME_ZONES } from './time-zones';

describe('time zones', () => {
  it('lists the IANA names of the runtime and UTC, the default among them', () => {
    for (const zone of ['Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'UTC', DEFAULT_TIME_ZONE]) expect(TIME_ZONES.has(zone)).toBe(true);
    expect(TIME_ZONES.has('Mars/Olympus')).toBe(false);
  });

  it('names a zone given in any case, with spaces or under an alias as listed; leaves anything else as it is', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone(' europe/paris ')).toBe('Europe/Paris');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    for (const other of ['Mars/Olympus', '', '  ', null, undefined, 42]) expect(canonicalTimeZone(other)).toBe(other);
  });
});
