import { Migration } from '@mikro-orm/migrations';

/**
 * One row per run of a scheduled job (@nestjs/schedule fires on every replica; the replica whose
 * insert of (job, slot) succeeds runs it, the others skip): runs happen once across replicas and
 * restarts, and their outcome is kept for the administrators.
 */
export class Migration20261124200000_scheduled_job_runs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "scheduled_job_runs" (
      "id" serial primary key,
      "job" varchar(100) not null,
      "slot" timestamptz not null,
      "replica" varchar(100) not null,
      "started_at" timestamptz not null default now(),
      "finished_at" timestamptz null,
      "error" text null,
      constraint "scheduled_job_runs_job_slot_unique" unique ("job", "slot")
    );`);
    this.addSql(`create index "scheduled_job_runs_started_at_index" on "scheduled_job_runs" ("started_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "scheduled_job_runs";`);
  }
}
