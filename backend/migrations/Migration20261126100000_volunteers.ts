import { Migration } from '@mikro-orm/migrations';

const ASK = ['diet', 'allergies', 'time_preferences', 'team_preferences', 'pets', 'minors', 'vehicle', 'companion', 'avoid_list', 'skills', 'experience', 'emergency_contact', 'setup', 'teardown'].map((q) => `volunteers_ask_${q}`);
const SETTINGS = ['volunteers_description', 'volunteers_open', 'volunteers_updated_at', 'volunteers_external_url', 'volunteers_mode', 'volunteers_setup_start_date', 'volunteers_teardown_end_date', ...ASK];

/**
 * The volunteers domain: an edition's volunteer settings leave the editions table for their own
 * (one row per edition that has any, data kept), and the applications, teams, slots, assignments and
 * group messages get theirs.
 */
export class Migration20261126100000_volunteers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "edition_volunteer_settings" (
      "edition_id" int not null,
      "volunteers_description" text null,
      "volunteers_open" boolean not null default false,
      "volunteers_updated_at" timestamptz null,
      "volunteers_external_url" varchar(500) null,
      "volunteers_mode" "volunteers_mode" not null default 'INTERNAL',
      "volunteers_setup_start_date" timestamptz null,
      "volunteers_teardown_end_date" timestamptz null,
      "self_sign_up" boolean not null default false,
      "min_rest_minutes" int not null default 60,
      "max_day_minutes" int not null default 600,
      ${ASK.map((c) => `"${c}" boolean not null default false`).join(',\n      ')},
      constraint "edition_volunteer_settings_pkey" primary key ("edition_id")
    );`);
    this.addSql(`alter table "edition_volunteer_settings" add constraint "edition_volunteer_settings_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    // Keep what organisers set: a settings row for each edition whose volunteer columns differ from the defaults.
    this.addSql(`insert into "edition_volunteer_settings" ("edition_id", ${SETTINGS.map((c) => `"${c}"`).join(', ')})
      select "id", ${SETTINGS.map((c) => `"${c}"`).join(', ')} from "editions"
      where "volunteers_description" is not null or "volunteers_open" or "volunteers_updated_at" is not null or "volunteers_external_url" is not null
        or "volunteers_mode" <> 'INTERNAL' or "volunteers_setup_start_date" is not null or "volunteers_teardown_end_date" is not null
        or ${ASK.map((c) => `"${c}"`).join(' or ')};`);
    for (const c of SETTINGS) this.addSql(`alter table "editions" drop column "${c}";`);

    this.addSql(`create type "volunteer_application_status" as enum ('PENDING', 'ACCEPTED', 'REJECTED');`);
    this.addSql(`create type "allergy_severity" as enum ('LIGHT', 'MODERATE', 'SEVERE', 'CRITICAL');`);
    this.addSql(`create type "dietary_preference" as enum ('NONE', 'VEGETARIAN', 'VEGAN');`);
    this.addSql(`create type "volunteer_application_source" as enum ('APPLICATION', 'MANUAL');`);
    this.addSql(`create type "volunteer_message_target" as enum ('ALL', 'TEAMS');`);

    this.addSql(`create table "volunteer_teams" (
      "id" serial primary key,
      "edition_id" int not null,
      "name" varchar(100) not null,
      "description" text null,
      "color" varchar(7) not null default '#228be6',
      "max_volunteers" int null,
      "is_required" boolean not null default false,
      "is_access_control_team" boolean not null default false,
      "is_meal_validation_team" boolean not null default false,
      "is_visible_to_volunteers" boolean not null default true,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "volunteer_teams_edition_id_index" on "volunteer_teams" ("edition_id");`);
    this.addSql(`alter table "volunteer_teams" add constraint "volunteer_teams_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "edition_volunteer_applications" (
      "id" serial primary key,
      "edition_id" int not null,
      "user_id" int not null,
      "status" "volunteer_application_status" not null default 'PENDING',
      "motivation" text null,
      "allergies" text null,
      "allergy_severity" "allergy_severity" null,
      "dietary_preference" "dietary_preference" null,
      "time_preferences" jsonb null,
      "team_preferences" jsonb null,
      "acceptance_note" text null,
      "has_pets" boolean null,
      "pets_details" text null,
      "has_minors" boolean null,
      "minors_details" text null,
      "has_vehicle" boolean null,
      "vehicle_details" text null,
      "companion_name" varchar(200) null,
      "avoid_list" text null,
      "skills" text null,
      "has_experience" boolean null,
      "experience_details" text null,
      "setup_availability" boolean null,
      "teardown_availability" boolean null,
      "event_availability" boolean null,
      "arrival_date_time" timestamptz null,
      "departure_date_time" timestamptz null,
      "emergency_contact_name" varchar(200) null,
      "emergency_contact_phone" varchar(30) null,
      "user_snapshot_phone" varchar(30) null,
      "entry_validated" boolean not null default false,
      "entry_validated_at" timestamptz null,
      "entry_validated_by_id" int null,
      "source" "volunteer_application_source" not null default 'APPLICATION',
      "added_by_id" int null,
      "added_at" timestamptz not null default now(),
      "decided_at" timestamptz null,
      "updated_at" timestamptz not null default now(),
      "qr_token" varchar(64) not null,
      "calendar_token" varchar(64) not null
    );`);
    this.addSql(`alter table "edition_volunteer_applications" add constraint "edition_volunteer_applications_edition_id_user_id_unique" unique ("edition_id", "user_id");`);
    this.addSql(`alter table "edition_volunteer_applications" add constraint "edition_volunteer_applications_qr_token_unique" unique ("qr_token");`);
    this.addSql(`alter table "edition_volunteer_applications" add constraint "edition_volunteer_applications_calendar_token_unique" unique ("calendar_token");`);
    this.addSql(`create index "edition_volunteer_applications_user_id_index" on "edition_volunteer_applications" ("user_id");`);
    this.addSql(`create index "edition_volunteer_applications_edition_id_status_index" on "edition_volunteer_applications" ("edition_id", "status");`);
    this.addSql(`alter table "edition_volunteer_applications" add constraint "edition_volunteer_applications_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "edition_volunteer_applications" add constraint "edition_volunteer_applications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "edition_volunteer_applications" add constraint "edition_volunteer_applications_entry_validated_by_id_foreign" foreign key ("entry_validated_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "edition_volunteer_applications" add constraint "edition_volunteer_applications_added_by_id_foreign" foreign key ("added_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "application_team_assignments" (
      "application_id" int not null,
      "team_id" int not null,
      "is_leader" boolean not null default false,
      "assigned_at" timestamptz not null default now(),
      constraint "application_team_assignments_pkey" primary key ("application_id", "team_id")
    );`);
    this.addSql(`create index "application_team_assignments_team_id_index" on "application_team_assignments" ("team_id");`);
    this.addSql(`alter table "application_team_assignments" add constraint "application_team_assignments_application_id_foreign" foreign key ("application_id") references "edition_volunteer_applications" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "application_team_assignments" add constraint "application_team_assignments_team_id_foreign" foreign key ("team_id") references "volunteer_teams" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "volunteer_time_slots" (
      "id" serial primary key,
      "edition_id" int not null,
      "team_id" int not null,
      "title" varchar(200) not null,
      "description" text null,
      "start_date_time" timestamptz not null,
      "end_date_time" timestamptz not null,
      "max_volunteers" int not null,
      "assigned_volunteers" int not null default 0,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "volunteer_time_slots_edition_id_start_date_time_index" on "volunteer_time_slots" ("edition_id", "start_date_time");`);
    this.addSql(`create index "volunteer_time_slots_team_id_index" on "volunteer_time_slots" ("team_id");`);
    this.addSql(`alter table "volunteer_time_slots" add constraint "volunteer_time_slots_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "volunteer_time_slots" add constraint "volunteer_time_slots_team_id_foreign" foreign key ("team_id") references "volunteer_teams" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "volunteer_assignments" (
      "id" serial primary key,
      "time_slot_id" int not null,
      "user_id" int not null,
      "assigned_at" timestamptz not null default now(),
      "assigned_by_id" int null,
      "reminded_at" timestamptz null
    );`);
    this.addSql(`alter table "volunteer_assignments" add constraint "volunteer_assignments_time_slot_id_user_id_unique" unique ("time_slot_id", "user_id");`);
    this.addSql(`create index "volunteer_assignments_user_id_index" on "volunteer_assignments" ("user_id");`);
    this.addSql(`alter table "volunteer_assignments" add constraint "volunteer_assignments_time_slot_id_foreign" foreign key ("time_slot_id") references "volunteer_time_slots" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "volunteer_assignments" add constraint "volunteer_assignments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "volunteer_assignments" add constraint "volunteer_assignments_assigned_by_id_foreign" foreign key ("assigned_by_id") references "users" ("id") on update cascade on delete set null;`);
    // A slot's count is kept by the database: an assignment that would exceed the slot's needed count
    // fails in the very statement that inserts it (check_violation on "volunteer_time_slot_full"),
    // and every removal (by hand, by a status change, by cascade) gives its place back.
    this.addSql(`alter table "volunteer_time_slots" add constraint "volunteer_time_slots_count_check" check ("assigned_volunteers" >= 0 and "assigned_volunteers" <= "max_volunteers");`);
    this.addSql(`create function volunteer_slot_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update volunteer_time_slots set assigned_volunteers = assigned_volunteers + 1 where id = new.time_slot_id and assigned_volunteers < max_volunteers;
          if not found then
            raise exception 'volunteer time slot % is full', new.time_slot_id using errcode = 'check_violation', constraint = 'volunteer_time_slot_full';
          end if;
          return new;
        end if;
        update volunteer_time_slots set assigned_volunteers = assigned_volunteers - 1 where id = old.time_slot_id;
        return old;
      end $$;`);
    this.addSql(`create trigger volunteer_assignments_count after insert or delete on volunteer_assignments for each row execute function volunteer_slot_count();`);

    this.addSql(`create table "volunteer_notification_groups" (
      "id" serial primary key,
      "edition_id" int not null,
      "sender_id" int null,
      "title" varchar(200) not null,
      "message" varchar(500) not null,
      "target_type" "volunteer_message_target" not null,
      "selected_teams" jsonb null,
      "recipient_count" int not null default 0,
      "sent_at" timestamptz not null default now(),
      "reminded_at" timestamptz null
    );`);
    this.addSql(`create index "volunteer_notification_groups_edition_id_sent_at_index" on "volunteer_notification_groups" ("edition_id", "sent_at");`);
    this.addSql(`alter table "volunteer_notification_groups" add constraint "volunteer_notification_groups_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "volunteer_notification_groups" add constraint "volunteer_notification_groups_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "volunteer_notification_confirmations" (
      "group_id" int not null,
      "user_id" int not null,
      "confirmed_at" timestamptz null,
      constraint "volunteer_notification_confirmations_pkey" primary key ("group_id", "user_id")
    );`);
    this.addSql(`create index "volunteer_notification_confirmations_user_id_index" on "volunteer_notification_confirmations" ("user_id");`);
    this.addSql(`alter table "volunteer_notification_confirmations" add constraint "volunteer_notification_confirmations_group_id_foreign" foreign key ("group_id") references "volunteer_notification_groups" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "volunteer_notification_confirmations" add constraint "volunteer_notification_confirmations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists volunteer_assignments_count on volunteer_assignments;`);
    this.addSql(`drop function if exists volunteer_slot_count();`);
    for (const t of ['volunteer_notification_confirmations', 'volunteer_notification_groups', 'volunteer_assignments', 'volunteer_time_slots', 'application_team_assignments', 'edition_volunteer_applications', 'volunteer_teams']) {
      this.addSql(`drop table if exists "${t}";`);
    }
    for (const t of ['volunteer_message_target', 'volunteer_application_source', 'dietary_preference', 'allergy_severity', 'volunteer_application_status']) this.addSql(`drop type if exists "${t}";`);
    this.addSql(`alter table "editions" add column "volunteers_description" text null, add column "volunteers_open" boolean not null default false, add column "volunteers_updated_at" timestamptz null, add column "volunteers_external_url" varchar(500) null, add column "volunteers_mode" "volunteers_mode" not null default 'INTERNAL', add column "volunteers_setup_start_date" timestamptz null, add column "volunteers_teardown_end_date" timestamptz null, ${ASK.map((c) => `add column "${c}" boolean not null default false`).join(', ')};`);
    this.addSql(`update "editions" e set ${SETTINGS.map((c) => `"${c}" = s."${c}"`).join(', ')} from "edition_volunteer_settings" s where s.edition_id = e.id;`);
    this.addSql(`drop table if exists "edition_volunteer_settings";`);
  }
}
