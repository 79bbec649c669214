import isURL from 'validator/lib/isURL';
import {
  AMENITY_FLAGS,
  AMENITY_GROUPS,
  changedBody,
  coordinateOf,
  currencyName,
  deleteChecklist,
  editionBody,
  editionTiming,
  formatDayRange,
  emptyEditionValues,
  isDay,
  isHttpUrl,
  PAYMENT_FLAGS,
  countryZones,
  timeZoneOptions,
  todayDay,
  validateEdition,
  valuesFromEdition,
  zoneAfterCountry,
  zoneOptionsFor,
  type Edition,
  type EditionFormValues,
} from './editionFormRules';
import { COUNTRY_TIME_ZONES } from './countryTimeZones';

const valid = (over: Partial<EditionFormValues> = {}): EditionFormValues => ({
  ...emptyEditionValues(),
  name: 'CJ 2027',
  startDate: '2027-05-14',
  endDate: '2027-05-17',
  ...over,
});

describe('edition flags', () => {
  it('groups each of the 21 amenities exactly once and keeps the 3 payment flags apart', () => {
    const grouped = AMENITY_GROUPS.flatMap((g) => g.flags as readonly string[]);
    expect(grouped).toHaveLength(21);
    expect([...grouped].sort()).toEqual([...AMENITY_FLAGS].sort());
    expect(PAYMENT_FLAGS).toEqual(['hasCashPayment', 'hasCreditCardPayment', 'hasAfjTokenPayment']);
  });
});

describe('edition validation (same rules as CreateEditionDto)', () => {
  it('accepts a minimal edition', () => {
    expect(validateEdition(valid())).toEqual({});
  });

  it('requires a name of at most 200 characters and both days', () => {
    expect(validateEdition(valid({ name: '  ', startDate: '', endDate: '' }))).toEqual({
      name: { code: 'required' },
      startDate: { code: 'required' },
      endDate: { code: 'required' },
    });
    expect(validateEdition(valid({ name: 'x'.repeat(201) })).name).toEqual({ code: 'tooLong', max: 200 });
    expect(validateEdition(valid({ name: ` ${'x'.repeat(200)} ` }))).toEqual({});
  });

  it('wants real days and an end on or after the start', () => {
    expect(validateEdition(valid({ endDate: '2027-05-13' })).endDate).toEqual({ code: 'endBeforeStart' });
    expect(validateEdition(valid({ endDate: '2027-05-14' }))).toEqual({});
    expect(validateEdition(valid({ startDate: '2027-02-30' })).startDate).toEqual({ code: 'invalidDate' });
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('27-05-14')).toBe(false);
  });

  it('keeps coordinates in range, empty meaning none', () => {
    expect(validateEdition(valid({ latitude: 90, longitude: -180 }))).toEqual({});
    expect(validateEdition(valid({ latitude: '', longitude: '' }))).toEqual({});
    expect(validateEdition(valid({ latitude: 90.01, longitude: 180.5 }))).toEqual({ latitude: { code: 'latitudeRange' }, longitude: { code: 'longitudeRange' } });
    expect(validateEdition(valid({ latitude: 'abc' })).latitude).toEqual({ code: 'latitudeRange' });
    expect(coordinateOf(' 45,76 ')).toBe(45.76);
    expect(coordinateOf('')).toBeNull();
  });

  it('checks links and text lengths', () => {
    const errors = validateEdition(
      valid({ facebookUrl: 'javascript:alert(1)', instagramUrl: 'instagram.com/x', ticketingUrl: `https://t.example.org/${'a'.repeat(480)}`, postalCode: 'x'.repeat(21), city: 'x'.repeat(100) }),
    );
    expect(errors).toEqual({
      facebookUrl: { code: 'invalidUrl' },
      instagramUrl: { code: 'invalidUrl' },
      ticketingUrl: { code: 'tooLong', max: 500 },
      postalCode: { code: 'tooLong', max: 20 },
    });
    expect(validateEdition(valid({ officialWebsiteUrl: ' https://cj.example.org/ ' }))).toEqual({});
  });

  it('judges URLs the way the server (validator isURL) does', () => {
    const samples = [
      'https://cj.example.org',
      'http://example.com',
      'https://www.facebook.com/groups/123?ref=abc#x',
      'http://localhost:3000',
      'https://example',
      'ftp://example.com',
      'example.com',
      '//example.com',
      'javascript:alert(1)',
      'https://exa mple.com',
      'https://example.com:99999',
      'https://example.com:8080/path',
      'https://user:pw@example.com',
      'https://@example.com',
      'https://:pw@example.com',
      'https://192.168.1.1/x',
      'http://256.1.1.1',
      'https://ex_ample.com',
      'https://-example.com',
      'https://example.c',
      'https://exämple.de',
      'https://xn--exmple-cua.de',
      'HTTPS://EXAMPLE.COM',
      'https://example.com.',
      'https://example.com:',
      'https://example..com',
      'https://example.com/<script>',
      `https://www.example.com/${'a'.repeat(2100)}`,
    ];
    for (const url of samples) {
      expect([url, isHttpUrl(url)]).toEqual([url, isURL(url, { protocols: ['http', 'https'], require_protocol: true })]);
    }
  });
});

