import { Migration } from '@mikro-orm/migrations';

/** The gate's validations (entries and undos), one in force per person and checkpoint, each recorded once per device id. */
export class Migration20261207120000_gate extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "gate_subject_kind" as enum ('TICKET', 'VOLUNTEER', 'ARTIST');`);
    this.addSql(`create type "gate_action" as enum ('ENTRY', 'UNDO');`);
    this.addSql(`create table "gate_entries" (
      "id" serial primary key,
      "edition_id" int not null,
      "checkpoint" varchar(20) not null default 'GATE',
      "subject_kind" "gate_subject_kind" not null,
      "subject_id" int not null,
      "action" "gate_action" not null,
      "client_id" uuid not null,
      "device_id" varchar(64) not null,
      "at" timestamptz not null,
      "recorded_at" timestamptz not null default now(),
      "by_id" int null,
      "offline" boolean not null default false,
      "conflict" boolean not null default false,
      "undone_by_id" int null,
      "undoes_id" int null,
      "arrival_notified_at" timestamptz null);`);
    this.addSql(`alter table "gate_entries" add constraint "gate_entries_edition_id_client_id_unique" unique ("edition_id", "client_id");`);
    this.addSql(`create index "gate_entries_edition_id_subject_kind_subject_id_index" on "gate_entries" ("edition_id", "subject_kind", "subject_id");`);
    this.addSql(`create index "gate_entries_edition_id_recorded_at_index" on "gate_entries" ("edition_id", "recorded_at");`);
    this.addSql(`create unique index "gate_entries_one_in_force" on "gate_entries" ("edition_id", "checkpoint", "subject_kind", "subject_id") where "action" = 'ENTRY' and not "conflict" and "undone_by_id" is null;`);
    this.addSql(`alter table "gate_entries" add constraint "gate_entries_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "gate_entries" add constraint "gate_entries_by_id_foreign" foreign key ("by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "gate_entries" add constraint "gate_entries_undone_by_id_foreign" foreign key ("undone_by_id") references "gate_entries" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "gate_entries" add constraint "gate_entries_undoes_id_foreign" foreign key ("undoes_id") references "gate_entries" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gate_entries" cascade;`);
    this.addSql(`drop type if exists "gate_action";`);
    this.addSql(`drop type if exists "gate_subject_kind";`);
  }
}
