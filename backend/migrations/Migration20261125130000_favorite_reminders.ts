import { Migration } from '@mikro-orm/migrations';

/** The favourite-edition reminders sent: one per user and edition, so the daily job never repeats one. */
export class Migration20261125130000_favorite_reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "favorite_reminders" (
      "edition_id" int not null,
      "user_id" int not null,
      "sent_at" timestamptz not null default now(),
      constraint "favorite_reminders_pkey" primary key ("edition_id", "user_id")
    );`);
    this.addSql(`alter table "favorite_reminders" add constraint "favorite_reminders_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "favorite_reminders" add constraint "favorite_reminders_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "favorite_reminders";`);
  }
}
