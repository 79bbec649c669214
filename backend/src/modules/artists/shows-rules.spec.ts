import {
  endOf,
  moved,
  outsideEdition,
  overlaps,
  placeKey,
  programmeClashes,
  programmeDays,
  showWhen,
  tellings,
  type PlannedShow,
  type ShowFacts,
} from './shows-rules';

const PARIS = 'Europe/Paris';
const EDITION = { startDate: '2030-05-15', endDate: '2030-05-17' };
/** 2030-05-15 is summer time in Paris: UTC+2. */
const paris = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);
const artist = (id: number, name = `Artist ${id}`) => ({ id, name });

function show(id: number, start: Date, duration: number, fields: Partial<PlannedShow> = {}): PlannedShow {
  return { id, title: `Show ${id}`, start, duration, location: null, artists: [], ...fields };
}

describe('shows rules: times', () => {
  it('ends a show its duration in minutes after its start', () => {
    expect(endOf({ start: paris('2030-05-15', '19:00'), duration: 90 })).toEqual(paris('2030-05-15', '20:30'));
  });

  it('overlaps shows sharing a moment, never shows that only touch', () => {
    const a = { start: paris('2030-05-15', '19:00'), duration: 60 };
    expect(overlaps(a, { start: paris('2030-05-15', '19:30'), duration: 60 })).toBe(true);
    expect(overlaps(a, { start: paris('2030-05-15', '18:00'), duration: 61 })).toBe(true);
    expect(overlaps(a, { start: paris('2030-05-15', '19:10'), duration: 10 })).toBe(true);
    expect(overlaps(a, { start: paris('2030-05-15', '18:00'), duration: 180 })).toBe(true);
    expect(overlaps(a, a)).toBe(true);
    // A show ending at 20:00 and one starting at 20:00 do not clash, either way round.
    expect(overlaps(a, { start: paris('2030-05-15', '20:00'), duration: 60 })).toBe(false);
    expect(overlaps(a, { start: paris('2030-05-15', '18:00'), duration: 60 })).toBe(false);
    expect(overlaps(a, { start: paris('2030-05-16', '19:00'), duration: 60 })).toBe(false);
  });

  it('compares places trimmed and in any case; no place is no place', () => {
    expect(placeKey('  Big Top ')).toBe('big top');
    expect(placeKey('BIG TOP')).toBe(placeKey('big top'));
    expect(placeKey('')).toBeNull();
    expect(placeKey('   ')).toBeNull();
    expect(placeKey(null)).toBeNull();
    expect(placeKey(undefined)).toBeNull();
  });

  it('puts a show outside the edition when it starts before its first day or ends after its last', () => {
    expect(outsideEdition({ start: paris('2030-05-15', '00:00'), duration: 60 }, EDITION, PARIS)).toBe(false);
    expect(outsideEdition({ start: paris('2030-05-17', '23:00'), duration: 60 }, EDITION, PARIS)).toBe(false);
    expect(outsideEdition({ start: paris('2030-05-14', '23:30'), duration: 60 }, EDITION, PARIS)).toBe(true);
    expect(outsideEdition({ start: paris('2030-05-17', '23:30'), duration: 60 }, EDITION, PARIS)).toBe(true);
    expect(outsideEdition({ start: paris('2030-05-20', '20:00'), duration: 60 }, EDITION, PARIS)).toBe(true);
  });

  it('shows the edition’s days, and those of shows outside them, in order', () => {
    expect(programmeDays(EDITION, [], PARIS)).toEqual(['2030-05-15', '2030-05-16', '2030-05-17']);
    expect(programmeDays(EDITION, [{ start: paris('2030-05-19', '10:00') }, { start: paris('2030-05-13', '10:00') }, { start: paris('2030-05-16', '10:00') }], PARIS)).toEqual([
      '2030-05-13',
      '2030-05-15',
      '2030-05-16',
      '2030-05-17',
      '2030-05-19',
    ]);
  });
});

