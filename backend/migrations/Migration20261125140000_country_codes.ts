import { Migration } from '@mikro-orm/migrations';

/**
 * Editions name their country by ISO 3166-1 alpha-2 code instead of free text. Each distinct text is
 * matched, ignoring case, accents, punctuation and a leading "the", against the country names of
 * the product's 13 languages (from Intl) and a few common short forms; a text that is already a
 * code stays. A text that names no country is kept as the region when the edition has none (so
 * nothing typed is lost), else dropped. Self-contained: a migration must not change with the code.
 */
const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pl', 'pt', 'ru', 'uk', 'cs', 'da', 'sv'];
const ALIASES: Record<string, string> = {
  uk: 'GB', 'great britain': 'GB', britain: 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB',
  usa: 'US', us: 'US', 'united states of america': 'US', america: 'US', holland: 'NL', 'czech republic': 'CZ', 'ivory coast': 'CI',
  turkey: 'TR', 'south korea': 'KR', korea: 'KR', russia: 'RU', 'vatican': 'VA', macedonia: 'MK', swaziland: 'SZ', burma: 'MM',
};

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

function countryIndex(): { index: Map<string, string>; codes: Set<string> } {
  const index = new Map<string, string>();
  const codes: string[] = [];
  const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      // Two-letter regions Intl names, minus groupings and pseudo-regions.
      if (english.of(code) && !['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'].includes(code)) codes.push(code);
    }
  }
  for (const lng of LANGUAGES) {
    const names = new Intl.DisplayNames(lng, { type: 'region', fallback: 'none' });
    for (const code of codes) {
      const name = names.of(code);
      // A deprecated code (FX, DD, UK…) shares its name with the code in use: both give the code in use.
      if (name && !index.has(normalise(name))) index.set(normalise(name), canonical(code));
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) if (!index.has(alias)) index.set(alias, code);
  return { index, codes: new Set(codes.map(canonical)) };
}

/** Deprecated or exceptionally reserved codes Intl still names, as the code in use. */
function canonical(code: string): string {
  const current: Record<string, string> = { AN: 'CW', BU: 'MM', CS: 'RS', DD: 'DE', DY: 'BJ', FX: 'FR', HV: 'BF', NH: 'VU', RH: 'ZW', SU: 'RU', TP: 'TL', UK: 'GB', VD: 'VN', YD: 'YE', YU: 'RS', ZR: 'CD', AC: 'SH', TA: 'SH', CP: 'FR', CQ: 'GG', DG: 'IO', EA: 'ES', IC: 'ES' };
  return current[code] ?? code;
}

export class Migration20261125140000_country_codes extends Migration {
  override async up(): Promise<void> {
    const { index, codes } = countryIndex();
    const rows = (await this.execute(`select distinct country from editions where country is not null`)) as { country: string }[];
    for (const { country } of rows) {
      const text = country.trim();
      const asCode = canonical(text.toUpperCase());
      const code = index.get(normalise(text)) ?? (codes.has(asCode) ? asCode : undefined);
      if (code) {
        await this.execute(`update editions set country = ? where country = ?`, [code, country]);
      } else {
        await this.execute(`update editions set region = case when coalesce(trim(region), '') = '' then ? else region end, country = null where country = ?`, [text.slice(0, 100), country]);
      }
    }
    await this.execute(`alter table "editions" alter column "country" type varchar(2) using "country"::varchar(2);`);
  }

  override async down(): Promise<void> {
    await this.execute(`alter table "editions" alter column "country" type varchar(100) using "country"::varchar(100);`);
    const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    const rows = (await this.execute(`select distinct country from editions where country is not null`)) as { country: string }[];
    for (const { country } of rows) await this.execute(`update editions set country = ? where country = ?`, [english.of(country) ?? country, country]);
  }
}
