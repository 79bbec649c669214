/** An int[] parameter of a raw statement, as PostgreSQL reads it (`= any(?::int[])`, `unnest(?::int[])`). */
export const intArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
