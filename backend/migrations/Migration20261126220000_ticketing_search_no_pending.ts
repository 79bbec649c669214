import { Migration } from '@mikro-orm/migrations';

const INDEXES = ['ticketing_orders_search_trgm', 'ticketing_order_items_search_trgm'];

/**
 * The orders search's trigram indexes take each new row at once (fastupdate off). With GIN's
 * default pending list, a first sync of 50,000 tickets left hundreds of pending pages that every
 * search read in full until autovacuum came by: p95 over 60 ms right after a sync, 5 ms once
 * cleaned. The sync pays a little more per row instead; the pending entries already there are
 * moved into the indexes now.
 */
export class Migration20261126220000_ticketing_search_no_pending extends Migration {
  override async up(): Promise<void> {
    for (const name of INDEXES) {
      this.addSql(`do $$
        begin
          if to_regclass('"${name}"') is not null then
            execute 'alter index "${name}" set (fastupdate = off)';
            perform gin_clean_pending_list('"${name}"'::regclass);
          end if;
        end
      $$;`);
    }
  }

  override async down(): Promise<void> {
    for (const name of INDEXES) this.addSql(`do $$ begin if to_regclass('"${name}"') is not null then execute 'alter index "${name}" reset (fastupdate)'; end if; end $$;`);
  }
}
