/** How the driver hands a timestamptz over when a raw statement reads it: text ('2030-05-15 10:00:00+00'). */
const PG_MOMENT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;

/** A timestamptz read by a raw statement, as a Date (a Date stays as it is). */
export function pgMoment(value: unknown): Date {
  if (value instanceof Date) return value;
  const m = PG_MOMENT.exec(String(value));
  return new Date(m ? `${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}` : String(value));
}

/** The rows with these columns read as Dates (null stays null); changes the rows in place. */
export function withMoments<T>(rows: T[], columns: readonly string[]): T[] {
  if (!columns.length) return rows;
  for (const row of rows as Record<string, unknown>[]) {
    for (const column of columns) if (row[column] != null) row[column] = pgMoment(row[column]);
  }
  return rows;
}
