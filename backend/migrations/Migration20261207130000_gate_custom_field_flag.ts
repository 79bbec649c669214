import { Migration } from '@mikro-orm/migrations';

/** The organiser marks which custom answers the gate shows (a T-shirt size, a meal choice); none at first. */
export class Migration20261207130000_gate_custom_field_flag extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "ticketing_tier_custom_fields" add column "show_at_gate" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ticketing_tier_custom_fields" drop column if exists "show_at_gate";`);
  }
}