describe('edition bodies', () => {
  it('trims, sends null for empty optional fields and numbers for coordinates', () => {
    const body = editionBody(valid({ name: ' CJ ', city: ' Lyon ', region: '  ', latitude: '45.76', longitude: 4.84, hasShowers: true, officialWebsiteUrl: '' }));
    expect(body).toMatchObject({ name: 'CJ', city: 'Lyon', region: null, latitude: 45.76, longitude: 4.84, hasShowers: true, hasGym: false, officialWebsiteUrl: null, isOnline: false });
    expect(Object.keys(body)).toHaveLength(3 + 1 + 2 + 3 + 24 + 8 + 4 + 1 + 1);
  });

  it('counts in euros until another currency is picked, and sends the currency picked', () => {
    expect(emptyEditionValues().currency).toBe('EUR');
    expect(editionBody(valid({ currency: 'CHF' })).currency).toBe('CHF');
    const initial = valid();
    expect(changedBody(initial, { ...initial, currency: 'GBP' })).toEqual({ currency: 'GBP' });
  });

  it('puts a new edition in the organiser’s time zone until another is picked, and sends the zone picked', () => {
    expect(emptyEditionValues().timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(emptyEditionValues('America/Toronto').timeZone).toBe('America/Toronto');
    expect(editionBody(valid({ timeZone: 'Europe/Paris' })).timeZone).toBe('Europe/Paris');
    const initial = valid({ timeZone: 'Europe/Paris' });
    expect(changedBody(initial, { ...initial, timeZone: 'Europe/Brussels' })).toEqual({ timeZone: 'Europe/Brussels' });
  });

  it('opens workshop proposals to volunteers, artists and ticket holders unless switched off, and sends the switch', () => {
    expect(emptyEditionValues().workshopProposalsOpen).toBe(true);
    expect(editionBody(valid()).workshopProposalsOpen).toBe(true);
    const initial = valid({ workshopsEnabled: true });
    expect(changedBody(initial, { ...initial, workshopProposalsOpen: false })).toEqual({ workshopProposalsOpen: false });
    expect(valuesFromEdition({ ...(editionBody(initial) as unknown as Edition), id: 1, workshopProposalsOpen: false } as Edition).workshopProposalsOpen).toBe(false);
  });

  it('sends only what changed on edit', () => {
    const initial = valid({ city: 'Lyon', hasShowers: true });
    expect(changedBody(initial, { ...initial })).toEqual({});
    expect(changedBody(initial, { ...initial, city: ' Lyon ', hasShowers: false, latitude: 1 })).toEqual({ hasShowers: false, latitude: 1 });
  });

  it('loads an edition into the form and back without changes', () => {
    const edition = {
      ...(editionBody(valid({ city: 'Lyon', latitude: 45.7, longitude: 4.8, hasGala: true, isOnline: true, timeZone: 'Europe/Paris' })) as unknown as Edition),
      id: 1,
      description: null,
    } as Edition;
    const values = valuesFromEdition(edition);
    expect(values).toMatchObject({ city: 'Lyon', description: '', latitude: 45.7, hasGala: true, isOnline: true, currency: 'EUR', timeZone: 'Europe/Paris' });
    expect(changedBody(values, values)).toEqual({});
  });
});

describe('helpers', () => {
  it('tells upcoming, running and past editions apart', () => {
    const e = { startDate: '2027-05-14', endDate: '2027-05-17' };
    expect(editionTiming(e, '2027-05-01')).toBe('upcoming');
    expect(editionTiming(e, '2027-05-14')).toBe('running');
    expect(editionTiming(e, '2027-05-17')).toBe('running');
    expect(editionTiming(e, '2027-05-18')).toBe('past');
    expect(todayDay(new Date(2027, 0, 5, 12))).toBe('2027-01-05');
  });

  it('offers every time zone with its offset, the stored one even if this browser names it otherwise', () => {
    const winter = Date.UTC(2027, 0, 15);
    const options = timeZoneOptions('en', 'Europe/Kiev', winter);
    expect(options).toContainEqual({ value: 'Europe/Paris', label: 'Europe/Paris (GMT+1)' });
    expect(options).toContainEqual({ value: 'America/New_York', label: 'America/New York (GMT-5)' });
    expect(options.find((o) => o.value === 'UTC')).toBeDefined();
    expect(options.find((o) => o.value === 'Europe/Kiev')).toBeDefined();
    expect(timeZoneOptions('en', null, Date.UTC(2027, 6, 15))).toContainEqual({ value: 'Europe/Paris', label: 'Europe/Paris (GMT+2)' });
  });

  it('knows each country’s time zones, under the names this browser lists', () => {
    const known = timeZoneOptions('en', null).map((o) => o.value);
    expect(countryZones('FR', known)).toEqual(['Europe/Paris']);
    expect(countryZones('ES', known)).toEqual(['Africa/Ceuta', 'Atlantic/Canary', 'Europe/Madrid']);
    expect(countryZones('US', known)).toContain('America/New_York');
    expect(countryZones('US', known).length).toBeGreaterThan(5);
    expect(countryZones('XK', known)).toEqual(['Europe/Belgrade']);
    // A browser calling Kyiv by its new name gets it under that name.
    expect(countryZones('UA', ['Europe/Kyiv', 'Europe/Simferopol', 'Europe/Paris'])).toEqual(['Europe/Kyiv', 'Europe/Simferopol']);
    expect(countryZones('', known)).toEqual([]);
    expect(countryZones('BV', known)).toEqual([]);
    // Every zone the runtime lists but UTC belongs to some country (the table is complete).
    const tabled = new Set(Object.keys(COUNTRY_TIME_ZONES).flatMap((c) => countryZones(c, known)));
    expect(known.filter((zone) => !tabled.has(zone))).toEqual(['UTC']);
  });

  it('sets the zone of a one-zone country, unless the user chose one by hand; several zones are only offered', () => {
    expect(zoneAfterCountry('UTC', ['Europe/Paris'], false)).toBe('Europe/Paris');
    expect(zoneAfterCountry('UTC', ['Europe/Paris'], true)).toBe('UTC');
    expect(zoneAfterCountry('UTC', ['Africa/Ceuta', 'Atlantic/Canary', 'Europe/Madrid'], false)).toBe('UTC');
    expect(zoneAfterCountry('Europe/Berlin', [], false)).toBe('Europe/Berlin');
  });

  it('lists the country’s zones first, under its name, and every other zone after', () => {
    const options = timeZoneOptions('en', null, Date.UTC(2027, 0, 15));
    const grouped = zoneOptionsFor(options, ['Atlantic/Canary', 'Europe/Madrid'], 'Spain', 'Other time zones') as { group: string; items: { value: string }[] }[];
    expect(grouped.map((g) => g.group)).toEqual(['Spain', 'Other time zones']);
    expect(grouped[0]!.items.map((o) => o.value)).toEqual(['Atlantic/Canary', 'Europe/Madrid']);
    expect(grouped[1]!.items).toHaveLength(options.length - 2);
    expect(grouped[1]!.items.find((o) => o.value === 'Europe/Madrid')).toBeUndefined();
    expect(zoneOptionsFor(options, [], '', 'Other time zones')).toEqual(options);
  });

  it('names a currency in the reader’s language, with its code', () => {
    expect(currencyName('CHF', 'en')).toBe('Swiss Franc (CHF)');
    expect(currencyName('EUR', 'fr')).toBe('euro (EUR)');
    expect(currencyName('EUR', 'de')).toBe('Euro (EUR)');
  });

  it('formats a day range in the user language', () => {
    expect(formatDayRange('2027-05-14', '2027-05-17', 'en')).toMatch(/May 14\s*–\s*17, 2027/);
    expect(formatDayRange('2027-05-14', '2027-05-14', 'fr')).toBe('14 mai 2027');
  });
});

describe('deleting an edition', () => {
  it('lists the image among what is lost only when there is one', () => {
    expect(deleteChecklist({ imageUrl: '/uploads/editions/1/a.webp' })).toEqual(['details', 'image', 'rights', 'favorites']);
    expect(deleteChecklist({ imageUrl: null })).toEqual(['details', 'rights', 'favorites']);
  });
});
