import { Migration } from '@mikro-orm/migrations';

/**
 * A version of everything the public edition answers show (editions, conventions), moved once by
 * each transaction that changes them, as it commits: a reader sees the version and the data of
 * the same commits. Replicas remember public answers with the version they were read from; a
 * signed-in reader reads the current version with the query they make anyway, so whoever has just
 * changed something never gets an older answer, on any replica (see
 * backend/src/modules/editions/public-edition-cache.ts).
 *
 * The bump is a deferred constraint trigger: it runs at commit, the last lock a writer takes, so
 * writers wait on each other only there and cannot deadlock on it.
 */
export class Migration20261124093000_edition_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "edition_changes" ("id" int not null primary key check ("id" = 1), "version" bigint not null);`);
    this.addSql(`insert into "edition_changes" ("id", "version") values (1, 0);`);
    // Once per transaction, however many rows it changed.
    this.addSql(`create function "edition_changes_bump"() returns trigger language plpgsql as $$
      begin
        if current_setting('festival.edition_changes_xact', true) is distinct from pg_current_xact_id()::text then
          perform set_config('festival.edition_changes_xact', pg_current_xact_id()::text, true);
          update edition_changes set version = version + 1 where id = 1;
        end if;
        return null;
      end
    $$;`);
    this.addSql(`create constraint trigger "edition_changes_editions" after insert or update or delete on "editions" deferrable initially deferred for each row execute function edition_changes_bump();`);
    this.addSql(`create constraint trigger "edition_changes_conventions" after update or delete on "conventions" deferrable initially deferred for each row execute function edition_changes_bump();`);
    this.addSql(`create trigger "edition_changes_truncate" after truncate on "editions" for each statement execute function edition_changes_bump();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "edition_changes_truncate" on "editions";`);
    this.addSql(`drop trigger if exists "edition_changes_conventions" on "conventions";`);
    this.addSql(`drop trigger if exists "edition_changes_editions" on "editions";`);
    this.addSql(`drop function if exists "edition_changes_bump"();`);
    this.addSql(`drop table if exists "edition_changes";`);
  }
}
