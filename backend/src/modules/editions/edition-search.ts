import { UnderscoreNamingStrategy } from '@mikro-orm/core';
import { CONVENTION_RIGHTS, type ConventionRights } from '../conventions/convention.entity';
import type { EditionRights } from '../access/access-rules';
import { EDITION_FLAGS, EDITION_TEXTS, type EditionDto, type EditionMapQuery, type EditionSearchQuery } from './edition.dto';
import { AMENITY_FLAGS, PAYMENT_FLAGS } from './edition.entity';

/**
 * The SQL of the public read paths, over the narrow `edition_search` table that triggers keep in
 * step with editions and conventions (migration 20261124090000). Plain statements with `?`
 * placeholders, so the service runs them through the ORM's connection and `npm run bench` runs the
 * very same text on its "raw floor".
 */

/** Bit i of `edition_search.flags` is SEARCH_FLAGS[i] (the migration computes them in this order). */
export const SEARCH_FLAGS = [...AMENITY_FLAGS, ...PAYMENT_FLAGS] as const;

export interface Statement {
  sql: string;
  params: unknown[];
}

const naming = new UnderscoreNamingStrategy();
const column = (property: string) => naming.propertyToColumnName(property);

/** Every field of EditionDto, read from `editions e` / `conventions c` under its DTO name. */
const EDITION_COLUMNS = [
  'e.id as "id"',
  'e.convention_id as "conventionId"',
  'c.name as "conventionName"',
  'e.creator_id as "creatorId"',
  'e.name as "name"',
  'e.start_date as "startDate"',
  'e.end_date as "endDate"',
  'e.image_url as "imageUrl"',
  'e.latitude as "latitude"',
  'e.longitude as "longitude"',
  ...[...EDITION_TEXTS, ...EDITION_FLAGS].map((p) => `e.${column(p)} as "${p}"`),
  'e.created_at as "createdAt"',
  'e.updated_at as "updatedAt"',
].join(', ');

/**
 * The version of the public data (migration 20261124093000), moved by every commit that changes it.
 * A bigint: the driver reads it as text, compare it with `Number()`.
 */
const VERSION = '(select version from edition_changes where id = 1)';

/** The words of a text search: split on white space, at most eight. */
export function searchWords(q: string | undefined): string[] {
  return q?.trim().split(/\s+/).filter(Boolean).slice(0, 8) ?? [];
}

/** The bit mask of the chosen amenity and payment flags (all must be set). */
export function flagMask(flags: readonly string[] | undefined): number {
  let mask = 0;
  for (const flag of flags ?? []) {
    const bit = SEARCH_FLAGS.indexOf(flag as (typeof SEARCH_FLAGS)[number]);
    if (bit < 0) throw new Error(`Unknown flag ${flag}`);
    mask |= 1 << bit;
  }
  return mask;
}

/** One key per distinct public answer: same filters, same words, same page. */
export function filtersKey(query: EditionMapQuery & { limit?: number; offset?: number }): string {
  return JSON.stringify([searchWords(query.q), query.from ?? null, query.to ?? null, query.country?.trim() ?? null, flagMask(query.amenities), query.limit ?? null, query.offset ?? null]);
}

/**
 * What the public may find with these filters: listed editions (online, convention not archived);
 * every word in the edition name, its city or its convention name (case-insensitive, like ILIKE);
 * dates overlapping [from, to]; the country, case-insensitive; every chosen flag.
 */
function publicFilter(query: EditionMapQuery): Statement {
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
  if (query.country) {
    where.push('s.country_key = lower(?)');
    params.push(query.country.trim());
  }
  const mask = flagMask(query.amenities);
  if (mask) {
    where.push('(s.flags & ?) = ?');
    params.push(mask, mask);
  }
  return { sql: where.join(' and '), params };
}

/** Upcoming editions first (soonest first), then past ones (latest first); the id breaks ties. */
const UPCOMING_FIRST = '(end_date < current_date), case when end_date >= current_date then start_date end, start_date desc, edition_id';
/** The same order over the columns of a sub-query. */
const upcomingFirstOf = (alias: string) => UPCOMING_FIRST.replace(/\b(end_date|start_date|edition_id)\b/g, `${alias}.$1`);

/**
 * One statement for a page of the public list: the matches are counted and sorted on the narrow
 * table, then only the page's editions are read. Always one row at least, carrying `total` and the
 * data's `version`; the edition columns are null when the page is empty.
 */
export function searchStatement(query: EditionSearchQuery): Statement {
  const filter = publicFilter(query);
  return {
    sql: `with m as materialized (select s.edition_id, s.start_date, s.end_date from edition_search s where ${filter.sql}),
      page as (select edition_id, start_date, end_date from m order by ${UPCOMING_FIRST} limit ? offset ?)
      select t.total, t.version, ${EDITION_COLUMNS}
      from (select count(*)::int as total, ${VERSION} as version from m) t
      left join (page join editions e on e.id = page.edition_id join conventions c on c.id = e.convention_id) on true
      order by ${upcomingFirstOf('page')}`,
    params: [...filter.params, query.limit, query.offset],
  };
}

