import { Migration } from '@mikro-orm/migrations';

/**
 * The community pages of an edition (issue 15): workshops with their locations, favourites and the
 * per-edition calendar feeds; carpool offers, requests, their comments, passengers and bookings (one
 * PENDING booking per passenger and offer); the team's posts and their comments; lost and found
 * items and their comments. Editions say whether workshop proposals are open; an index finds who holds
 * a ticket of an edition (the access source `ticketHolder`).
 */
export class Migration20261128100000_community extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "lost_found_status" as enum ('LOST', 'RETURNED')`);
    this.addSql(`create type "carpool_direction" as enum ('TO_EVENT', 'FROM_EVENT')`);
    this.addSql(`create type "carpool_booking_status" as enum ('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED')`);
    this.addSql(`create table "lost_found_items" ("id" serial primary key, "edition_id" int not null, "user_id" int null, "description" text not null, "image_url" varchar(500) null, "status" "lost_found_status" not null default 'LOST', "returned_at" timestamptz null, "returned_by_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now())`);
    this.addSql(`create index "lost_found_items_user_id_index" on "lost_found_items" ("user_id")`);
    this.addSql(`create index "lost_found_items_edition_id_status_created_at_index" on "lost_found_items" ("edition_id", "status", "created_at")`);
    this.addSql(`create table "lost_found_comments" ("id" serial primary key, "item_id" int not null, "user_id" int not null, "content" text not null, "created_at" timestamptz not null default now())`);
    this.addSql(`create index "lost_found_comments_user_id_index" on "lost_found_comments" ("user_id")`);
    this.addSql(`create index "lost_found_comments_item_id_created_at_index" on "lost_found_comments" ("item_id", "created_at")`);
    this.addSql(`create table "edition_posts" ("id" serial primary key, "edition_id" int not null, "user_id" int null, "content" text not null, "pinned" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now())`);
    this.addSql(`create index "edition_posts_user_id_index" on "edition_posts" ("user_id")`);
    this.addSql(`create index "edition_posts_edition_id_pinned_created_at_index" on "edition_posts" ("edition_id", "pinned", "created_at")`);
    this.addSql(`create table "edition_post_comments" ("id" serial primary key, "post_id" int not null, "user_id" int not null, "content" text not null, "created_at" timestamptz not null default now())`);
    this.addSql(`create index "edition_post_comments_user_id_index" on "edition_post_comments" ("user_id")`);
    this.addSql(`create index "edition_post_comments_post_id_created_at_index" on "edition_post_comments" ("post_id", "created_at")`);
    this.addSql(`create table "edition_calendar_feeds" ("id" serial primary key, "edition_id" int not null, "user_id" int not null, "token" varchar(64) not null, "created_at" timestamptz not null default now())`);
    this.addSql(`alter table "edition_calendar_feeds" add constraint "edition_calendar_feeds_token_unique" unique ("token")`);
    this.addSql(`alter table "edition_calendar_feeds" add constraint "edition_calendar_feeds_edition_id_user_id_unique" unique ("edition_id", "user_id")`);
    this.addSql(`create table "carpool_requests" ("id" serial primary key, "edition_id" int not null, "user_id" int not null, "trip_date" timestamptz not null, "location_city" varchar(100) not null, "seats_needed" int not null, "direction" "carpool_direction" not null, "description" text null, "phone_number" varchar(30) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint carpool_requests_seats_check check ("seats_needed" >= 1 and "seats_needed" <= 8))`);
    this.addSql(`create index "carpool_requests_user_id_index" on "carpool_requests" ("user_id")`);
    this.addSql(`create index "carpool_requests_edition_id_direction_trip_date_index" on "carpool_requests" ("edition_id", "direction", "trip_date")`);
    this.addSql(`create table "carpool_request_comments" ("id" serial primary key, "request_id" int not null, "user_id" int not null, "content" text not null, "created_at" timestamptz not null default now())`);
    this.addSql(`create index "carpool_request_comments_user_id_index" on "carpool_request_comments" ("user_id")`);
    this.addSql(`create index "carpool_request_comments_request_id_created_at_index" on "carpool_request_comments" ("request_id", "created_at")`);
    this.addSql(`create table "carpool_offers" ("id" serial primary key, "edition_id" int not null, "user_id" int not null, "trip_date" timestamptz not null, "location_city" varchar(100) not null, "location_address" varchar(200) null, "available_seats" int not null, "direction" "carpool_direction" not null, "description" text null, "phone_number" varchar(30) null, "smoking_allowed" boolean not null default false, "pets_allowed" boolean not null default false, "music_allowed" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint carpool_offers_seats_check check ("available_seats" >= 1 and "available_seats" <= 8))`);
    this.addSql(`create index "carpool_offers_user_id_index" on "carpool_offers" ("user_id")`);
    this.addSql(`create index "carpool_offers_edition_id_direction_trip_date_index" on "carpool_offers" ("edition_id", "direction", "trip_date")`);
    this.addSql(`create table "carpool_passengers" ("id" serial primary key, "offer_id" int not null, "user_id" int not null, "added_at" timestamptz not null default now(), "added_by_id" int null)`);
    this.addSql(`create index "carpool_passengers_user_id_index" on "carpool_passengers" ("user_id")`);
    this.addSql(`alter table "carpool_passengers" add constraint "carpool_passengers_offer_id_user_id_unique" unique ("offer_id", "user_id")`);
    this.addSql(`create table "carpool_comments" ("id" serial primary key, "offer_id" int not null, "user_id" int not null, "content" text not null, "created_at" timestamptz not null default now())`);
    this.addSql(`create index "carpool_comments_user_id_index" on "carpool_comments" ("user_id")`);
    this.addSql(`create index "carpool_comments_offer_id_created_at_index" on "carpool_comments" ("offer_id", "created_at")`);
    this.addSql(`create table "carpool_bookings" ("id" serial primary key, "offer_id" int not null, "request_id" int null, "requester_id" int not null, "seats" int not null, "message" text null, "status" "carpool_booking_status" not null default 'PENDING', "decided_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint carpool_bookings_seats_check check ("seats" >= 1 and "seats" <= 8))`);
    this.addSql(`create unique index "carpool_bookings_one_pending" on "carpool_bookings" ("offer_id", "requester_id") where "status" = 'PENDING'`);
    this.addSql(`create index "carpool_bookings_request_id_index" on "carpool_bookings" ("request_id")`);
    this.addSql(`create index "carpool_bookings_requester_id_index" on "carpool_bookings" ("requester_id")`);
    this.addSql(`create index "carpool_bookings_offer_id_status_index" on "carpool_bookings" ("offer_id", "status")`);
    this.addSql(`create table "workshop_locations" ("id" serial primary key, "edition_id" int not null, "name" varchar(100) not null, "created_at" timestamptz not null default now())`);
    this.addSql(`create unique index "workshop_locations_name_unique" on "workshop_locations" ("edition_id", lower("name"))`);
    this.addSql(`create table "workshops" ("id" serial primary key, "edition_id" int not null, "creator_id" int null, "title" varchar(200) not null, "description" text null, "start_date_time" timestamptz not null, "end_date_time" timestamptz not null, "max_participants" int null, "location_id" int null, "location_text" varchar(100) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint workshops_max_participants_check check ("max_participants" is null or "max_participants" > 0), constraint workshops_times_check check ("end_date_time" > "start_date_time"))`);
    this.addSql(`create index "workshops_creator_id_index" on "workshops" ("creator_id")`);
    this.addSql(`create index "workshops_location_id_index" on "workshops" ("location_id")`);
    this.addSql(`create index "workshops_edition_id_start_date_time_index" on "workshops" ("edition_id", "start_date_time")`);
    this.addSql(`create table "workshop_favorites" ("user_id" int not null, "workshop_id" int not null, "created_at" timestamptz not null default now(), "reminded_at" timestamptz null, constraint "workshop_favorites_pkey" primary key ("user_id", "workshop_id"))`);
    this.addSql(`create index "workshop_favorites_workshop_id_index" on "workshop_favorites" ("workshop_id")`);
    this.addSql(`alter table "lost_found_items" add constraint "lost_found_items_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "lost_found_items" add constraint "lost_found_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "lost_found_items" add constraint "lost_found_items_returned_by_id_foreign" foreign key ("returned_by_id") references "users" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "lost_found_comments" add constraint "lost_found_comments_item_id_foreign" foreign key ("item_id") references "lost_found_items" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "lost_found_comments" add constraint "lost_found_comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "edition_posts" add constraint "edition_posts_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "edition_posts" add constraint "edition_posts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "edition_post_comments" add constraint "edition_post_comments_post_id_foreign" foreign key ("post_id") references "edition_posts" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "edition_post_comments" add constraint "edition_post_comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "edition_calendar_feeds" add constraint "edition_calendar_feeds_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "edition_calendar_feeds" add constraint "edition_calendar_feeds_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_requests" add constraint "carpool_requests_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_requests" add constraint "carpool_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_request_comments" add constraint "carpool_request_comments_request_id_foreign" foreign key ("request_id") references "carpool_requests" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_request_comments" add constraint "carpool_request_comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_offers" add constraint "carpool_offers_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_offers" add constraint "carpool_offers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_passengers" add constraint "carpool_passengers_offer_id_foreign" foreign key ("offer_id") references "carpool_offers" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_passengers" add constraint "carpool_passengers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_passengers" add constraint "carpool_passengers_added_by_id_foreign" foreign key ("added_by_id") references "users" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "carpool_comments" add constraint "carpool_comments_offer_id_foreign" foreign key ("offer_id") references "carpool_offers" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_comments" add constraint "carpool_comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_bookings" add constraint "carpool_bookings_offer_id_foreign" foreign key ("offer_id") references "carpool_offers" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "carpool_bookings" add constraint "carpool_bookings_request_id_foreign" foreign key ("request_id") references "carpool_requests" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "carpool_bookings" add constraint "carpool_bookings_requester_id_foreign" foreign key ("requester_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "workshop_locations" add constraint "workshop_locations_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "workshops" add constraint "workshops_edition_id_foreign" foreign key ("edition_id") references "editions" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "workshops" add constraint "workshops_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "workshops" add constraint "workshops_location_id_foreign" foreign key ("location_id") references "workshop_locations" ("id") on update cascade on delete set null`);
    this.addSql(`alter table "workshop_favorites" add constraint "workshop_favorites_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "workshop_favorites" add constraint "workshop_favorites_workshop_id_foreign" foreign key ("workshop_id") references "workshops" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "editions" add column "workshop_proposals_open" boolean not null default true`);
    this.addSql(`create index "ticketing_order_items_holder" on "ticketing_order_items" ("edition_id", lower("email"))`);
  }
}
