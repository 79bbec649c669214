/** An int[] parameter of a raw statement, as PostgreSQL reads it (`= any(:ids::int[])`, `unnest(:ids::int[])`). */
export const intArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
/** A text[] parameter of a raw statement, as PostgreSQL reads it (`= any(:names::text[])`): each element quoted and escaped. */
export const textArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