describe('shows rules: clashes', () => {
  it('warns each show of an artist in two overlapping shows, naming the artist and the other show', () => {
    const a = show(1, paris('2030-05-15', '19:00'), 60, { title: 'Juggling', artists: [artist(7, 'Zoé'), artist(8, 'Ana')] });
    const b = show(2, paris('2030-05-15', '19:30'), 60, { title: 'Fire', artists: [artist(8, 'Ana'), artist(7, 'Zoé'), artist(9)] });
    const clashes = programmeClashes([b, a], EDITION, PARIS);
    expect(clashes.get(1)).toEqual([
      { code: 'ARTIST_OVERLAP', artistId: 8, artistName: 'Ana', showId: 2, showTitle: 'Fire', start: b.start, end: endOf(b) },
      { code: 'ARTIST_OVERLAP', artistId: 7, artistName: 'Zoé', showId: 2, showTitle: 'Fire', start: b.start, end: endOf(b) },
    ]);
    expect(clashes.get(2)!.map((c) => c.code === 'ARTIST_OVERLAP' && [c.artistName, c.showId])).toEqual([
      ['Ana', 1],
      ['Zoé', 1],
    ]);
  });

  it('does not warn of an artist in shows that only touch (20:00 end, 20:00 start) or of different artists', () => {
    const a = show(1, paris('2030-05-15', '19:00'), 60, { artists: [artist(7)], location: 'Big top' });
    const b = show(2, paris('2030-05-15', '20:00'), 60, { artists: [artist(7)], location: 'Big top' });
    const c = show(3, paris('2030-05-15', '19:00'), 120, { artists: [artist(8)] });
    const clashes = programmeClashes([a, b, c], EDITION, PARIS);
    expect([...clashes.values()]).toEqual([[], [], []]);
  });

  it('warns of two shows in one place at once, the places compared trimmed and in any case', () => {
    const a = show(1, paris('2030-05-15', '19:00'), 60, { location: 'Big Top' });
    const b = show(2, paris('2030-05-15', '19:59'), 30, { location: '  big top ', title: 'Late' });
    const c = show(3, paris('2030-05-15', '19:00'), 60, { location: 'Street' });
    const d = show(4, paris('2030-05-15', '19:00'), 60, { location: null });
    const e = show(5, paris('2030-05-15', '19:00'), 60, { location: null });
    const clashes = programmeClashes([a, b, c, d, e], EDITION, PARIS);
    expect(clashes.get(1)).toEqual([{ code: 'PLACE_OVERLAP', location: 'big top', showId: 2, showTitle: 'Late', start: b.start, end: endOf(b) }]);
    expect(clashes.get(2)).toEqual([{ code: 'PLACE_OVERLAP', location: 'Big Top', showId: 1, showTitle: 'Show 1', start: a.start, end: endOf(a) }]);
    // Shows without a place are not in one place.
    expect(clashes.get(3)).toEqual([]);
    expect(clashes.get(4)).toEqual([]);
    expect(clashes.get(5)).toEqual([]);
  });

  it('warns of a show outside the edition first, then of the other shows in the order they start', () => {
    const late = show(1, paris('2030-05-17', '23:00'), 120, { artists: [artist(7)], location: 'Tent' });
    const first = show(2, paris('2030-05-17', '23:45'), 30, { artists: [artist(7)] });
    const second = show(3, paris('2030-05-18', '00:15'), 30, { location: 'tent' });
    const clashes = programmeClashes([second, late, first], EDITION, PARIS);
    expect(clashes.get(1)!.map((c) => c.code)).toEqual(['OUTSIDE_EDITION', 'ARTIST_OVERLAP', 'PLACE_OVERLAP']);
    expect(clashes.get(1)![0]).toEqual({ code: 'OUTSIDE_EDITION', startDate: '2030-05-15', endDate: '2030-05-17' });
    expect(clashes.get(2)!.map((c) => c.code)).toEqual(['OUTSIDE_EDITION', 'ARTIST_OVERLAP']);
    expect(clashes.get(3)!.map((c) => c.code)).toEqual(['OUTSIDE_EDITION', 'PLACE_OVERLAP']);
  });

  it('finds the clashes of a long show with every show within it, not only the next one', () => {
    const long = show(1, paris('2030-05-16', '10:00'), 600, { location: 'Hall' });
    const inside = [2, 3, 4].map((id) => show(id, paris('2030-05-16', `${10 + id}:00`), 30, { location: 'hall' }));
    const after = show(5, paris('2030-05-16', '20:00'), 30, { location: 'hall' });
    const clashes = programmeClashes([long, ...inside, after], EDITION, PARIS);
    expect(clashes.get(1)!.map((c) => c.code === 'PLACE_OVERLAP' && c.showId)).toEqual([2, 3, 4]);
    expect(clashes.get(3)!.map((c) => c.code === 'PLACE_OVERLAP' && c.showId)).toEqual([1]);
    expect(clashes.get(5)).toEqual([]);
  });
});

