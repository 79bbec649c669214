import { Migration } from '@mikro-orm/migrations';

/**
 * A sync cannot hold an edition: an organiser may cancel a queued or running run (CANCELLED), and a
 * run that has committed nothing for two minutes is failed; `progressed_at` is when a run last moved
 * (claimed, started, a page committed). Runs under way now count from their start.
 */
export class Migration20261129140000_ticketing_sync_cancel_stall extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "ticketing_sync_status" add value if not exists 'CANCELLED';`);
    this.addSql(`alter table "ticketing_sync_runs" add column "progressed_at" timestamptz null;`);
    this.addSql(`update "ticketing_sync_runs" set "progressed_at" = coalesce("started_at", "queued_at") where "status" in ('QUEUED', 'RUNNING');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ticketing_sync_runs" drop column if exists "progressed_at";`);
    // A value cannot leave an enum type: the cancelled runs are kept as failed ones.
    this.addSql(`update "ticketing_sync_runs" set "status" = 'FAILED', "error" = '{"code":"INTERNAL"}' where "status" = 'CANCELLED';`);
  }
}
