import { Migration } from '@mikro-orm/migrations';

/**
 * Rate limits become one counter row per bucket, taken atomically (insert … on conflict do update):
 * the former table of hits was counted, then written, in two steps that parallel requests overshot.
 * Counts in flight are not carried over: every window is at most an hour.
 */
export class Migration20261125100000_rate_limit_counters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit_hits";`);
    this.addSql(`create table "rate_limit_counters" (
      "bucket" varchar(400) not null,
      "hits" int not null,
      "resets_at" timestamptz not null,
      constraint "rate_limit_counters_pkey" primary key ("bucket")
    );`);
    this.addSql(`create index "rate_limit_counters_resets_at_index" on "rate_limit_counters" ("resets_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit_counters";`);
    this.addSql(`create table "rate_limit_hits" (
      "id" bigserial primary key,
      "bucket" varchar(400) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "rate_limit_hits_bucket_created_at_index" on "rate_limit_hits" ("bucket", "created_at");`);
  }
}
