import { EDITION_SELECT, type EditionMapQuery, type EditionSearchQuery } from './edition.dto';
import { flagMask, localDay, searchWords } from './edition-rules';

/**
 * The SQL of the public search and map, over the narrow `edition_search` table that triggers keep in
 * step with editions and conventions (migration 20261124090000): the documented exception to
 * "queries through the ORM", for speed. Plain statements with `?` placeholders: the editions
 * repository runs them through the ORM's connection and `npm run bench` runs the very same text on
 * its "raw floor".
 */

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The version of the public data (migration 20261124093000), moved by every commit that changes it.
 * A bigint: the driver reads it as text, compare it with `Number()`.
 */
const DATA_VERSION = '(select version from edition_changes where id = 1)';

/**
 * What the public may find with these filters: listed editions (online, convention not archived);
 * every word in the edition name, its city or its convention name (case-insensitive, like ILIKE);
 * dates overlapping [from, to]; current (not over yet) or past; the country (its code); every
 * chosen flag.
 */
function publicFilter(query: EditionMapQuery, today: string): Statement {
  const where = ['s.listed'];
  const params: unknown[] = [];
  for (const word of searchWords(query.q)) {
    where.push('s.haystack like lower(?)');
    params.push(`%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  }
  if (query.from) {
    where.push('s.end_date >= ?');
    params.push(query.from);
  }
  if (query.to) {
    where.push('s.start_date <= ?');
    params.push(query.to);
  }
  if (query.when === 'current') where.push(`s.end_date >= ${dayLiteral(today)}`);
  if (query.when === 'past') where.push(`s.end_date < ${dayLiteral(today)}`);
  if (query.country) {
    where.push('s.country_key = lower(?)');
    params.push(query.country);
  }
  const mask = flagMask(query.amenities);
  if (mask) {
    where.push('(s.flags & ?) = ?');
    params.push(mask, mask);
  }
  return { sql: where.join(' and '), params };
}

/**
 * Today as an SQL date literal. The day is the server's (`localDay`), not the database's
 * `current_date`: the public answers are remembered under a key holding this same day, so the two
 * cannot disagree whatever the database's time zone. Checked to be a day: it is our value, never
 * the caller's.
 */
function dayLiteral(today: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`Not a day: ${today}`);
  return `date '${today}'`;
}

/**
 * Current editions first (soonest first), then past ones (latest first); the id breaks ties. Over
 * the columns of the search table, or of a sub-query when `alias` is given.
 */
function upcomingFirst(today: string, alias?: string): string {
  const col = (name: string) => (alias ? `${alias}.${name}` : name);
  const day = dayLiteral(today);
  return `(${col('end_date')} < ${day}), case when ${col('end_date')} >= ${day} then ${col('start_date')} end, ${col('start_date')} desc, ${col('edition_id')}`;
}

/**
 * One statement for a page of the public list: the matches are counted and sorted on the narrow
 * table, then only the page's editions are read. Always one row at least, carrying `total` and the
 * data's `version`; the edition columns are null when the page is empty.
 */
export function searchStatement(query: EditionSearchQuery, today = localDay()): Statement {
  const filter = publicFilter(query, today);
  return {
    sql: `with m as materialized (select s.edition_id, s.start_date, s.end_date from edition_search s where ${filter.sql}),
      page as (select edition_id, start_date, end_date from m order by ${upcomingFirst(today)} limit ? offset ?)
      select t.total, t.version, ${EDITION_SELECT}
      from (select count(*)::int as total, ${DATA_VERSION} as version from m) t
      left join (page join editions e on e.id = page.edition_id join conventions c on c.id = e.convention_id) on true
      order by ${upcomingFirst(today, 'page')}`,
    params: [...filter.params, query.limit, query.offset],
  };
}

/** How many matches have a position and how many have none, and the data's version. */
export function mapCountStatement(query: EditionMapQuery, today = localDay()): Statement {
  const filter = publicFilter(query, today);
  return {
    sql: `select count(*) filter (where s.latitude is not null and s.longitude is not null)::int as located,
        count(*) filter (where s.latitude is null or s.longitude is null)::int as unlocated, ${DATA_VERSION} as version
      from edition_search s where ${filter.sql}`,
    params: filter.params,
  };
}

/** The located matches as map points; past `limit` (when given), the first of the list's order. */
export function mapPointsStatement(query: EditionMapQuery, limit?: number, today = localDay()): Statement {
  const filter = publicFilter(query, today);
  const located = `select s.edition_id, s.start_date, s.end_date, s.latitude, s.longitude from edition_search s
    where ${filter.sql} and s.latitude is not null and s.longitude is not null`;
  // A map has no order: sorting only picks which ones to keep, so it is skipped when all are kept.
  const kept = limit === undefined ? located : `${located} order by ${upcomingFirst(today)} limit ?`;
  return {
    sql: `select k.edition_id as id, e.name, k.latitude, k.longitude, k.start_date as "startDate", k.end_date as "endDate", e.city, e.country
      from (${kept}) k join editions e on e.id = k.edition_id${limit === undefined ? '' : ` order by ${upcomingFirst(today, 'k')}`}`,
    params: limit === undefined ? filter.params : [...filter.params, limit],
  };
}

/**
 * Which of these editions the user starred (on the (user_id, edition_id) unique index), and the
 * version of the public data: one row.
 */
export function starsStatement(userId: number, editionIds: number[]): Statement {
  if (!editionIds.length) return { sql: `select ${DATA_VERSION} as version, '{}'::int[] as starred`, params: [] };
  return {
    sql: `select ${DATA_VERSION} as version,
        array(select edition_id from edition_favorites where user_id = ? and edition_id in (${editionIds.map(() => '?').join(', ')})) as starred`,
    params: [userId, ...editionIds],
  };
}

/** The version of the public data alone. */
export function versionStatement(): Statement {
  return { sql: `select ${DATA_VERSION} as version`, params: [] };
}
