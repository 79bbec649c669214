import { Migration } from '@mikro-orm/migrations';

/**
 * What the public search reads: one narrow row per edition (≈ 70 bytes instead of the edition's
 * 70 columns and long texts), kept right by triggers so every write path (the API, imports, SQL by
 * hand) updates it in the same transaction. A statement-level trigger on editions and conventions
 * NOTIFYs `editions_changed` so every replica drops its cached public answers at commit.
 *
 * - listed: online edition of a convention that is not archived (what visitors may find);
 * - flags: the 21 amenity then 3 payment flags as bits 0…23, in the order of AMENITY_FLAGS and
 *   PAYMENT_FLAGS (backend/src/modules/editions/edition.entity.ts);
 * - haystack: lower(name, city, convention name) joined by a line feed, which no search word can
 *   hold (words are split on white space), so a word never matches across two fields;
 * - country_key: lower(country).
 */
export class Migration20261124090000_edition_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "edition_search" (
      "edition_id" int not null primary key references "editions" ("id") on update cascade on delete cascade,
      "listed" boolean not null,
      "start_date" date not null,
      "end_date" date not null,
      "flags" int not null,
      "country_key" varchar(100) null,
      "haystack" text not null,
      "latitude" double precision null,
      "longitude" double precision null
    );`);

    this.addSql(`create function "edition_search_refresh"(ids int[]) returns void language sql as $$
      insert into edition_search (edition_id, listed, start_date, end_date, flags, country_key, haystack, latitude, longitude)
      select e.id, e.is_online and not c.is_archived, e.start_date, e.end_date,
        (e.accepts_pets::int) | (e.has_food_trucks::int << 1) | (e.has_gym::int << 2) | (e.has_kids_zone::int << 3)
        | (e.has_tent_camping::int << 4) | (e.has_truck_camping::int << 5) | (e.has_accessibility::int << 6)
        | (e.has_aerial_space::int << 7) | (e.has_cantine::int << 8) | (e.has_concert::int << 9)
        | (e.has_family_camping::int << 10) | (e.has_sleeping_room::int << 11) | (e.has_fire_space::int << 12)
        | (e.has_gala::int << 13) | (e.has_open_stage::int << 14) | (e.has_showers::int << 15)
        | (e.has_slackline_space::int << 16) | (e.has_toilets::int << 17) | (e.has_workshops::int << 18)
        | (e.has_atm::int << 19) | (e.has_long_show::int << 20)
        | (e.has_cash_payment::int << 21) | (e.has_credit_card_payment::int << 22) | (e.has_afj_token_payment::int << 23),
        lower(e.country),
        lower(e.name || E'\\n' || coalesce(e.city, '') || E'\\n' || c.name),
        e.latitude, e.longitude
      from editions e join conventions c on c.id = e.convention_id
      where e.id = any(ids)
      on conflict (edition_id) do update set
        listed = excluded.listed, start_date = excluded.start_date, end_date = excluded.end_date, flags = excluded.flags,
        country_key = excluded.country_key, haystack = excluded.haystack, latitude = excluded.latitude, longitude = excluded.longitude
    $$;`);

    // Inserted or updated editions: their rows again (deleted ones go by the foreign key's cascade).
    this.addSql(`create function "edition_search_on_editions"() returns trigger language plpgsql as $$
      begin
        perform edition_search_refresh(array(select id from new_rows));
        return null;
      end
    $$;`);
    this.addSql(`create trigger "edition_search_insert" after insert on "editions" referencing new table as new_rows for each statement execute function edition_search_on_editions();`);
    this.addSql(`create trigger "edition_search_update" after update on "editions" referencing new table as new_rows for each statement execute function edition_search_on_editions();`);

    // A convention renamed, archived or unarchived: the rows of its editions.
    this.addSql(`create function "edition_search_on_conventions"() returns trigger language plpgsql as $$
      begin
        perform edition_search_refresh(array(
          select e.id from new_rows n join old_rows o on o.id = n.id join editions e on e.convention_id = n.id
          where n.name is distinct from o.name or n.is_archived is distinct from o.is_archived));
        return null;
      end
    $$;`);
    this.addSql(`create trigger "edition_search_convention_update" after update on "conventions" referencing old table as old_rows new table as new_rows for each statement execute function edition_search_on_conventions();`);

    // Any change that public answers may show (an edition's fields, a convention's name, archive state or author).
    this.addSql(`create function "editions_changed_notify"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('editions_changed', '');
        return null;
      end
    $$;`);
    this.addSql(`create trigger "editions_changed" after insert or update or delete or truncate on "editions" for each statement execute function editions_changed_notify();`);
    this.addSql(`create trigger "editions_changed" after update or delete or truncate on "conventions" for each statement execute function editions_changed_notify();`);

    this.addSql(`select edition_search_refresh(array(select id from editions));`);

    // Trigram index for the words (`like '%word%'`): used when a word is selective. pg_trgm ships with
    // PostgreSQL and is a trusted extension (13+); where it cannot be installed, search works without it.
    this.addSql(`do $$
      begin
        create extension if not exists pg_trgm;
      exception when others then
        raise notice 'pg_trgm not installed (%): edition search runs without its trigram index', sqlerrm;
      end
    $$;`);
    this.addSql(`do $$
      declare schema_name text := (select n.nspname from pg_extension x join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm');
      begin
        if schema_name is not null then
          execute format('create index "edition_search_haystack_trgm" on "edition_search" using gin ("haystack" %I.gin_trgm_ops)', schema_name);
        end if;
      end
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "editions_changed" on "conventions";`);
    this.addSql(`drop trigger if exists "editions_changed" on "editions";`);
    this.addSql(`drop trigger if exists "edition_search_convention_update" on "conventions";`);
    this.addSql(`drop trigger if exists "edition_search_update" on "editions";`);
    this.addSql(`drop trigger if exists "edition_search_insert" on "editions";`);
    this.addSql(`drop function if exists "editions_changed_notify"();`);
    this.addSql(`drop function if exists "edition_search_on_conventions"();`);
    this.addSql(`drop function if exists "edition_search_on_editions"();`);
    this.addSql(`drop table if exists "edition_search" cascade;`);
    this.addSql(`drop function if exists "edition_search_refresh"(int[]);`);
  }
}
