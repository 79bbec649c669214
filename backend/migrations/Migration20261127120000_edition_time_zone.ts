import { Migration } from '@mikro-orm/migrations';

/**
 * Where an edition takes place, as an IANA time zone: its days and the times its team types are
 * read on that zone's clocks, not on the server's. Every edition so far gets 'Europe/Paris': the
 * product speaks French first and its festivals have been French-speaking ones.
 */
export class Migration20261127120000_edition_time_zone extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "editions" add column "time_zone" varchar(64) not null default 'Europe/Paris'`);
  }
}
