/**
 * The time zones an edition may be in: the IANA names this server's Intl knows
 * (`Intl.supportedValuesOf('timeZone')`), and 'UTC'. Not an enum of the OpenAPI document: the list
 * follows the runtime's time-zone data, and browsers name a few zones differently (Europe/Kyiv for
 * Europe/Kiev), so a name the runtime resolves to one of its own is taken under that name.
 */

/** Where an edition is until its team says otherwise (the product speaks French first). */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

export const TIME_ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/** The listed name of a time zone given in any case or under an alias the runtime knows; the value unchanged when it is none. */
export function canonicalTimeZone(value: unknown): unknown {
  if (typeof value !== 'string' || !value.trim()) return value;
  if (TIME_ZONES.has(value)) return value;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value.trim() }).resolvedOptions().timeZone;
    return TIME_ZONES.has(resolved) ? resolved : value;
  } catch {
    return value;
  }
}
