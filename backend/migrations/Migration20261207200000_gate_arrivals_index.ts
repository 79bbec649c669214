import { Migration } from '@mikro-orm/migrations';

/** The arrival notices' claim reads the arrivals still to tell by a partial index, not the whole of the gate's entries. */
export class Migration20261207200000_gate_arrivals_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "gate_entries_arrivals_to_tell" on "gate_entries" ("id") where "arrival_notified_at" is null and "action" = 'ENTRY' and "subject_kind" in ('VOLUNTEER', 'ARTIST');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "gate_entries_arrivals_to_tell";`);
  }
}
