import { Migration } from '@mikro-orm/migrations';

/** The evening reminders of the kitchen's counts: one per edition and day, claimed by the run that sends it. */
export class Migration20261207224000_meal_kitchen_reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "meal_kitchen_reminders" ("id" serial primary key, "edition_id" int not null, "date" date not null, "sent_at" timestamptz not null default now());`);
    this.addSql(`alter table "meal_kitchen_reminders" add constraint "meal_kitchen_reminders_edition_id_date_unique" unique ("edition_id", "date");`);
    this.addSql(`alter table "meal_kitchen_reminders" add constraint "meal_kitchen_reminders_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "meal_kitchen_reminders" cascade;`);
  }
}
