/**
 * Writes mf-gestion/src/edition-form/countryTimeZones.ts: each country's time zones (IANA), as this
 * Node's ICU knows them (CLDR, `Intl.Locale#timeZones`), for the countries of the API's CountryCode
 * list. Browsers have no such look-up everywhere (Firefox), hence a table; run again after a Node
 * upgrade to refresh it: `node scripts/country-time-zones.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const openapi = JSON.parse(readFileSync(join(root, 'libs/api-client/openapi.json'), 'utf8'));
const codes = openapi.components.schemas.CountryCode.enum;
// Kosovo (XK) is user-assigned: CLDR gives it no zone; it keeps Serbia's clocks.
const OWN = { XK: ['Europe/Belgrade'] };

const lines = [];
for (const code of codes) {
  const zones = OWN[code] ?? new Intl.Locale(`und-${code}`).timeZones ?? [];
  if (zones.length) lines.push(`  ${code}: [${zones.map((z) => `'${z}'`).join(', ')}],`);
}
const text = `/**
 * Each country's time zones (IANA names, as CLDR lists them), for proposing an edition's zone from
 * its country. Written by scripts/country-time-zones.mjs from Node ${process.versions.node} (ICU ${process.versions.icu}): do not edit.
 * Uninhabited places (BV, HM) have none.
 */
export const COUNTRY_TIME_ZONES: Readonly<Record<string, readonly string[]>> = {
${lines.join('\n')}
};
`;
writeFileSync(join(root, 'mf-gestion/src/edition-form/countryTimeZones.ts'), text);
console.log(`${lines.length} countries`);
