import { Migration } from '@mikro-orm/migrations';

/** What an edition counts its amounts in (artists' fees and reimbursements): an ISO 4217 code, EUR for every edition so far. */
export class Migration20261127110100_edition_currency extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "editions" add column "currency" varchar(3) not null default 'EUR'`);
  }
}
