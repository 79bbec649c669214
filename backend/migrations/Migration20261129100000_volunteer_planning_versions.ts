import { Migration } from '@mikro-orm/migrations';

/**
 * A version of each edition's planning board, moved once by each transaction that changes what the
 * board shows, as it commits: a reader sees the version and the data of the same commits. Every
 * replica remembers board answers with the version they were read from and reads the version (one
 * primary-key lookup) at each request, so nobody is ever answered from before a committed change,
 * whoever made it (the API on any replica, a cascade, a job, SQL by hand). See
 * backend/src/modules/volunteers/planning-board-cache.ts.
 *
 * What the board reads (PlanningService.board), and the triggers that say it changed:
 * - teams, time slots, who is on them, team memberships: any change;
 * - applications: their status, team preferences, person and edition (not the gate's entry checks,
 *   the QR and calendar secrets…); inserted or deleted ones;
 * - volunteer settings: the setup start, teardown end, rest and day limits;
 * - users: pseudo, first and last name (every edition where they apply or are on a slot).
 * The edition's own dates and time zone come with the caller's access, read at each request.
 *
 * The bumps are deferred constraint triggers: they run at commit, the last lock a writer takes (on
 * its editions' version rows, in edition order within a statement), so writers of one edition wait
 * on each other only there and cannot deadlock on it; each edition is bumped once per transaction
 * however many rows it changed.
 * A missing row reads as version 0; an edition deleted meanwhile is skipped (its row goes with it).
 */
const BUMPED_EVERY_CHANGE = [
  ['volunteer_teams', 'volunteer_planning_on_edition_row'],
  ['volunteer_time_slots', 'volunteer_planning_on_edition_row'],
  ['application_team_assignments', 'volunteer_planning_on_membership'],
] as const;

