import { Migration } from '@mikro-orm/migrations';

/**
 * The ticketing domain: the connection of an edition to its provider (HelloAsso settings, secret
 * encrypted), the sync runs, the catalogue (tiers, quotas, options, custom fields, returnable items
 * and their links), the orders and their items; and the grantable right 'manage ticketing'.
 */
export class Migration20261126200000_ticketing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "ticketing_sync_trigger" as enum ('MANUAL', 'SCHEDULE', 'WEBHOOK');`);
    this.addSql(`create type "ticketing_sync_status" as enum ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED');`);
    this.addSql(`create type "ticketing_provider" as enum ('HELLOASSO', 'BILLETWEB', 'WEEZEVENT', 'OTHER');`);
    this.addSql(`create type "external_ticketing_status" as enum ('ACTIVE', 'INACTIVE', 'ERROR');`);
    this.addSql(`create type "ticketing_order_source" as enum ('SYNCED', 'ONSITE');`);
    this.addSql(`create type "ticketing_order_status" as enum ('VALID', 'PARTIAL', 'CANCELLED', 'PENDING');`);
    this.addSql(`create type "ticketing_payment_method" as enum ('CASH', 'CARD', 'CHEQUE');`);
    this.addSql(`create table "ticketing_sync_runs" ("id" serial primary key, "edition_id" int not null, "trigger" "ticketing_sync_trigger" not null, "status" "ticketing_sync_status" not null default 'QUEUED', "requested_by_id" int null, "queued_at" timestamptz not null default now(), "started_at" timestamptz null, "finished_at" timestamptz null, "changed_since" timestamptz null, "pages_done" int not null default 0, "items_done" int not null default 0, "created" int not null default 0, "updated" int not null default 0, "cancelled" int not null default 0, "unchanged" int not null default 0, "skipped" int not null default 0, "resume_state" jsonb null, "error" text null);`);
    this.addSql(`create index "ticketing_sync_runs_edition_id_started_at_index" on "ticketing_sync_runs" ("edition_id", "started_at");`);
    this.addSql(`create table "ticketing_returnable_items" ("id" serial primary key, "edition_id" int not null, "name" varchar(100) not null);`);
    this.addSql(`create index "ticketing_returnable_items_edition_id_index" on "ticketing_returnable_items" ("edition_id");`);
    this.addSql(`create table "ticketing_quotas" ("id" serial primary key, "edition_id" int not null, "title" varchar(200) not null, "description" text null, "quantity" int not null, "position" int not null default 0);`);
    this.addSql(`create index "ticketing_quotas_edition_id_position_index" on "ticketing_quotas" ("edition_id", "position");`);
    this.addSql(`create table "external_ticketings" ("id" serial primary key, "edition_id" int not null, "provider" "ticketing_provider" not null, "status" "external_ticketing_status" not null default 'ACTIVE', "last_error" text null, "last_sync_at" timestamptz null, "synced_until" timestamptz null, "webhook_token" varchar(64) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "external_ticketings" add constraint "external_ticketings_edition_id_unique" unique ("edition_id");`);
    this.addSql(`alter table "external_ticketings" add constraint "external_ticketings_webhook_token_unique" unique ("webhook_token");`);
    this.addSql(`create table "ticketing_tier_custom_fields" ("id" serial primary key, "edition_id" int not null, "external_ticketing_id" int null, "external_id" varchar(64) null, "label" varchar(250) not null, "type" varchar(50) not null, "is_required" boolean not null default false, "values" jsonb null, "is_active" boolean not null default true);`);
    this.addSql(`create index "ticketing_tier_custom_fields_edition_id_index" on "ticketing_tier_custom_fields" ("edition_id");`);
    this.addSql(`alter table "ticketing_tier_custom_fields" add constraint "ticketing_tier_custom_fields_edition_id_external_id_unique" unique ("edition_id", "external_id");`);
    this.addSql(`create table "ticketing_tier_custom_field_returnable_items" ("id" serial primary key, "custom_field_id" int not null, "choice_value" varchar(250) not null, "returnable_item_id" int not null);`);
    this.addSql(`create index "ticketing_tier_custom_field_returnable_items_retur_ff35f_index" on "ticketing_tier_custom_field_returnable_items" ("returnable_item_id");`);
    this.addSql(`alter table "ticketing_tier_custom_field_returnable_items" add constraint "ticketing_tier_custom_field_returnable_items_cust_4549d_unique" unique ("custom_field_id", "choice_value", "returnable_item_id");`);
    this.addSql(`create table "ticketing_tier_custom_field_quotas" ("id" serial primary key, "custom_field_id" int not null, "choice_value" varchar(250) not null, "quota_id" int not null);`);
    this.addSql(`create index "ticketing_tier_custom_field_quotas_quota_id_index" on "ticketing_tier_custom_field_quotas" ("quota_id");`);
    this.addSql(`alter table "ticketing_tier_custom_field_quotas" add constraint "ticketing_tier_custom_field_quotas_custom_field_i_d2fdb_unique" unique ("custom_field_id", "choice_value", "quota_id");`);
    this.addSql(`create table "ticketing_tiers" ("id" serial primary key, "edition_id" int not null, "external_ticketing_id" int null, "external_id" varchar(64) null, "name" varchar(250) not null, "custom_name" varchar(250) null, "description" text null, "price" int not null default 0, "min_amount" int null, "max_amount" int null, "is_active" boolean not null default true, "position" int not null default 0, "count_as_participant" boolean not null default true, "valid_from" timestamptz null, "valid_until" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "ticketing_tiers_edition_id_position_index" on "ticketing_tiers" ("edition_id", "position");`);
    this.addSql(`alter table "ticketing_tiers" add constraint "ticketing_tiers_edition_id_external_id_unique" unique ("edition_id", "external_id");`);
    this.addSql(`create table "ticketing_tier_returnable_items" ("id" serial primary key, "tier_id" int not null, "returnable_item_id" int not null);`);
    this.addSql(`create index "ticketing_tier_returnable_items_returnable_item_id_index" on "ticketing_tier_returnable_items" ("returnable_item_id");`);
    this.addSql(`alter table "ticketing_tier_returnable_items" add constraint "ticketing_tier_returnable_items_tier_id_returnabl_5c396_unique" unique ("tier_id", "returnable_item_id");`);
    this.addSql(`create table "ticketing_tier_quotas" ("id" serial primary key, "tier_id" int not null, "quota_id" int not null);`);
    this.addSql(`create index "ticketing_tier_quotas_quota_id_index" on "ticketing_tier_quotas" ("quota_id");`);
    this.addSql(`alter table "ticketing_tier_quotas" add constraint "ticketing_tier_quotas_tier_id_quota_id_unique" unique ("tier_id", "quota_id");`);
    this.addSql(`create table "ticketing_tier_custom_field_associations" ("id" serial primary key, "tier_id" int not null, "custom_field_id" int not null);`);
    this.addSql(`create index "ticketing_tier_custom_field_associations_custom_field_id_index" on "ticketing_tier_custom_field_associations" ("custom_field_id");`);
    this.addSql(`alter table "ticketing_tier_custom_field_associations" add constraint "ticketing_tier_custom_field_associations_tier_id__4da1a_unique" unique ("tier_id", "custom_field_id");`);
    this.addSql(`create table "ticketing_orders" ("id" serial primary key, "edition_id" int not null, "external_ticketing_id" int null, "external_id" varchar(64) null, "source" "ticketing_order_source" not null default 'SYNCED', "payer_first_name" varchar(200) null, "payer_last_name" varchar(200) null, "payer_email" varchar(320) null, "amount" int not null default 0, "status" "ticketing_order_status" not null default 'VALID', "order_date" timestamptz not null, "payment_method" "ticketing_payment_method" null, "created_by_id" int null, "external_updated_at" timestamptz null, "sync_hash" varchar(64) null, "cancelled_at" timestamptz null, "cancelled_by_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "ticketing_orders_edition_id_order_date_index" on "ticketing_orders" ("edition_id", "order_date");`);
    this.addSql(`alter table "ticketing_orders" add constraint "ticketing_orders_edition_id_external_id_unique" unique ("edition_id", "external_id");`);
    this.addSql(`create table "ticketing_order_items" ("id" serial primary key, "order_id" int not null, "edition_id" int not null, "tier_id" int null, "external_id" varchar(64) null, "first_name" varchar(200) null, "last_name" varchar(200) null, "email" varchar(320) null, "name" varchar(250) null, "type" varchar(50) not null default 'Registration', "amount" int not null default 0, "state" varchar(20) not null, "qr_code" varchar(200) not null, "custom_fields" jsonb null, "entry_validated" boolean not null default false, "entry_validated_at" timestamptz null, "entry_validated_by_id" int null, "sync_hash" varchar(64) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "ticketing_order_items_tier_id_index" on "ticketing_order_items" ("tier_id");`);
    this.addSql(`create index "ticketing_order_items_order_id_index" on "ticketing_order_items" ("order_id");`);
    this.addSql(`create index "ticketing_order_items_qr_code_index" on "ticketing_order_items" ("qr_code");`);
    this.addSql(`alter table "ticketing_order_items" add constraint "ticketing_order_items_edition_id_qr_code_unique" unique ("edition_id", "qr_code");`);
    this.addSql(`alter table "ticketing_order_items" add constraint "ticketing_order_items_edition_id_external_id_unique" unique ("edition_id", "external_id");`);
    this.addSql(`create table "ticketing_options" ("id" serial primary key, "edition_id" int not null, "external_ticketing_id" int null, "external_id" varchar(64) null, "name" varchar(250) not null, "description" text null, "type" varchar(50) null, "is_required" boolean not null default false, "choices" jsonb null, "price" int not null default 0, "position" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`create index "ticketing_options_edition_id_position_index" on "ticketing_options" ("edition_id", "position");`);
    this.addSql(`alter table "ticketing_options" add constraint "ticketing_options_edition_id_external_id_unique" unique ("edition_id", "external_id");`);
    this.addSql(`create table "ticketing_order_item_options" ("id" serial primary key, "item_id" int not null, "option_id" int not null, "amount" int not null default 0, "custom_fields" jsonb null);`);
    this.addSql(`create index "ticketing_order_item_options_option_id_index" on "ticketing_order_item_options" ("option_id");`);
    this.addSql(`alter table "ticketing_order_item_options" add constraint "ticketing_order_item_options_item_id_option_id_unique" unique ("item_id", "option_id");`);
    this.addSql(`create table "ticketing_option_returnable_items" ("id" serial primary key, "option_id" int not null, "returnable_item_id" int not null);`);
    this.addSql(`create index "ticketing_option_returnable_items_returnable_item_id_index" on "ticketing_option_returnable_items" ("returnable_item_id");`);
    this.addSql(`alter table "ticketing_option_returnable_items" add constraint "ticketing_option_returnable_items_option_id_retur_e8319_unique" unique ("option_id", "returnable_item_id");`);
    this.addSql(`create table "ticketing_option_quotas" ("id" serial primary key, "option_id" int not null, "quota_id" int not null);`);
    this.addSql(`create index "ticketing_option_quotas_quota_id_index" on "ticketing_option_quotas" ("quota_id");`);
    this.addSql(`alter table "ticketing_option_quotas" add constraint "ticketing_option_quotas_option_id_quota_id_unique" unique ("option_id", "quota_id");`);
    this.addSql(`create table "helloasso_configs" ("external_ticketing_id" int not null, "client_id" varchar(200) not null, "client_secret" text not null, "organization_slug" varchar(200) not null, "form_type" varchar(50) not null default 'Event', "form_slug" varchar(200) not null, "api_base_url" varchar(500) not null default 'https://api.helloasso.com', constraint "helloasso_configs_pkey" primary key ("external_ticketing_id"));`);
    this.addSql(`create table "edition_volunteer_returnable_items" ("id" serial primary key, "edition_id" int not null, "returnable_item_id" int not null, "team_id" int not null);`);
    this.addSql(`create index "edition_volunteer_returnable_items_returnable_item_id_index" on "edition_volunteer_returnable_items" ("returnable_item_id");`);
    this.addSql(`create index "edition_volunteer_returnable_items_edition_id_index" on "edition_volunteer_returnable_items" ("edition_id");`);
    this.addSql(`alter table "edition_volunteer_returnable_items" add constraint "edition_volunteer_returnable_items_team_id_return_0b35f_unique" unique ("team_id", "returnable_item_id");`);
    this.addSql(`alter table "ticketing_sync_runs" add constraint "ticketing_sync_runs_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_sync_runs" add constraint "ticketing_sync_runs_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "ticketing_returnable_items" add constraint "ticketing_returnable_items_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_quotas" add constraint "ticketing_quotas_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "external_ticketings" add constraint "external_ticketings_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_custom_fields" add constraint "ticketing_tier_custom_fields_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_custom_fields" add constraint "ticketing_tier_custom_fields_external_ticketing_id_foreign" foreign key ("external_ticketing_id") references "external_ticketings" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "ticketing_tier_custom_field_returnable_items" add constraint "ticketing_tier_custom_field_returnable_items_cus_b5979_foreign" foreign key ("custom_field_id") references "ticketing_tier_custom_fields" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_custom_field_returnable_items" add constraint "ticketing_tier_custom_field_returnable_items_ret_71c85_foreign" foreign key ("returnable_item_id") references "ticketing_returnable_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_custom_field_quotas" add constraint "ticketing_tier_custom_field_quotas_custom_field_id_foreign" foreign key ("custom_field_id") references "ticketing_tier_custom_fields" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_custom_field_quotas" add constraint "ticketing_tier_custom_field_quotas_quota_id_foreign" foreign key ("quota_id") references "ticketing_quotas" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tiers" add constraint "ticketing_tiers_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tiers" add constraint "ticketing_tiers_external_ticketing_id_foreign" foreign key ("external_ticketing_id") references "external_ticketings" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "ticketing_tier_returnable_items" add constraint "ticketing_tier_returnable_items_tier_id_foreign" foreign key ("tier_id") references "ticketing_tiers" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_returnable_items" add constraint "ticketing_tier_returnable_items_returnable_item_id_foreign" foreign key ("returnable_item_id") references "ticketing_returnable_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_quotas" add constraint "ticketing_tier_quotas_tier_id_foreign" foreign key ("tier_id") references "ticketing_tiers" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_quotas" add constraint "ticketing_tier_quotas_quota_id_foreign" foreign key ("quota_id") references "ticketing_quotas" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_custom_field_associations" add constraint "ticketing_tier_custom_field_associations_tier_id_foreign" foreign key ("tier_id") references "ticketing_tiers" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_tier_custom_field_associations" add constraint "ticketing_tier_custom_field_associations_custom__36d34_foreign" foreign key ("custom_field_id") references "ticketing_tier_custom_fields" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_orders" add constraint "ticketing_orders_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_orders" add constraint "ticketing_orders_external_ticketing_id_foreign" foreign key ("external_ticketing_id") references "external_ticketings" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "ticketing_orders" add constraint "ticketing_orders_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "ticketing_orders" add constraint "ticketing_orders_cancelled_by_id_foreign" foreign key ("cancelled_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "ticketing_order_items" add constraint "ticketing_order_items_order_id_foreign" foreign key ("order_id") references "ticketing_orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_order_items" add constraint "ticketing_order_items_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_order_items" add constraint "ticketing_order_items_tier_id_foreign" foreign key ("tier_id") references "ticketing_tiers" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "ticketing_order_items" add constraint "ticketing_order_items_entry_validated_by_id_foreign" foreign key ("entry_validated_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "ticketing_options" add constraint "ticketing_options_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_options" add constraint "ticketing_options_external_ticketing_id_foreign" foreign key ("external_ticketing_id") references "external_ticketings" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "ticketing_order_item_options" add constraint "ticketing_order_item_options_item_id_foreign" foreign key ("item_id") references "ticketing_order_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_order_item_options" add constraint "ticketing_order_item_options_option_id_foreign" foreign key ("option_id") references "ticketing_options" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "ticketing_option_returnable_items" add constraint "ticketing_option_returnable_items_option_id_foreign" foreign key ("option_id") references "ticketing_options" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_option_returnable_items" add constraint "ticketing_option_returnable_items_returnable_item_id_foreign" foreign key ("returnable_item_id") references "ticketing_returnable_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_option_quotas" add constraint "ticketing_option_quotas_option_id_foreign" foreign key ("option_id") references "ticketing_options" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "ticketing_option_quotas" add constraint "ticketing_option_quotas_quota_id_foreign" foreign key ("quota_id") references "ticketing_quotas" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "helloasso_configs" add constraint "helloasso_configs_external_ticketing_id_foreign" foreign key ("external_ticketing_id") references "external_ticketings" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "edition_volunteer_returnable_items" add constraint "edition_volunteer_returnable_items_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "edition_volunteer_returnable_items" add constraint "edition_volunteer_returnable_items_returnable_item_id_foreign" foreign key ("returnable_item_id") references "ticketing_returnable_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "edition_volunteer_returnable_items" add constraint "edition_volunteer_returnable_items_team_id_foreign" foreign key ("team_id") references "volunteer_teams" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "convention_collaborators" add column "can_manage_ticketing" boolean not null default false;`);
    this.addSql(`alter table "edition_collaborator_permissions" add column "can_manage_ticketing" boolean not null default false;`);
    // One sync at a time per edition: a second queued or running run is refused by the database.
    this.addSql(`create unique index "ticketing_sync_runs_one_active" on "ticketing_sync_runs" ("edition_id") where "status" in ('QUEUED', 'RUNNING');`);
  }
}
