/** SQL: an instant as JSON writes it (2030-05-15T10:00:00.000Z), whatever the session's time zone. */
export const isoSql = (column: string): string => `to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
