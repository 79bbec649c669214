import { Migration } from '@mikro-orm/migrations';

/** Requests to take over a convention whose team is gone. */
export class Migration20261122230000_claims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "convention_claim_requests" ("id" serial primary key, "convention_id" int not null, "user_id" int not null, "code" varchar(64) not null, "expires_at" timestamptz not null, "is_verified" boolean not null default false, "verified_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "convention_claim_requests_convention_id_user_id_index" on "convention_claim_requests" ("convention_id", "user_id");`);
    this.addSql(`alter table "convention_claim_requests" add constraint "convention_claim_requests_convention_id_foreign" foreign key ("convention_id") references "conventions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "convention_claim_requests" add constraint "convention_claim_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "convention_claim_requests" cascade;`);
  }
}
