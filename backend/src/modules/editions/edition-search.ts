import { defineSql, repeated, type SqlCall } from '../../core/database/sql';
import { EDITION_SELECT, type EditionMapPointDto, type EditionMapQuery, type EditionSearchQuery } from './edition.dto';
import { flagMask, localDay, searchWords } from './edition-rules';

/**
 * The SQL of the public search and map, over the narrow `edition_search` table that triggers keep in
 * step with editions and conventions (migration 20261124090000): the documented exception to
 * "queries through the ORM", for speed. Statements of the SQL helper (core/database/sql.ts), each
 * filter a named part: the editions repository runs them and `npm run bench` runs the very same
 * text (bound by `bindSql`) on its "raw floor".
 */

/**
 * The version of the public data (migration 20261124093000), moved by every commit that changes it.
 * A bigint: the driver reads it as text, compare it with `Number()`.
 */
const DATA_VERSION = '(select version from edition_changes where id = 1)';

/**
 * What the public may find with these filters: listed editions (online, convention not archived);
 * every word in the edition name, its city or its convention name (case-insensitive, like ILIKE);
 * dates overlapping [from, to]; current (not over yet) or past; the country (its code); every
 * chosen flag. `:today` is the server's day (`localDay`), not the database's `current_date`: the
 * public answers are remembered under a key holding this same day, so the two cannot disagree
 * whatever the database's time zone.
 */
const FILTER = 's.listed {{words}} {{from}} {{to}} {{when}} {{country}} {{flags}}';
const FILTER_PARTS = {
  words: repeated('and s.haystack like lower(:word)', ' '),
  from: 'and s.end_date >= :from',
  to: 'and s.start_date <= :to',
  when: { current: 'and s.end_date >= :today::date', past: 'and s.end_date < :today::date' },
  country: 'and s.country_key = lower(:country)',
  flags: 'and (s.flags & :flags) = :flags',
};

function publicFilter(query: EditionMapQuery, today: string) {
  const words = searchWords(query.q).map((word) => `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  const mask = flagMask(query.amenities);
  const params: Record<string, unknown> = { today: checkedDay(today) };
  if (words.length) params.word = words;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  if (query.country) params.country = query.country;
  if (mask) params.flags = mask;
  return {
    params,
    parts: { words: words.length, from: !!query.from, to: !!query.to, when: query.when === 'current' || query.when === 'past' ? query.when : null, country: !!query.country, flags: !!mask },
  };
}

/** Checked to be a day: it is our value, never the caller's. */
function checkedDay(today: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`Not a day: ${today}`);
  return today;
}

/**
 * Current editions first (soonest first), then past ones (latest first); the id breaks ties. Over
 * the columns of the search table, or of a sub-query when `alias` is given.
 */
function upcomingFirst(alias?: string): string {
  const col = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(${col('end_date')} < :today::date), case when ${col('end_date')} >= :today::date then ${col('start_date')} end, ${col('start_date')} desc, ${col('edition_id')}`;
}

/**
 * One statement for a page of the public list: the matches are counted and sorted on the narrow
 * table, then only the page's editions are read. Always one row at least, carrying `total` and the
 * data's `version`; the edition columns are null when the page is empty.
 */
const SEARCH_PAGE = defineSql<Record<string, unknown>>(
  'EditionSearch.searchPage',
  `with m as materialized (select s.edition_id, s.start_date, s.end_date from edition_search s where ${FILTER}),
      page as (select edition_id, start_date, end_date from m order by ${upcomingFirst()} limit :limit offset :offset)
      select t.total, t.version, ${EDITION_SELECT}
      from (select count(*)::int as total, ${DATA_VERSION} as version from m) t
      left join (page join editions e on e.id = page.edition_id join conventions c on c.id = e.convention_id) on true
      order by ${upcomingFirst('page')}`,
  { parts: FILTER_PARTS },
);

export function searchStatement(query: EditionSearchQuery, today = localDay()): SqlCall<Record<string, unknown>> {
  const filter = publicFilter(query, today);
  return { statement: SEARCH_PAGE, params: { ...filter.params, limit: query.limit, offset: query.offset }, parts: filter.parts };
}

/** How many matches have a position and how many have none, and the data's version. */
const MAP_COUNTS = defineSql<{ located: number; unlocated: number; version: string }>(
  'EditionSearch.mapCounts',
  `select count(*) filter (where s.latitude is not null and s.longitude is not null)::int as located,
        count(*) filter (where s.latitude is null or s.longitude is null)::int as unlocated, ${DATA_VERSION} as version
      from edition_search s where ${FILTER}`,
  { parts: FILTER_PARTS },
);

export function mapCountStatement(query: EditionMapQuery, today = localDay()): SqlCall<{ located: number; unlocated: number; version: string }> {
  const filter = publicFilter(query, today);
  return { statement: MAP_COUNTS, params: filter.params, parts: filter.parts };
}

/** A map point as the API shows it. */
export type MapPointRow = EditionMapPointDto;

const LOCATED = `select s.edition_id, s.start_date, s.end_date, s.latitude, s.longitude from edition_search s
    where ${FILTER} and s.latitude is not null and s.longitude is not null`;
const POINT_SELECT = `select k.edition_id as id, e.name, k.latitude, k.longitude, k.start_date as "startDate", k.end_date as "endDate", e.city, e.country`;

/** The located matches as map points, all of them: a map has no order, so nothing is sorted. */
const MAP_POINTS = defineSql<MapPointRow>('EditionSearch.mapPoints', `${POINT_SELECT} from (${LOCATED}) k join editions e on e.id = k.edition_id`, { parts: FILTER_PARTS });

/** The first `limit` located matches in the list's order (sorting only picks which ones to keep). */
const MAP_POINTS_FIRST = defineSql<MapPointRow>(
  'EditionSearch.mapPointsFirst',
  `${POINT_SELECT} from (${LOCATED} order by ${upcomingFirst()} limit :limit) k join editions e on e.id = k.edition_id order by ${upcomingFirst('k')}`,
  { parts: FILTER_PARTS },
);

/** The located matches as map points; past `limit` (when given), the first of the list's order. */
export function mapPointsStatement(query: EditionMapQuery, limit?: number, today = localDay()): SqlCall<MapPointRow> {
  const filter = publicFilter(query, today);
  if (limit === undefined) return { statement: MAP_POINTS, params: filter.params, parts: filter.parts };
  return { statement: MAP_POINTS_FIRST, params: { ...filter.params, limit }, parts: filter.parts };
}

/**
 * Which of these editions the user starred (on the (user_id, edition_id) unique index), and the
 * version of the public data: one row.
 */
const STARS = defineSql<{ starred: number[]; version: string }>(
  'EditionSearch.stars',
  `select ${DATA_VERSION} as version,
        array(select edition_id from edition_favorites where user_id = :userId and edition_id in ({{ids}})) as starred`,
  { parts: { ids: repeated(':editionId', ', ') } },
);
const NO_STARS = defineSql<{ starred: number[]; version: string }>('EditionSearch.noStars', `select ${DATA_VERSION} as version, '{}'::int[] as starred`);

export function starsStatement(userId: number, editionIds: number[]): SqlCall<{ starred: number[]; version: string }> {
  if (!editionIds.length) return { statement: NO_STARS, params: {} };
  return { statement: STARS, params: { userId, editionId: editionIds }, parts: { ids: editionIds.length } };
}

/** The version of the public data alone. */
const VERSION = defineSql<{ version: string }>('EditionSearch.version', `select ${DATA_VERSION} as version`);

export function versionStatement(): SqlCall<{ version: string }> {
  return { statement: VERSION, params: {} };
}
