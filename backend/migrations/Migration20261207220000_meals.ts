import { Migration } from '@mikro-orm/migrations';

/** Meals: the grid of an edition, the selections of volunteers, artists and ticket items, the meals tiers and options include, and a meal's returnable items. */
export class Migration20261207220000_meals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "meal_type" as enum ('BREAKFAST', 'LUNCH', 'DINNER');`);
    this.addSql(`create type "meal_phase" as enum ('SETUP', 'EVENT', 'TEARDOWN');`);
    this.addSql(`create table "volunteer_meals" ("id" serial primary key, "edition_id" int not null, "date" date not null, "meal_type" "meal_type" not null, "enabled" boolean not null default true, "phases" "meal_phase"[] not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "volunteer_meals" add constraint "volunteer_meals_edition_id_date_meal_type_unique" unique ("edition_id", "date", "meal_type");`);
    this.addSql(`create table "ticketing_tier_meals" ("id" serial primary key, "tier_id" int not null, "meal_id" int not null);`);
    this.addSql(`create index "ticketing_tier_meals_meal_id_index" on "ticketing_tier_meals" ("meal_id");`);
    this.addSql(`alter table "ticketing_tier_meals" add constraint "ticketing_tier_meals_tier_id_meal_id_unique" unique ("tier_id", "meal_id");`);
    this.addSql(`create table "ticketing_order_item_meals" ("id" serial primary key, "order_item_id" int not null, "meal_id" int not null, "consumed_at" timestamptz null);`);
    this.addSql(`create index "ticketing_order_item_meals_meal_id_index" on "ticketing_order_item_meals" ("meal_id");`);
    this.addSql(`alter table "ticketing_order_item_meals" add constraint "ticketing_order_item_meals_order_item_id_meal_id_unique" unique ("order_item_id", "meal_id");`);
    this.addSql(`create table "ticketing_option_meals" ("id" serial primary key, "option_id" int not null, "meal_id" int not null);`);
    this.addSql(`create index "ticketing_option_meals_meal_id_index" on "ticketing_option_meals" ("meal_id");`);
    this.addSql(`alter table "ticketing_option_meals" add constraint "ticketing_option_meals_option_id_meal_id_unique" unique ("option_id", "meal_id");`);
    this.addSql(`create table "artist_meal_selections" ("id" serial primary key, "artist_id" int not null, "meal_id" int not null, "accepted" boolean not null default true, "after_show" boolean not null default false, "consumed_at" timestamptz null);`);
    this.addSql(`create index "artist_meal_selections_meal_id_index" on "artist_meal_selections" ("meal_id");`);
    this.addSql(`alter table "artist_meal_selections" add constraint "artist_meal_selections_artist_id_meal_id_unique" unique ("artist_id", "meal_id");`);
    this.addSql(`create table "volunteer_meal_returnable_items" ("id" serial primary key, "meal_id" int not null, "returnable_item_id" int not null);`);
    this.addSql(`create index "volunteer_meal_returnable_items_returnable_item_id_index" on "volunteer_meal_returnable_items" ("returnable_item_id");`);
    this.addSql(`alter table "volunteer_meal_returnable_items" add constraint "volunteer_meal_returnable_items_meal_id_returnabl_7a008_unique" unique ("meal_id", "returnable_item_id");`);
    this.addSql(`create table "volunteer_meal_selections" ("id" serial primary key, "volunteer_id" int not null, "meal_id" int not null, "accepted" boolean not null default true, "consumed_at" timestamptz null);`);
    this.addSql(`create index "volunteer_meal_selections_meal_id_index" on "volunteer_meal_selections" ("meal_id");`);
    this.addSql(`alter table "volunteer_meal_selections" add constraint "volunteer_meal_selections_volunteer_id_meal_id_unique" unique ("volunteer_id", "meal_id");`);
    this.addSql(`alter table "volunteer_meals" add constraint "volunteer_meals_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_meals" add constraint "ticketing_tier_meals_tier_id_foreign" foreign key ("tier_id") references "ticketing_tiers" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_meals" add constraint "ticketing_tier_meals_meal_id_foreign" foreign key ("meal_id") references "volunteer_meals" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_order_item_meals" add constraint "ticketing_order_item_meals_order_item_id_foreign" foreign key ("order_item_id") references "ticketing_order_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_order_item_meals" add constraint "ticketing_order_item_meals_meal_id_foreign" foreign key ("meal_id") references "volunteer_meals" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_option_meals" add constraint "ticketing_option_meals_option_id_foreign" foreign key ("option_id") references "ticketing_options" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_option_meals" add constraint "ticketing_option_meals_meal_id_foreign" foreign key ("meal_id") references "volunteer_meals" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "artist_meal_selections" add constraint "artist_meal_selections_artist_id_foreign" foreign key ("artist_id") references "edition_artists" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "artist_meal_selections" add constraint "artist_meal_selections_meal_id_foreign" foreign key ("meal_id") references "volunteer_meals" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "volunteer_meal_returnable_items" add constraint "volunteer_meal_returnable_items_meal_id_foreign" foreign key ("meal_id") references "volunteer_meals" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "volunteer_meal_returnable_items" add constraint "volunteer_meal_returnable_items_returnable_item_id_foreign" foreign key ("returnable_item_id") references "ticketing_returnable_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "volunteer_meal_selections" add constraint "volunteer_meal_selections_volunteer_id_foreign" foreign key ("volunteer_id") references "edition_volunteer_applications" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "volunteer_meal_selections" add constraint "volunteer_meal_selections_meal_id_foreign" foreign key ("meal_id") references "volunteer_meals" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    for (const table of ['volunteer_meal_selections', 'volunteer_meal_returnable_items', 'artist_meal_selections', 'ticketing_option_meals', 'ticketing_order_item_meals', 'ticketing_tier_meals', 'volunteer_meals']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    this.addSql(`drop type if exists "meal_phase";`);
    this.addSql(`drop type if exists "meal_type";`);
  }
}
