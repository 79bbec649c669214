import { Migration } from '@mikro-orm/migrations';

/** Notification centre, what was sent (batches), Web Push subscriptions and the shared VAPID key pair. */
export class Migration20261123100000_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "notification_type" as enum ('INFO', 'SUCCESS', 'WARNING', 'ERROR');`);
    this.addSql(`create table "push_vapid_keys" ("id" int not null, "public_key" varchar(200) not null, "private_key" varchar(200) not null, "created_at" timestamptz not null default now(), constraint "push_vapid_keys_pkey" primary key ("id"));`);

    this.addSql(`create table "push_subscriptions" ("id" serial primary key, "user_id" int not null, "endpoint" varchar(2000) not null, "p256dh" varchar(200) not null, "auth" varchar(100) not null, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`);
    this.addSql(`create index "push_subscriptions_user_id_is_active_index" on "push_subscriptions" ("user_id", "is_active");`);

    this.addSql(`create table "notification_batches" ("id" serial primary key, "source" varchar(30) not null, "sent_by_id" int null, "target" varchar(10) not null, "recipient_ids" jsonb null, "recipient_count" int not null, "type" "notification_type" not null, "category" varchar(30) not null, "title_key" varchar(200) null, "message_key" varchar(200) null, "translation_params" jsonb null, "action_text_key" varchar(200) null, "title_text" varchar(200) null, "message_text" text null, "action_text" varchar(100) null, "entity_type" varchar(50) null, "entity_id" varchar(100) null, "action_url" varchar(2000) null, "ignore_preferences" boolean not null default false, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "notification_batches_source_id_index" on "notification_batches" ("source", "id");`);

    this.addSql(`create table "notifications" ("id" serial primary key, "user_id" int not null, "batch_id" int null, "type" "notification_type" not null default 'INFO', "title_key" varchar(200) null, "message_key" varchar(200) null, "translation_params" jsonb null, "action_text_key" varchar(200) null, "title_text" varchar(200) null, "message_text" text null, "action_text" varchar(100) null, "category" varchar(30) not null default 'other', "entity_type" varchar(50) null, "entity_id" varchar(100) null, "is_read" boolean not null default false, "read_at" timestamptz null, "action_url" varchar(2000) null, "created_at" timestamptz not null default now());`);
    // The centre's list (newest first), the unread counts per category, and what a replica loads for a batch.
    this.addSql(`create index "notifications_user_id_id_index" on "notifications" ("user_id", "id");`);
    this.addSql(`create index "notifications_user_id_is_read_category_index" on "notifications" ("user_id", "is_read", "category");`);
    this.addSql(`create index "notifications_batch_id_user_id_index" on "notifications" ("batch_id", "user_id");`);

    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notification_batches" add constraint "notification_batches_sent_by_id_foreign" foreign key ("sent_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_batch_id_foreign" foreign key ("batch_id") references "notification_batches" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop table if exists "notification_batches" cascade;`);
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
    this.addSql(`drop table if exists "push_vapid_keys" cascade;`);
    this.addSql(`drop type if exists "notification_type";`);
  }
}
