import { Migration } from '@mikro-orm/migrations';

/** The minute job finds the workshops starting within 30 minutes on every edition at once: an index on their start. */
export class Migration20261128100100_workshops_start_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "workshops_start_date_time_index" on "workshops" ("start_date_time")`);
  }
}
