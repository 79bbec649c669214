import { Migration } from '@mikro-orm/migrations';

/** Users' stars on editions. */
export class Migration20261122224500_favorites extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "edition_favorites" ("id" serial primary key, "user_id" int not null, "edition_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "edition_favorites_edition_id_index" on "edition_favorites" ("edition_id");`);
    this.addSql(`alter table "edition_favorites" add constraint "edition_favorites_user_id_edition_id_unique" unique ("user_id", "edition_id");`);
    this.addSql(`alter table "edition_favorites" add constraint "edition_favorites_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "edition_favorites" add constraint "edition_favorites_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "edition_favorites" cascade;`);
  }
}
