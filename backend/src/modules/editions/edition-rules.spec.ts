import { daysInOrder, filtersKey, flagMask, localDay, searchWords } from './edition-rules';
import { SERVICE_FLAGS } from './edition-flags';

describe('edition rules', () => {
  it('accepts an edition of one day or more, never one ending before it starts', () => {
    expect(daysInOrder('2027-05-14', '2027-05-14')).toBe(true);
    expect(daysInOrder('2027-05-14', '2027-05-17')).toBe(true);
    expect(daysInOrder('2027-05-14', '2027-05-13')).toBe(false);
  });

  it('searches at most eight words, split on any white space', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('  juggling \t fest\nLyon ')).toEqual(['juggling', 'fest', 'Lyon']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('masks each service flag on its own bit, in the declared order', () => {
    expect(flagMask(undefined)).toBe(0);
    expect(flagMask([SERVICE_FLAGS[0]])).toBe(1);
    expect(flagMask([SERVICE_FLAGS[0], SERVICE_FLAGS[3]])).toBe(0b1001);
    expect(flagMask([SERVICE_FLAGS[SERVICE_FLAGS.length - 1]])).toBe(2 ** (SERVICE_FLAGS.length - 1));
    expect(() => flagMask(['hasNothing'])).toThrow('Unknown flag hasNothing');
  });

  it('gives two searches the same key only when they ask the same thing', () => {
    const base = { q: 'Fire  Show', amenities: ['hasGym' as const], limit: 20, offset: 0 };
    expect(filtersKey(base)).toBe(filtersKey({ ...base, q: ' Fire Show ' }));
    expect(filtersKey(base)).not.toBe(filtersKey({ ...base, offset: 20 }));
    expect(filtersKey(base)).not.toBe(filtersKey({ ...base, amenities: ['hasShowers'] }));
    expect(filtersKey({ ...base, amenities: ['hasGym', 'hasShowers'] })).toBe(filtersKey({ ...base, amenities: ['hasShowers', 'hasGym'] }));
    expect(filtersKey(base)).not.toBe(filtersKey({ ...base, when: 'past' }));
    expect(filtersKey({ ...base, when: 'current' })).not.toBe(filtersKey({ ...base, when: 'past' }));
  });

  it('keys a search by the day too: what is current moves at midnight while the data stays', () => {
    const base = { q: 'Fire', limit: 20, offset: 0 };
    expect(filtersKey(base, '2027-05-14')).toBe(filtersKey(base, '2027-05-14'));
    expect(filtersKey(base, '2027-05-14')).not.toBe(filtersKey(base, '2027-05-15'));
    expect(localDay(new Date(2027, 0, 9, 23, 59))).toBe('2027-01-09');
  });
});
