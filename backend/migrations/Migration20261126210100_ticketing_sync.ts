import { Migration } from '@mikro-orm/migrations';

/**
 * The sync's digests of the provider's catalogue: a synced tier, option or custom field is written
 * only when HelloAsso's version of it changed (so the organiser's own edits of a description stay,
 * and a sync that finds nothing new writes nothing); the sync clears it when the row vanishes from
 * the form, so that a row coming back is made active again. And the history of an edition's sync
 * runs, newest first.
 */
export class Migration20261126210100_ticketing_sync extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "ticketing_tiers" add column "sync_hash" varchar(64) null;`);
    this.addSql(`alter table "ticketing_options" add column "sync_hash" varchar(64) null;`);
    this.addSql(`alter table "ticketing_tier_custom_fields" add column "sync_hash" varchar(64) null;`);
    this.addSql(`create index "ticketing_sync_runs_edition_id_queued_at_index" on "ticketing_sync_runs" ("edition_id", "queued_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "ticketing_sync_runs_edition_id_queued_at_index";`);
    this.addSql(`alter table "ticketing_tier_custom_fields" drop column if exists "sync_hash";`);
    this.addSql(`alter table "ticketing_options" drop column if exists "sync_hash";`);
    this.addSql(`alter table "ticketing_tiers" drop column if exists "sync_hash";`);
  }
}
