import { Migration } from '@mikro-orm/migrations';

/** Accounts, sessions, password resets, feedback, error log and rate limiting. */
export class Migration20261122000000_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "users" (
      "id" serial primary key,
      "email" varchar(254) not null,
      "email_hash" varchar(64) not null,
      "pseudo" varchar(40) not null,
      "nom" varchar(100) not null,
      "prenom" varchar(100) not null,
      "password" varchar(255) null,
      "auth_provider" varchar(20) not null default 'email',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "last_login_at" timestamptz null,
      "profile_picture" varchar(255) null,
      "email_verification_code" varchar(255) null,
      "is_email_verified" boolean not null default false,
      "verification_code_expiry" timestamptz null,
      "verification_code_sent_at" timestamptz null,
      "is_global_admin" boolean not null default false,
      "phone" varchar(30) null,
      "preferred_language" varchar(5) not null default 'en',
      "notification_preferences" jsonb null
    );`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create unique index "users_pseudo_lower_unique" on "users" (lower("pseudo"));`);

    this.addSql(`create table "password_reset_tokens" (
      "id" serial primary key,
      "token" varchar(64) not null,
      "user_id" int not null,
      "expires_at" timestamptz not null,
      "used" boolean not null default false,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_unique" unique ("token");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create type "feedback_type" as enum ('BUG', 'SUGGESTION', 'GENERAL', 'COMPLAINT');`);
    this.addSql(`create table "feedback" (
      "id" serial primary key,
      "type" "feedback_type" not null,
      "subject" varchar(200) not null,
      "message" text not null,
      "email" varchar(254) null,
      "name" varchar(100) null,
      "user_id" int null,
      "user_agent" text null,
      "url" text null,
      "resolved" boolean not null default false,
      "admin_notes" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "feedback_resolved_created_at_index" on "feedback" ("resolved", "created_at");`);
    this.addSql(`alter table "feedback" add constraint "feedback_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "api_error_logs" (
      "id" serial primary key,
      "message" text not null,
      "status_code" int not null,
      "stack" text null,
      "error_type" varchar(100) null,
      "method" varchar(10) not null,
      "url" text not null,
      "path" text not null,
      "user_agent" text null,
      "ip" varchar(64) null,
      "referer" text null,
      "origin" text null,
      "headers" jsonb null,
      "body" jsonb null,
      "query_params" jsonb null,
      "prisma_details" jsonb null,
      "user_id" int null,
      "resolved" boolean not null default false,
      "resolved_by" int null,
      "resolved_at" timestamptz null,
      "admin_notes" text null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "api_error_logs_resolved_created_at_index" on "api_error_logs" ("resolved", "created_at");`);

    this.addSql(`create table "rate_limit_hits" (
      "id" bigserial primary key,
      "bucket" varchar(400) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "rate_limit_hits_bucket_created_at_index" on "rate_limit_hits" ("bucket", "created_at");`);

    // Session store of connect-pg-simple (not a MikroORM entity).
    this.addSql(`create table "session" (
      "sid" varchar not null primary key,
      "sess" json not null,
      "expire" timestamp(6) not null
    );`);
    this.addSql(`create index "IDX_session_expire" on "session" ("expire");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "rate_limit_hits" cascade;`);
    this.addSql(`drop table if exists "api_error_logs" cascade;`);
    this.addSql(`drop table if exists "feedback" cascade;`);
    this.addSql(`drop type if exists "feedback_type";`);
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }
}
