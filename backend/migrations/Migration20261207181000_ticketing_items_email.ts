import { Migration } from '@mikro-orm/migrations';

/**
 * "My tickets" finds a user's tickets on every edition by e-mail: the holder index leads with the
 * edition, so without this one every edition is a search of its own (41 searches for 40 editions).
 */
export class Migration20261207181000_ticketing_items_email extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "ticketing_order_items_email" on "ticketing_order_items" (lower("email"))`);
  }
}