describe('shows rules: who is told what', () => {
  const facts: ShowFacts = { title: 'Fire', start: '2030-05-15T18:00:00.000Z', duration: 60, location: 'Big top' };
  const ORGANISER = 100;

  it('a new show tells its artists they were added, not the organiser who made it', () => {
    expect(tellings(null, { facts, userIds: [3, 1, ORGANISER] }, ORGANISER)).toEqual({ added: [1, 3], removed: [], moved: [], cancelled: [] });
  });

  it('a change of artists tells those added and those removed, nobody else', () => {
    expect(tellings({ facts, userIds: [1, 2] }, { facts, userIds: [2, 3] }, ORGANISER)).toEqual({ added: [3], removed: [1], moved: [], cancelled: [] });
  });

  it('a show that moved tells the artists who stay on it; those added or removed hear only that', () => {
    const later = { ...facts, start: '2030-05-15T19:00:00.000Z' };
    expect(tellings({ facts, userIds: [1, 2] }, { facts: later, userIds: [2, 3] }, ORGANISER)).toEqual({ added: [3], removed: [1], moved: [2], cancelled: [] });
    expect(tellings({ facts, userIds: [1] }, { facts: { ...facts, duration: 90 }, userIds: [1] }, ORGANISER).moved).toEqual([1]);
    expect(tellings({ facts, userIds: [1] }, { facts: { ...facts, location: 'Street' }, userIds: [1] }, ORGANISER).moved).toEqual([1]);
    expect(tellings({ facts, userIds: [1] }, { facts: { ...facts, location: null }, userIds: [1] }, ORGANISER).moved).toEqual([1]);
  });

  it('an edit that changes nothing for the artists tells nobody (title, description, same place in other case)', () => {
    const none = { added: [], removed: [], moved: [], cancelled: [] };
    expect(tellings({ facts, userIds: [1, 2] }, { facts, userIds: [2, 1] }, ORGANISER)).toEqual(none);
    expect(tellings({ facts, userIds: [1] }, { facts: { ...facts, title: 'Fire!' }, userIds: [1] }, ORGANISER)).toEqual(none);
    expect(tellings({ facts, userIds: [1] }, { facts: { ...facts, location: ' big TOP ' }, userIds: [1] }, ORGANISER)).toEqual(none);
    expect(tellings({ facts, userIds: [1] }, { facts: { ...facts, start: '2030-05-15T20:00:00+02:00' }, userIds: [1] }, ORGANISER)).toEqual(none);
  });

  it('a deleted show tells its artists it is cancelled', () => {
    expect(tellings({ facts, userIds: [2, 1, ORGANISER] }, null, ORGANISER)).toEqual({ added: [], removed: [], moved: [], cancelled: [1, 2] });
  });

  it('moved compares start, duration and place only', () => {
    expect(moved(facts, { ...facts, title: 'Other' })).toBe(false);
    expect(moved(facts, { ...facts, duration: 61 })).toBe(true);
  });
});

describe('shows rules: a show’s time in words', () => {
  const facts = { start: '2030-05-18T18:00:00.000Z', duration: 90 };

  it('writes the day and the times in the reader’s language, in the server’s zone', () => {
    const fr = showWhen(facts, 'fr', PARIS);
    expect(fr).toContain('samedi');
    expect(fr).toContain('18 mai');
    expect(fr).toMatch(/20:00\s*–\s*21:30/);
    const de = showWhen(facts, 'de', PARIS);
    expect(de).toContain('Samstag');
    expect(de).toContain('Mai');
    const en = showWhen(facts, 'en', 'UTC');
    expect(en).toContain('Saturday');
    expect(en).toContain('May 18');
    // A 12-hour clock writes no leading zero; a 24-hour one keeps it.
    expect(en).toMatch(/(?<!\d)6:00\s*–\s*7:30\s*PM/);
    expect(showWhen({ start: '2030-05-18T05:05:00.000Z', duration: 30 }, 'fr', PARIS)).toMatch(/07:05\s*–\s*07:35/);
  });
});