export class Migration20261129100000_volunteer_planning_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "volunteer_planning_versions" (
      "edition_id" int not null primary key references "editions" ("id") on update cascade on delete cascade,
      "version" bigint not null
    );`);

    // Once per transaction and edition: the editions bumped so far are kept in a transaction-local setting.
    this.addSql(`create function "volunteer_planning_bump"(ids int[]) returns void language plpgsql as $$
      declare
        xact text := pg_current_xact_id()::text;
        seen text := coalesce(current_setting('festival.volunteer_planning_bumped', true), '');
        fresh int[];
      begin
        if split_part(seen, ':', 1) is distinct from xact then
          seen := xact || ':,';
        end if;
        fresh := array(select distinct i from unnest(ids) i where i is not null and strpos(seen, ',' || i || ',') = 0 order by i);
        if cardinality(fresh) = 0 then
          return;
        end if;
        insert into volunteer_planning_versions as v (edition_id, version)
          select e.id, 1 from editions e where e.id = any(fresh) order by e.id
          on conflict (edition_id) do update set version = v.version + 1;
        perform set_config('festival.volunteer_planning_bumped', seen || array_to_string(fresh, ',') || ',', true);
      end
    $$;`);

    // Rows that carry their edition: teams, time slots, applications, settings.
    this.addSql(`create function "volunteer_planning_on_edition_row"() returns trigger language plpgsql as $$
      begin
        case tg_op
          when 'INSERT' then perform volunteer_planning_bump(array[new.edition_id]);
          when 'DELETE' then perform volunteer_planning_bump(array[old.edition_id]);
          else perform volunteer_planning_bump(array[old.edition_id, new.edition_id]);
        end case;
        return null;
      end
    $$;`);

    // Who is on a slot: the slot's edition (a slot deleted in the same transaction bumps it itself).
    this.addSql(`create function "volunteer_planning_on_assignment"() returns trigger language plpgsql as $$
      declare
        slots int[] := case tg_op when 'INSERT' then array[new.time_slot_id] when 'DELETE' then array[old.time_slot_id] else array[old.time_slot_id, new.time_slot_id] end;
      begin
        perform volunteer_planning_bump(array(select edition_id from volunteer_time_slots where id = any(slots)));
        return null;
      end
    $$;`);

    // A team membership: the edition of its application and of its team.
    this.addSql(`create function "volunteer_planning_on_membership"() returns trigger language plpgsql as $$
      declare
        applications int[] := case tg_op when 'INSERT' then array[new.application_id] when 'DELETE' then array[old.application_id] else array[old.application_id, new.application_id] end;
        teams int[] := case tg_op when 'INSERT' then array[new.team_id] when 'DELETE' then array[old.team_id] else array[old.team_id, new.team_id] end;
      begin
        perform volunteer_planning_bump(array(
          select edition_id from edition_volunteer_applications where id = any(applications)
          union select edition_id from volunteer_teams where id = any(teams)));
        return null;
      end
    $$;`);

    // A person's names: every edition they apply to or are on a slot of.
    this.addSql(`create function "volunteer_planning_on_user"() returns trigger language plpgsql as $$
      begin
        perform volunteer_planning_bump(array(
          select edition_id from edition_volunteer_applications where user_id = new.id
          union select s.edition_id from volunteer_assignments va join volunteer_time_slots s on s.id = va.time_slot_id where va.user_id = new.id));
        return null;
      end
    $$;`);

    // Emptied tables: every edition.
    this.addSql(`create function "volunteer_planning_on_truncate"() returns trigger language plpgsql as $$
      begin
        perform volunteer_planning_bump(array(select id from editions));
        return null;
      end
    $$;`);

    const deferred = (name: string, table: string, events: string, fn: string, when = '') =>
      `create constraint trigger "${name}" after ${events} on "${table}" deferrable initially deferred for each row ${when ? `when (${when}) ` : ''}execute function ${fn}();`;
    for (const [table, fn] of BUMPED_EVERY_CHANGE) this.addSql(deferred('volunteer_planning_changed', table, 'insert or update or delete', fn));
    this.addSql(deferred('volunteer_planning_changed', 'volunteer_assignments', 'insert or delete', 'volunteer_planning_on_assignment'));
    // Not the reminders' marks.
    this.addSql(
      deferred('volunteer_planning_moved', 'volunteer_assignments', 'update', 'volunteer_planning_on_assignment', 'old.time_slot_id is distinct from new.time_slot_id or old.user_id is distinct from new.user_id'),
    );
    this.addSql(deferred('volunteer_planning_changed', 'edition_volunteer_applications', 'insert or delete', 'volunteer_planning_on_edition_row'));
    this.addSql(
      deferred(
        'volunteer_planning_updated',
        'edition_volunteer_applications',
        'update',
        'volunteer_planning_on_edition_row',
        'old.status is distinct from new.status or old.team_preferences is distinct from new.team_preferences or old.user_id is distinct from new.user_id or old.edition_id is distinct from new.edition_id',
      ),
    );
    this.addSql(deferred('volunteer_planning_changed', 'edition_volunteer_settings', 'insert or delete', 'volunteer_planning_on_edition_row'));
    this.addSql(
      deferred(
        'volunteer_planning_updated',
        'edition_volunteer_settings',
        'update',
        'volunteer_planning_on_edition_row',
        `old.volunteers_setup_start_date is distinct from new.volunteers_setup_start_date or old.volunteers_teardown_end_date is distinct from new.volunteers_teardown_end_date
          or old.min_rest_minutes is distinct from new.min_rest_minutes or old.max_day_minutes is distinct from new.max_day_minutes or old.edition_id is distinct from new.edition_id`,
      ),
    );
    this.addSql(
      deferred('volunteer_planning_renamed', 'users', 'update', 'volunteer_planning_on_user', 'old.pseudo is distinct from new.pseudo or old.prenom is distinct from new.prenom or old.nom is distinct from new.nom'),
    );
    for (const table of ['volunteer_teams', 'volunteer_time_slots', 'volunteer_assignments', 'application_team_assignments', 'edition_volunteer_applications', 'edition_volunteer_settings']) {
      this.addSql(`create trigger "volunteer_planning_truncated" after truncate on "${table}" for each statement execute function volunteer_planning_on_truncate();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['volunteer_teams', 'volunteer_time_slots', 'volunteer_assignments', 'application_team_assignments', 'edition_volunteer_applications', 'edition_volunteer_settings']) {
      this.addSql(`drop trigger if exists "volunteer_planning_truncated" on "${table}";`);
      this.addSql(`drop trigger if exists "volunteer_planning_changed" on "${table}";`);
      this.addSql(`drop trigger if exists "volunteer_planning_updated" on "${table}";`);
    }
    this.addSql(`drop trigger if exists "volunteer_planning_moved" on "volunteer_assignments";`);
    this.addSql(`drop trigger if exists "volunteer_planning_renamed" on "users";`);
    for (const fn of ['volunteer_planning_on_truncate', 'volunteer_planning_on_user', 'volunteer_planning_on_membership', 'volunteer_planning_on_assignment', 'volunteer_planning_on_edition_row']) {
      this.addSql(`drop function if exists "${fn}"();`);
    }
    this.addSql(`drop function if exists "volunteer_planning_bump"(int[]);`);
    this.addSql(`drop table if exists "volunteer_planning_versions";`);
  }
}
