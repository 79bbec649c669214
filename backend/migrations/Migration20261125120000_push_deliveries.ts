import { Migration } from '@mikro-orm/migrations';

/**
 * One row per push of a batch to a subscription, claimed before sending and marked sent after: a
 * retried job sends only the pushes still missing.
 */
export class Migration20261125120000_push_deliveries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "push_deliveries" (
      "id" bigserial primary key,
      "batch_id" int not null,
      "subscription_id" int not null,
      "status" varchar(10) not null,
      "claimed_at" timestamptz not null default now(),
      "sent_at" timestamptz null,
      constraint "push_deliveries_batch_id_subscription_id_unique" unique ("batch_id", "subscription_id")
    );`);
    this.addSql(`alter table "push_deliveries" add constraint "push_deliveries_batch_id_foreign" foreign key ("batch_id") references "notification_batches" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "push_deliveries" add constraint "push_deliveries_subscription_id_foreign" foreign key ("subscription_id") references "push_subscriptions" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "push_deliveries";`);
  }
}
