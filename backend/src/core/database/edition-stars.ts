/**
 * A user's star on a row of an edition (a show, a workshop): the table of the rows, the table of
 * the stars and its column naming the row. The calling repository's constants, never input.
 */
export interface StarTables {
  rows: string;
  stars: string;
  rowColumn: string;
}

/**
 * Stars the row `:rowId` of the edition `:editionId` for the user `:userId` (starring twice is
 * harmless, parallel stars make one row), in one statement answering `found`: false when the edition
 * has no such row. The text of a statement of the SQL helper (defineSql in sql.ts).
 */
export function starSql({ rows, stars, rowColumn }: StarTables): string {
  return `with r as (select id from ${rows} where id = :rowId and edition_id = :editionId),
            starred as (insert into ${stars} (user_id, ${rowColumn}) select :userId, id from r on conflict do nothing)
       select exists (select 1 from r) as found`;
}

/** Takes the user's star off the row (none is harmless), as `starSql` does: same parameters and answer. */
export function unstarSql({ rows, stars, rowColumn }: StarTables): string {
  return `with r as (select id from ${rows} where id = :rowId and edition_id = :editionId),
            unstarred as (delete from ${stars} f using r where f.${rowColumn} = r.id and f.user_id = :userId)
       select exists (select 1 from r) as found`;
}
