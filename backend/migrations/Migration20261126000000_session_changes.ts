import { Migration } from '@mikro-orm/migrations';

/**
 * Every committed change of a session or a user is announced on `sessions_changed` (NOTIFY, sent at
 * commit): each replica forgets the sessions it remembers (backend/src/core/sessions/session-cache.ts),
 * whoever wrote the change (this product on any replica, a job, an administrator's SQL).
 * New sessions need no announcement: nobody remembers them yet.
 */
export class Migration20261126000000_session_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "sessions_changed_notify"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('sessions_changed', '');
        return null;
      end
    $$;`);
    this.addSql(`create trigger "sessions_changed" after update or delete or truncate on "session" for each statement execute function sessions_changed_notify();`);
    this.addSql(`create trigger "sessions_changed" after update or delete or truncate on "users" for each statement execute function sessions_changed_notify();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "sessions_changed" on "users";`);
    this.addSql(`drop trigger if exists "sessions_changed" on "session";`);
    this.addSql(`drop function if exists "sessions_changed_notify"();`);
  }
}
