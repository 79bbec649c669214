import { Migration } from '@mikro-orm/migrations';

/**
 * What the orders list searches: a folded text (lower case, accents and ligatures taken off) of the
 * payer on each order and of the attendee on each item, kept by PostgreSQL as generated columns, so
 * every writer (the on-site orders, the sync's raw SQL, SQL by hand) keeps it right without knowing
 * of it. A trigram index on each serves `like '%word%'`; where pg_trgm cannot be installed the search
 * still works, without the index.
 *
 * ticketing_search_fold: NFD, combining marks removed, lower case, then the letters NFD leaves whole
 * (ł ø đ ħ ı, æ œ ß). The search folds its words with the same function.
 */
export class Migration20261126210300_ticketing_orders_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "ticketing_search_fold"(value text) returns text language sql immutable strict parallel safe as $$
      select replace(replace(replace(
        translate(lower(regexp_replace(normalize(value, NFD), '[\\u0300-\\u036f]', '', 'g')), 'łøđħı', 'lodhi'),
        'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss')
    $$;`);
    this.addSql(`alter table "ticketing_orders" add column "search_text" text generated always as (ticketing_search_fold(coalesce(payer_first_name, '') || ' ' || coalesce(payer_last_name, '') || ' ' || coalesce(payer_email, '') || ' ' || coalesce(external_id, ''))) stored;`);
    this.addSql(`alter table "ticketing_order_items" add column "search_text" text generated always as (ticketing_search_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(external_id, ''))) stored;`);
    this.addSql(`do $$
      begin
        create extension if not exists pg_trgm;
      exception when others then
        raise notice 'pg_trgm not installed (%): the orders search runs without its trigram indexes', sqlerrm;
      end
    $$;`);
    this.addSql(`do $$
      declare schema_name text := (select n.nspname from pg_extension x join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm');
      begin
        if schema_name is not null then
          execute format('create index "ticketing_orders_search_trgm" on "ticketing_orders" using gin ("search_text" %I.gin_trgm_ops)', schema_name);
          execute format('create index "ticketing_order_items_search_trgm" on "ticketing_order_items" using gin ("search_text" %I.gin_trgm_ops)', schema_name);
        end if;
      end
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "ticketing_order_items_search_trgm";`);
    this.addSql(`drop index if exists "ticketing_orders_search_trgm";`);
    this.addSql(`alter table "ticketing_order_items" drop column if exists "search_text";`);
    this.addSql(`alter table "ticketing_orders" drop column if exists "search_text";`);
    this.addSql(`drop function if exists "ticketing_search_fold"(text);`);
  }
}
