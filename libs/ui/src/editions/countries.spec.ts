import { COUNTRY_CODES, countryCodeOf, countryName, countryOptions, foldText, matchCountries } from './countries';

describe('countries', () => {
  it('names a code in the reader language and sorts the list in it', () => {
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('XX', 'en')).toBe('XX');
    const fr = countryOptions('fr');
    expect(fr).toHaveLength(COUNTRY_CODES.length);
    // An accented initial sorts with its plain letter: Égypte before Espagne.
    const labels = fr.map((o) => o.label);
    expect(labels.indexOf('Égypte')).toBeLessThan(labels.indexOf('Espagne'));
    expect(labels.indexOf('Afghanistan')).toBe(0);
  });

  it('finds countries by any part of the name, whatever the case and accents, or by exact code', () => {
    const fr = countryOptions('fr');
    expect(matchCountries(fr, 'alle').map((o) => o.value)).toEqual(['DE']);
    expect(matchCountries(fr, 'EGYPTE').map((o) => o.value)).toEqual(['EG']);
    expect(matchCountries(fr, 'egy').map((o) => o.value)).toEqual(['EG']);
    expect(matchCountries(fr, 'be').map((o) => o.value)).toContain('BE');
    expect(matchCountries(fr, '   ')).toHaveLength(COUNTRY_CODES.length);
    const cs = countryOptions('cs');
    expect(matchCountries(cs, 'cesk').map((o) => o.value)).toContain('CZ');
  });

  it('puts the closest match first, so that Enter picks it: the code or whole name, then names starting so, then a word', () => {
    const fr = countryOptions('fr');
    const en = countryOptions('en');
    // 'fr' is inside 'Afrique du Sud' (earlier in the list), yet France comes first.
    expect(matchCountries(fr, 'fr')[0]!.value).toBe('FR');
    expect(matchCountries(fr, 'fran')[0]!.value).toBe('FR');
    expect(matchCountries(en, 'France')[0]!.value).toBe('FR');
    // A word of the name before a middle of a word: 'Guinea' starts Guinea, then Equatorial Guinea, then Papua New Guinea.
    expect(matchCountries(en, 'guinea').map((o) => o.value).slice(0, 2)).toEqual(['GN', 'GW']);
    expect(matchCountries(en, 'guinea').map((o) => o.value)).toEqual(expect.arrayContaining(['GQ', 'PG']));
    expect(matchCountries(en, 'us')[0]!.value).toBe('US');
  });

  it('reads old links: a code in any case, or a full name in any of the 13 languages', () => {
    expect(countryCodeOf('fr')).toBe('FR');
    expect(countryCodeOf('France')).toBe('FR');
    expect(countryCodeOf('  allemagne ')).toBe('DE');
    expect(countryCodeOf('Deutschland')).toBe('DE');
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOf('')).toBeNull();
    expect(countryCodeOf(null)).toBeNull();
  });

  it('folds case, accents and punctuation', () => {
    expect(foldText("  Côte d’Ivoire ")).toBe('cote d ivoire');
  });
});