/** How many matches have a position and how many have none, and the data's version. */
export function mapCountStatement(query: EditionMapQuery): Statement {
  const filter = publicFilter(query);
  return {
    sql: `select count(*) filter (where s.latitude is not null and s.longitude is not null)::int as located,
        count(*) filter (where s.latitude is null or s.longitude is null)::int as unlocated, ${VERSION} as version
      from edition_search s where ${filter.sql}`,
    params: filter.params,
  };
}

/** The located matches as map points; past `limit` (when given), the first of the list's order. */
export function mapPointsStatement(query: EditionMapQuery, limit?: number): Statement {
  const filter = publicFilter(query);
  const located = `select s.edition_id, s.start_date, s.end_date, s.latitude, s.longitude from edition_search s
    where ${filter.sql} and s.latitude is not null and s.longitude is not null`;
  // A map has no order: sorting only picks which ones to keep, so it is skipped when all are kept.
  const kept = limit === undefined ? located : `${located} order by ${UPCOMING_FIRST} limit ?`;
  return {
    sql: `select k.edition_id as id, e.name, k.latitude, k.longitude, k.start_date as "startDate", k.end_date as "endDate", e.city, e.country
      from (${kept}) k join editions e on e.id = k.edition_id${limit === undefined ? '' : ` order by ${upcomingFirstOf('k')}`}`,
    params: limit === undefined ? filter.params : [...filter.params, limit],
  };
}

/**
 * Which of these editions the user starred (on the (user_id, edition_id) unique index), and the
 * version of the public data: one row.
 */
export function starsStatement(userId: number, editionIds: number[]): Statement {
  if (!editionIds.length) return { sql: `select ${VERSION} as version, '{}'::int[] as starred`, params: [] };
  return {
    sql: `select ${VERSION} as version,
        array(select edition_id from edition_favorites where user_id = ? and edition_id in (${editionIds.map(() => '?').join(', ')})) as starred`,
    params: [userId, ...editionIds],
  };
}

/** The version of the public data alone. */
export function versionStatement(): Statement {
  return { sql: `select ${VERSION} as version`, params: [] };
}

/** An edition with what the policy needs to know of its convention (author, archive state), for anyone. */
export function editionFactsStatement(id: number): Statement {
  return {
    sql: `select ${EDITION_COLUMNS}, c.author_id as "authorId", c.is_archived as "isArchived"
      from editions e join conventions c on c.id = e.convention_id where e.id = ?`,
    params: [id],
  };
}

const EDITION_RIGHT_NAMES = ['canEdit', 'canDelete', 'canManageVolunteers', 'canManageArtists'] as const;

/**
 * An edition as a signed-in user sees it, read fresh: its columns, its convention's facts, the
 * user's collaborator rights on the convention and their own rights on this edition, in one query
 * on primary keys and the unique (convention_id, user_id), (collaborator_id, edition_id) indexes.
 */
export function editionForUserStatement(id: number, userId: number): Statement {
  return {
    sql: `select ${EDITION_COLUMNS}, c.author_id as "authorId", c.is_archived as "isArchived",
        cc.id as "collaboratorId", ${CONVENTION_RIGHTS.map((r) => `cc.${column(r)} as "${r}"`).join(', ')},
        p.edition_id as "perEdition", ${EDITION_RIGHT_NAMES.map((r) => `p.${column(r)} as "edition_${r}"`).join(', ')}
      from editions e join conventions c on c.id = e.convention_id
      left join convention_collaborators cc on cc.convention_id = e.convention_id and cc.user_id = ?
      left join edition_collaborator_permissions p on p.collaborator_id = cc.id and p.edition_id = e.id
      where e.id = ?`,
    params: [userId, id],
  };
}

/** The caller's rights read by editionForUserStatement: null where they have none. */
export function collaboratorRightsFromRow(row: Record<string, unknown>): { collaborator: ConventionRights | null; perEdition: EditionRights | null } {
  const collaborator = row.collaboratorId == null ? null : (Object.fromEntries(CONVENTION_RIGHTS.map((r) => [r, row[r] === true])) as ConventionRights);
  const perEdition = row.perEdition == null ? null : (Object.fromEntries(EDITION_RIGHT_NAMES.map((r) => [r, row[`edition_${r}`] === true])) as unknown as EditionRights);
  return { collaborator, perEdition };
}

/** A row read with the edition columns above, as the API's EditionDto. */
export function rowToEditionDto(row: Record<string, unknown>): EditionDto {
  const dto: Record<string, unknown> = {};
  dto.id = row.id;
  dto.conventionId = row.conventionId;
  dto.conventionName = row.conventionName;
  dto.creatorId = row.creatorId ?? null;
  dto.name = row.name;
  dto.startDate = row.startDate;
  dto.endDate = row.endDate;
  dto.imageUrl = row.imageUrl ?? null;
  dto.latitude = row.latitude ?? null;
  dto.longitude = row.longitude ?? null;
  for (const f of EDITION_TEXTS) dto[f] = row[f] ?? null;
  for (const f of EDITION_FLAGS) dto[f] = row[f];
  dto.createdAt = new Date(row.createdAt as string).toISOString();
  dto.updatedAt = new Date(row.updatedAt as string).toISOString();
  return dto as unknown as EditionDto;
}
