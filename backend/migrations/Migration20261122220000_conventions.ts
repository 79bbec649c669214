import { Migration } from '@mikro-orm/migrations';

/** Conventions, their collaborators with the eight rights, and the history of rights changes. */
export class Migration20261122220000_conventions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "permission_change_type" as enum ('CREATED', 'RIGHTS_UPDATED', 'PER_EDITIONS_UPDATED', 'ARCHIVED', 'UNARCHIVED', 'REMOVED');`);
    this.addSql(`create table "conventions" ("id" serial primary key, "name" varchar(200) not null, "description" text null, "logo" varchar(255) null, "email" varchar(254) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "author_id" int not null, "archived_at" timestamptz null, "is_archived" boolean not null default false);`);
    this.addSql(`create index "conventions_is_archived_name_index" on "conventions" ("is_archived", "name");`);
    this.addSql(`create index "conventions_author_id_index" on "conventions" ("author_id");`);
    this.addSql(`create table "convention_collaborators" ("id" serial primary key, "convention_id" int not null, "user_id" int not null, "added_at" timestamptz not null default now(), "added_by_id" int null, "title" varchar(100) null, "can_add_edition" boolean not null default false, "can_delete_all_editions" boolean not null default false, "can_delete_convention" boolean not null default false, "can_edit_all_editions" boolean not null default false, "can_edit_convention" boolean not null default false, "can_manage_collaborators" boolean not null default false, "can_manage_volunteers" boolean not null default false, "can_manage_artists" boolean not null default false);`);
    this.addSql(`create index "convention_collaborators_user_id_index" on "convention_collaborators" ("user_id");`);
    this.addSql(`alter table "convention_collaborators" add constraint "convention_collaborators_convention_id_user_id_unique" unique ("convention_id", "user_id");`);
    this.addSql(`create table "collaborator_permission_history" ("id" serial primary key, "convention_id" int not null, "actor_id" int null, "target_user_id" int null, "change_type" "permission_change_type" not null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "collaborator_permission_history_convention_id_created_at_index" on "collaborator_permission_history" ("convention_id", "created_at");`);
    this.addSql(`alter table "conventions" add constraint "conventions_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "convention_collaborators" add constraint "convention_collaborators_convention_id_foreign" foreign key ("convention_id") references "conventions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "convention_collaborators" add constraint "convention_collaborators_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "convention_collaborators" add constraint "convention_collaborators_added_by_id_foreign" foreign key ("added_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "collaborator_permission_history" add constraint "collaborator_permission_history_convention_id_foreign" foreign key ("convention_id") references "conventions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "collaborator_permission_history" add constraint "collaborator_permission_history_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "collaborator_permission_history" add constraint "collaborator_permission_history_target_user_id_foreign" foreign key ("target_user_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "collaborator_permission_history" cascade;`);
    this.addSql(`drop table if exists "convention_collaborators" cascade;`);
    this.addSql(`drop table if exists "conventions" cascade;`);
    this.addSql(`drop type if exists "permission_change_type";`);
  }
}
