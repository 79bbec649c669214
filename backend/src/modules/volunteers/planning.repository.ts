import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { newSecret } from '../../core/crypto/new-secret';
import { defineSql, query, repeated } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import type { BoardSlotRow, MyApplicationRow, MySlotRow, MyTeamRow, PersonRow, PersonSlotRow, SlotRow, TeamCountsRow, VolunteerRow } from './planning.dto';
import { ApplicationStatus } from './volunteer-fields';
import { VolunteerTeam, VolunteerTimeSlot } from './volunteer.entity';

const ACCEPTED = ApplicationStatus.ACCEPTED;

/** The columns read as moments: the driver hands timestamptz over as text ('2030-05-15 10:00:00+00'). */
const MOMENTS = ['start', 'end', 'startDateTime', 'endDateTime', 'arrival', 'departure'];

export interface ExportRow {
  teamName: string;
  title: string;
  start: Date;
  end: Date;
  userId: number | null;
  pseudo: string | null;
  prenom: string | null;
  nom: string | null;
  phone: string | null;
}

export interface CalendarRow {
  assignmentId: number;
  title: string;
  description: string | null;
  teamName: string;
  start: Date;
  end: Date;
}

export interface CalendarOwnerRow {
  editionId: number;
  userId: number;
  editionName: string;
  location: string | null;
}

export interface DueReminderRow {
  assignmentId: number;
  userId: number;
  slotId: number;
  title: string;
  teamName: string;
  editionId: number;
  editionName: string;
}

/** The error PostgreSQL raises when a slot would get more people than it needs (trigger of the volunteers migration). */
export function isSlotFull(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23514' && e.constraint === 'volunteer_time_slot_full';
}

/** The error of a slot's needed count set under its assigned count (check constraint). */
export function isBelowAssigned(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23514' && e.constraint === 'volunteer_time_slots_count_check';
}

/** The error of a person assigned twice to one slot. */
export function isAlreadyAssigned(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === 'volunteer_assignments_time_slot_id_user_id_unique';
}

const SLOT_SELECT = `s.id, s.team_id as "teamId", s.title, s.description, s.start_date_time as "startDateTime",
  s.end_date_time as "endDateTime", s.max_volunteers as "maxVolunteers", s.assigned_volunteers as "assignedVolunteers"`;
const MY_SLOT_SELECT = `s.id, s.edition_id as "editionId", s.title, s.description, s.team_id as "teamId", t.name as "teamName",
  t.color as "teamColor", s.start_date_time as "start", s.end_date_time as "end", s.max_volunteers as needed, s.assigned_volunteers as assigned`;
const PERSON_SLOT_SELECT = `s.id, s.title, t.name as "teamName", s.start_date_time as "start", s.end_date_time as "end"`;

const LOCK_APPLICATION = defineSql<{ status: ApplicationStatus }>(
  'PlanningTransaction.lockApplication',
  'select status from edition_volunteer_applications where edition_id = :editionId and user_id = :userId for update',
  { moments: MOMENTS },
);

const LOCK_APPLICATIONS = defineSql(
  'PlanningTransaction.lockApplications',
  'select id from edition_volunteer_applications where edition_id = :editionId and user_id = any(:userIds::int[]) order by id for update',
  { moments: MOMENTS },
);

const LOCK_SLOT = defineSql<(PersonSlotRow & { teamId: number })>(
  'PlanningTransaction.lockSlot',
  `select ${PERSON_SLOT_SELECT}, s.team_id as "teamId" from volunteer_time_slots s join volunteer_teams t on t.id = s.team_id
      where s.id = :slotId and s.edition_id = :editionId for update of s`,
  { moments: MOMENTS },
);

const PERSON_SLOTS = defineSql<PersonSlotRow>(
  'PlanningTransaction.personSlots',
  `select ${PERSON_SLOT_SELECT} from volunteer_assignments va
      join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
      where va.user_id = :userId and s.edition_id = :editionId order by s.start_date_time, s.id`,
  { moments: MOMENTS },
);

const ASSIGNEES_OF = defineSql<{ user_id: number }>(
  'PlanningTransaction.assigneesOf',
  'select user_id from volunteer_assignments where time_slot_id = :slotId order by user_id',
  { moments: MOMENTS },
);

const FIRST_OVERLAP_OF = defineSql<(PersonSlotRow & { userId: number })>(
  'PlanningTransaction.firstOverlapOf',
  `select ${PERSON_SLOT_SELECT}, va.user_id as "userId" from volunteer_assignments va
      join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
      where s.edition_id = :editionId and va.user_id = any(:userIds::int[]) and s.id <> :slotId and s.start_date_time < :end and s.end_date_time > :start
      order by s.start_date_time, s.id limit 1`,
  { moments: MOMENTS },
);

const INSERT_ASSIGNMENT = defineSql<{ id: number }>(
  'PlanningTransaction.insertAssignment',
  'insert into volunteer_assignments (time_slot_id, user_id, assigned_by_id) values (:slotId, :userId, :assignedById) returning id',
  { moments: MOMENTS },
);

const DELETE_ASSIGNMENT = defineSql<{ id: number }>(
  'PlanningTransaction.deleteAssignment',
  'delete from volunteer_assignments where time_slot_id = :slotId and user_id = :userId returning id',
  { moments: MOMENTS },
);

const UPDATE_SLOT = defineSql(
  'PlanningTransaction.updateSlot',
  `update volunteer_time_slots set team_id = :teamId, title = :title, description = :description, start_date_time = :start, end_date_time = :end, max_volunteers = :maxVolunteers where id = :slotId`,
  { moments: MOMENTS },
);

/**
 * The queries of a transaction that changes who is on which slot. Rows are locked in one order
 * everywhere (the people's applications, then the slot) so that concurrent changes wait for each
 * other instead of deadlocking.
 */
export class PlanningTransaction {
  constructor(private readonly em: EntityManager) {}

  /** Locks the person's application to the edition; answers its status (null: none). */
  async lockApplication(editionId: number, userId: number): Promise<ApplicationStatus | null> {
    const [row] = await query(this.em, LOCK_APPLICATION, { editionId, userId });
    return row?.status ?? null;
  }

  /** Locks these people's applications to the edition, in id order. */
  async lockApplications(editionId: number, userIds: readonly number[]): Promise<void> {
    if (!userIds.length) return;
    await query(this.em, LOCK_APPLICATIONS, { editionId, userIds: intArray(userIds) });
  }

  /** Locks the slot; answers it as it is now (after any change committed meanwhile). */
  async lockSlot(editionId: number, slotId: number): Promise<PersonSlotRow & { teamId: number } | null> {
    const [row] = await query(this.em, LOCK_SLOT, { slotId, editionId });
    return row ?? null;
  }

  /** The person's slots in the edition. */
  personSlots(editionId: number, userId: number): Promise<PersonSlotRow[]> {
    return query(this.em, PERSON_SLOTS, { userId, editionId });
  }

  /** Who is on the slot. */
  async assigneesOf(slotId: number): Promise<number[]> {
    const rows = await query(this.em, ASSIGNEES_OF, { slotId });
    return rows.map((r) => r.user_id);
  }

  /**
   * The first slot of one of these people, other than `slotId`, overlapping [start, end): for a
   * change of a slot's times.
   */
  async firstOverlapOf(editionId: number, userIds: readonly number[], slotId: number, start: Date, end: Date): Promise<(PersonSlotRow & { userId: number }) | null> {
    if (!userIds.length) return null;
    const [row] = await query(this.em, FIRST_OVERLAP_OF, { editionId, userIds: intArray(userIds), slotId, end, start });
    return row ?? null;
  }

  /** Puts the person on the slot; the database refuses it beyond the needed count (see isSlotFull). */
  async insertAssignment(slotId: number, userId: number, assignedById: number | null): Promise<number> {
    const [row] = await query(this.em, INSERT_ASSIGNMENT, { slotId, userId, assignedById });
    return row!.id;
  }

  async deleteAssignment(slotId: number, userId: number): Promise<boolean> {
    const rows = await query(this.em, DELETE_ASSIGNMENT, { slotId, userId });
    return rows.length > 0;
  }

  /** Writes a slot's fields (times, count, team…). */
  async updateSlot(slotId: number, fields: { teamId: number; title: string; description: string | null; start: Date; end: Date; maxVolunteers: number }): Promise<void> {
    await query(this.em, UPDATE_SLOT, {
      teamId: fields.teamId,
      title: fields.title,
      description: fields.description,
      start: fields.start,
      end: fields.end,
      maxVolunteers: fields.maxVolunteers,
      slotId,
    });
  }
}

const TEAMS_WITH_COUNTS = defineSql<TeamCountsRow>(
  'PlanningRepository.teamsWithCounts',
  `select t.id, t.name, t.description, t.color, t.max_volunteers as "maxVolunteers", t.is_required as "isRequired",
            t.is_access_control_team as "isAccessControlTeam", t.is_meal_validation_team as "isMealValidationTeam",
            t.is_visible_to_volunteers as "isVisibleToVolunteers",
            coalesce(c.members, 0)::int as "memberCount", coalesce(c.leaders, 0)::int as "leaderCount"
       from volunteer_teams t
       left join (
         select ata.team_id, count(*) as members, count(*) filter (where ata.is_leader) as leaders
           from application_team_assignments ata
           join edition_volunteer_applications a on a.id = ata.application_id
          where a.edition_id = :editionId and a.status = :accepted
          group by ata.team_id
       ) c on c.team_id = t.id
      where t.edition_id = :editionId
      order by t.name, t.id`,
  { moments: MOMENTS },
);

const SLOT = defineSql<SlotRow>(
  'PlanningRepository.slot',
  `select ${SLOT_SELECT} from volunteer_time_slots s where s.id = :slotId and s.edition_id = :editionId`,
  { moments: MOMENTS },
);

const BOARD_VERSION = defineSql<{ version: string }>(
  'PlanningRepository.boardVersion',
  'select coalesce((select version from volunteer_planning_versions where edition_id = :editionId), 0) as version',
  { moments: MOMENTS },
);

const SLOT_DAYS = defineSql<{ day: string }>(
  'PlanningRepository.slotDays',
  `select distinct to_char(start_date_time at time zone :timeZone, 'YYYY-MM-DD') as day from volunteer_time_slots where edition_id = :editionId order by 1`,
  { moments: MOMENTS },
);

const PEOPLE = defineSql<PersonRow>(
  'PlanningRepository.people',
  'select id, pseudo, prenom, nom from users where id = any(:userIds::int[]) order by pseudo, id',
  { moments: MOMENTS },
);

const OVERLAPPING = defineSql<PersonSlotRow & { userId: number }>(
  'PlanningRepository.overlapping',
  `select ${PERSON_SLOT_SELECT}, va.user_id as "userId" from volunteer_assignments va
       join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
      where s.edition_id = :editionId and s.id <> :slotId and s.start_date_time < :end and s.end_date_time > :start
      order by s.start_date_time, s.id`,
  { moments: MOMENTS },
);

const ASSIGNEES_OF_2 = defineSql<{ user_id: number }>(
  'PlanningRepository.assigneesOf',
  'select user_id from volunteer_assignments where time_slot_id = :slotId',
  { moments: MOMENTS },
);

const MY_APPLICATIONS = defineSql<MyApplicationRow>(
  'PlanningRepository.myApplications',
  `select a.id, a.status, a.qr_token as "qrToken", a.calendar_token as "calendarToken", e.id as "editionId", e.name,
            to_char(e.start_date, 'YYYY-MM-DD') as "startDate", to_char(e.end_date, 'YYYY-MM-DD') as "endDate",
            e.image_url as "imageUrl", e.city, e.time_zone as "timeZone", c.name as "conventionName", coalesce(vs.self_sign_up, false) as "selfSignUp"
       from edition_volunteer_applications a
       join editions e on e.id = a.edition_id
       join conventions c on c.id = e.convention_id
       left join edition_volunteer_settings vs on vs.edition_id = e.id
      where a.user_id = :userId
      order by e.start_date desc, a.id desc`,
  { moments: MOMENTS },
);

const MY_TEAMS = defineSql<MyTeamRow>(
  'PlanningRepository.myTeams',
  `select ata.application_id as "applicationId", t.id, t.name, t.color, ata.is_leader as "isLeader"
       from application_team_assignments ata join volunteer_teams t on t.id = ata.team_id
      where ata.application_id = any(:applicationIds::int[]) order by t.name, t.id`,
  { moments: MOMENTS },
);

const MY_SLOTS = defineSql<MySlotRow>(
  'PlanningRepository.mySlots',
  `select ${MY_SLOT_SELECT} from volunteer_assignments va
       join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
      where va.user_id = :userId order by s.start_date_time, s.id`,
  { moments: MOMENTS },
);

const FREE_SLOTS = defineSql<MySlotRow>(
  'PlanningRepository.freeSlots',
  `select ${MY_SLOT_SELECT} from volunteer_time_slots s join volunteer_teams t on t.id = s.team_id
      where s.edition_id = any(:editionIds::int[]) and t.is_visible_to_volunteers and s.assigned_volunteers < s.max_volunteers and s.start_date_time > now()
        and not exists (select 1 from volunteer_assignments va where va.time_slot_id = s.id and va.user_id = :userId)
      order by s.start_date_time, s.id limit 1000`,
  { moments: MOMENTS },
);

const SLOT_FOR_SELF = defineSql<{ teamVisible: boolean; start: Date }>(
  'PlanningRepository.slotForSelf',
  `select t.is_visible_to_volunteers as "teamVisible", s.start_date_time as "start" from volunteer_time_slots s join volunteer_teams t on t.id = s.team_id
      where s.id = :slotId and s.edition_id = :editionId`,
  { moments: MOMENTS },
);

const RENEW_CALENDAR_TOKEN = defineSql<{ token: string }>(
  'PlanningRepository.renewCalendarToken',
  'update edition_volunteer_applications set calendar_token = :token where edition_id = :editionId and user_id = :userId returning calendar_token as token',
  { moments: MOMENTS },
);

const CALENDAR_OWNER = defineSql<CalendarOwnerRow>(
  'PlanningRepository.calendarOwner',
  `select a.edition_id as "editionId", a.user_id as "userId", e.name as "editionName",
            nullif(concat_ws(', ', nullif(e.address_line1, ''), nullif(e.address_line2, ''), nullif(concat_ws(' ', nullif(e.postal_code, ''), nullif(e.city, '')), ''), nullif(e.country, '')), '') as location
       from edition_volunteer_applications a join editions e on e.id = a.edition_id
      where a.calendar_token = :token`,
  { moments: MOMENTS },
);

const CALENDAR_SLOTS = defineSql<CalendarRow>(
  'PlanningRepository.calendarSlots',
  `select va.id as "assignmentId", s.title, s.description, t.name as "teamName", s.start_date_time as "start", s.end_date_time as "end"
       from volunteer_assignments va join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
      where va.user_id = :userId and s.edition_id = :editionId order by s.start_date_time, s.id`,
  { moments: MOMENTS },
);

const SLOT_LABELS = defineSql<{ title: string; teamName: string; editionName: string }>(
  'PlanningRepository.slotLabels',
  `select s.title, t.name as "teamName", e.name as "editionName" from volunteer_time_slots s
       join volunteer_teams t on t.id = s.team_id join editions e on e.id = s.edition_id where s.id = :slotId`,
  { moments: MOMENTS },
);

const CLAIM_DUE_REMINDERS = defineSql<DueReminderRow>(
  'PlanningRepository.claimDueReminders',
  `with due as (
       update volunteer_assignments va set reminded_at = now()
         from volunteer_time_slots s
        where s.id = va.time_slot_id and va.reminded_at is null
          and s.start_date_time > now() and s.start_date_time <= now() + make_interval(mins => :minutes)
        returning va.id, va.user_id, s.id as slot_id, s.title, s.team_id, s.edition_id
     )
     select due.id as "assignmentId", due.user_id as "userId", due.slot_id as "slotId", due.title, t.name as "teamName",
            due.edition_id as "editionId", e.name as "editionName"
       from due join volunteer_teams t on t.id = due.team_id join editions e on e.id = due.edition_id
      order by due.edition_id, due.id`,
  { moments: MOMENTS },
);

const RELEASE_REMINDERS = defineSql(
  'PlanningRepository.releaseReminders',
  'update volunteer_assignments set reminded_at = null where id = any(:assignmentIds::int[])',
  { moments: MOMENTS },
);

const SLOTS = defineSql<SlotRow>(
  'PlanningRepository.slots',
  `select ${SLOT_SELECT} from volunteer_time_slots s where s.edition_id = :editionId {{teams}} {{range}} order by s.start_date_time, s.id`,
  { parts: { teams: 'and s.team_id = any(:teamIds::int[])', range: 'and s.start_date_time >= :from and s.start_date_time < :to' }, moments: MOMENTS },
);

/** New slots in one statement, a row of values per slot. */
const INSERT_SLOTS = defineSql<SlotRow>(
  'PlanningRepository.insertSlots',
  `insert into volunteer_time_slots as s (edition_id, team_id, title, description, start_date_time, end_date_time, max_volunteers)
    values {{rows}} returning ${SLOT_SELECT}`,
  { parts: { rows: repeated('(:editionId, :teamId, :title, :description, :start, :end, :maxVolunteers)', ', ') }, moments: MOMENTS },
);

const BOARD_SLOTS = defineSql<BoardSlotRow>(
  'PlanningRepository.boardSlots',
  `select ${SLOT_SELECT},
          coalesce((select array_agg(va.user_id order by va.id) from volunteer_assignments va where va.time_slot_id = s.id), '{}') as assignees
     from volunteer_time_slots s where s.edition_id = :editionId and s.team_id = any(:teamIds::int[]) {{range}} order by s.start_date_time, s.id`,
  { parts: { range: 'and s.start_date_time >= :from and s.start_date_time < :to' }, moments: MOMENTS },
);

/**
 * The accepted volunteers of an edition, by pseudo: their names, team ids and load (minutes of
 * slots), and the `{{answers}}` columns of their application (`a`): one query.
 */
const ACCEPTED_VOLUNTEERS = defineSql<VolunteerRow>(
  'PlanningRepository.acceptedVolunteers',
  `select a.user_id as "userId", u.pseudo, u.prenom, u.nom, {{answers}},
          coalesce(m.team_ids, '{}') as "teamIds", coalesce(l.minutes, 0)::int as "loadMinutes"
     from edition_volunteer_applications a
     join users u on u.id = a.user_id
     left join (select ata.application_id, array_agg(ata.team_id order by ata.team_id) as team_ids from application_team_assignments ata
                  join edition_volunteer_applications x on x.id = ata.application_id where x.edition_id = :editionId group by ata.application_id) m
       on m.application_id = a.id
     left join (
       select va.user_id, round(sum(extract(epoch from s.end_date_time - s.start_date_time)) / 60) as minutes
         from volunteer_assignments va join volunteer_time_slots s on s.id = va.time_slot_id
        where s.edition_id = :editionId group by va.user_id
     ) l on l.user_id = a.user_id
    where a.edition_id = :editionId and a.status = :accepted
    order by u.pseudo, a.user_id`,
  {
    parts: {
      answers: {
        all: `a.setup_availability as setup, a.event_availability as event, a.teardown_availability as teardown,
              a.arrival_date_time as arrival, a.departure_date_time as departure,
              a.time_preferences as "timePreferences", a.team_preferences as "teamPreferences"`,
        board: 'a.team_preferences as "teamPreferences"',
      },
    },
    moments: MOMENTS,
  },
);

const EXPORT_ROWS = defineSql<ExportRow>(
  'PlanningRepository.exportRows',
  `select t.name as "teamName", s.title, s.start_date_time as "start", s.end_date_time as "end",
          u.id as "userId", u.pseudo, u.prenom, u.nom, u.phone
     from volunteer_time_slots s
     join volunteer_teams t on t.id = s.team_id
     left join volunteer_assignments va on va.time_slot_id = s.id
     left join users u on u.id = va.user_id
    where s.edition_id = :editionId and s.team_id = any(:teamIds::int[]) {{by}}`,
  { parts: { by: { team: 'order by t.name, t.id, s.start_date_time, s.id, u.pseudo', person: 'and u.id is not null order by u.pseudo nulls last, u.id, s.start_date_time, s.id' } }, moments: MOMENTS },
);

/**
 * Every query of the planning feature: teams with their counts, time slots, assignments (in
 * transactions locking the person's application, see PlanningTransaction), the board's data, the
 * exports, a volunteer's own space and calendar feed, the reminders' claims.
 */
@Injectable()
export class PlanningRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: PlanningTransaction) => Promise<T>): Promise<T> {
    return this.em.transactional(() => work(new PlanningTransaction(this.em)));
  }

  // ── teams ─────────────────────────────────────────────────────────────────────────────────────

  /** The edition's teams by name with their accepted members and leaders counted: one query. */
  teamsWithCounts(editionId: number): Promise<TeamCountsRow[]> {
    return query(this.em, TEAMS_WITH_COUNTS, { editionId, accepted: ACCEPTED });
  }

  team(editionId: number, teamId: number): Promise<VolunteerTeam | null> {
    return this.em.findOne(VolunteerTeam, { id: teamId, edition: editionId });
  }

  createTeam(editionId: number, fields: Pick<VolunteerTeam, 'name'> & Partial<VolunteerTeam>): VolunteerTeam {
    return this.em.create(VolunteerTeam, { ...fields, edition: editionId });
  }

  /** Deletes the team; the database removes its slots (their assignments) and memberships with it. */
  async removeTeam(editionId: number, teamId: number): Promise<void> {
    await this.em.nativeDelete(VolunteerTeam, { id: teamId, edition: editionId });
  }

  // ── slots ─────────────────────────────────────────────────────────────────────────────────────


  /** The edition's slots in time order; `teamIds` null: every team; `from`/`to`: starting in [from, to). */
  slots(editionId: number, filter: { teamIds: readonly number[] | null; from?: Date; to?: Date }): Promise<SlotRow[]> {
    const range = !!(filter.from && filter.to);
    return query(this.em, SLOTS, {
      editionId,
      ...(filter.teamIds ? { teamIds: intArray(filter.teamIds) } : {}),
      ...(range ? { from: filter.from, to: filter.to } : {}),
    }, { teams: !!filter.teamIds, range });
  }

  async slot(editionId: number, slotId: number): Promise<SlotRow | null> {
    const [row] = await query(this.em, SLOT, { slotId, editionId });
    return row ?? null;
  }

  /** New slots, saved in one statement; answers them in the given order. */
  async insertSlots(editionId: number, slots: readonly { teamId: number; title: string; description: string | null; start: Date; end: Date; maxVolunteers: number }[]): Promise<SlotRow[]> {
    if (!slots.length) return [];
    const column = <K extends keyof (typeof slots)[number]>(key: K) => slots.map((slot) => slot[key]);
    return query(this.em, INSERT_SLOTS, {
      editionId: slots.map(() => editionId),
      teamId: column('teamId'),
      title: column('title'),
      description: column('description'),
      start: column('start'),
      end: column('end'),
      maxVolunteers: column('maxVolunteers'),
    }, { rows: slots.length });
  }

  async removeSlot(editionId: number, slotId: number): Promise<void> {
    await this.em.nativeDelete(VolunteerTimeSlot, { id: slotId, edition: editionId });
  }

  // ── the board ─────────────────────────────────────────────────────────────────────────────────
  // What the board reads is watched by the triggers of migration volunteer_planning_versions: a
  // table or column it comes to read joins them there.

  /** The version of the edition's board: moved by every committed change the board shows (0 before any). */
  async boardVersion(editionId: number): Promise<number> {
    const [row] = await query(this.em, BOARD_VERSION, { editionId });
    return Number(row!.version);
  }

  /** The slots of these teams (starting in [from, to) when given) with who is on each: one query. */
  boardSlots(editionId: number, teamIds: readonly number[], range: { from: Date; to: Date } | null): Promise<BoardSlotRow[]> {
    return query(this.em, BOARD_SLOTS, { editionId, teamIds: intArray(teamIds), ...(range ? { from: range.from, to: range.to } : {}) }, { range: !!range });
  }

  /** The local days on which the edition has slots (in `timeZone`). */
  async slotDays(editionId: number, timeZone: string): Promise<string[]> {
    const rows = await query(this.em, SLOT_DAYS, { timeZone, editionId });
    return rows.map((r) => r.day);
  }

  /** The accepted volunteers with availability, preferences, teams and load (minutes of slots): one query. */
  volunteers(editionId: number): Promise<VolunteerRow[]> {
    return this.acceptedVolunteers(editionId, 'all');
  }

  /** The accepted volunteers as the board lists them: names, teams, preferences, load: one query. */
  boardVolunteers(editionId: number): Promise<Pick<VolunteerRow, 'userId' | 'pseudo' | 'prenom' | 'nom' | 'teamPreferences' | 'teamIds' | 'loadMinutes'>[]> {
    return this.acceptedVolunteers(editionId, 'board');
  }

  /** The accepted volunteers of an edition with all their answers, or those the board shows. */
  private acceptedVolunteers(editionId: number, answers: 'all' | 'board'): Promise<VolunteerRow[]> {
    return query(this.em, ACCEPTED_VOLUNTEERS, { editionId, accepted: ACCEPTED }, { answers });
  }

  /** Names of these users. */
  people(userIds: readonly number[]): Promise<PersonRow[]> {
    if (!userIds.length) return Promise.resolve([]);
    return query(this.em, PEOPLE, { userIds: intArray(userIds) });
  }

  /** Every assignment of the edition on a slot other than `slotId` overlapping [start, end), with the person. */
  overlapping(editionId: number, slotId: number, start: Date, end: Date): Promise<(PersonSlotRow & { userId: number })[]> {
    return query(this.em, OVERLAPPING, { editionId, slotId, end, start });
  }

  /** Who is on the slot. */
  async assigneesOf(slotId: number): Promise<number[]> {
    const rows = await query(this.em, ASSIGNEES_OF_2, { slotId });
    return rows.map((r) => r.user_id);
  }

  /** The planning of these teams as rows to export: one per person on a slot, one for a slot nobody is on. */
  exportRows(editionId: number, teamIds: readonly number[], by: 'team' | 'person'): Promise<ExportRow[]> {
    return query(this.em, EXPORT_ROWS, { editionId, teamIds: intArray(teamIds) }, { by });
  }

  // ── a volunteer's own space ───────────────────────────────────────────────────────────────────

  /** The user's applications with their edition, newest edition first. */
  myApplications(userId: number): Promise<MyApplicationRow[]> {
    return query(this.em, MY_APPLICATIONS, { userId });
  }

  myTeams(applicationIds: readonly number[]): Promise<MyTeamRow[]> {
    if (!applicationIds.length) return Promise.resolve([]);
    return query(this.em, MY_TEAMS, { applicationIds: intArray(applicationIds) });
  }


  /** The user's slots, every edition, in time order. */
  mySlots(userId: number): Promise<MySlotRow[]> {
    return query(this.em, MY_SLOTS, { userId });
  }

  /** Slots of visible teams of these editions, not full, not started, the user is not on (at most 500 per edition… in total). */
  freeSlots(editionIds: readonly number[], userId: number): Promise<MySlotRow[]> {
    if (!editionIds.length) return Promise.resolve([]);
    return query(this.em, FREE_SLOTS, { editionIds: intArray(editionIds), userId });
  }

  /** The slot with its team's visibility, for self sign-up. */
  async slotForSelf(editionId: number, slotId: number): Promise<{ teamVisible: boolean; start: Date } | null> {
    const [row] = await query(this.em, SLOT_FOR_SELF, { slotId, editionId });
    return row ?? null;
  }

  /** Gives the user's application a new calendar secret; answers it (null: no application). */
  async renewCalendarToken(editionId: number, userId: number): Promise<string | null> {
    const [row] = await query(this.em, RENEW_CALENDAR_TOKEN, { token: newSecret(), editionId, userId });
    return row?.token ?? null;
  }

  /** Whose feed a calendar secret opens, with the edition's name and place. */
  async calendarOwner(token: string): Promise<CalendarOwnerRow | null> {
    const [row] = await query(this.em, CALENDAR_OWNER, { token });
    return row ?? null;
  }

  calendarSlots(editionId: number, userId: number): Promise<CalendarRow[]> {
    return query(this.em, CALENDAR_SLOTS, { userId, editionId });
  }

  /** Names for a notification about a slot. */
  async slotLabels(slotId: number): Promise<{ title: string; teamName: string; editionName: string } | null> {
    const [row] = await query(this.em, SLOT_LABELS, { slotId });
    return row ?? null;
  }

  // ── reminders ─────────────────────────────────────────────────────────────────────────────────

  /**
   * Marks, in one statement, the assignments whose slot starts within `minutes` and is not started
   * yet, and that were not reminded; answers them for the notifications to go out. A concurrent run
   * waits on the rows and then finds them reminded: each assignment is claimed once.
   */
  claimDueReminders(minutes: number): Promise<DueReminderRow[]> {
    return query(this.em, CLAIM_DUE_REMINDERS, { minutes });
  }

  /** Gives claims back (their notifications could not be sent): the next run sends them. */
  async releaseReminders(assignmentIds: readonly number[]): Promise<void> {
    if (!assignmentIds.length) return;
    await query(this.em, RELEASE_REMINDERS, { assignmentIds: intArray(assignmentIds) });
  }

  /** Commits the changes made through this repository. */
  flush(): Promise<void> {
    return this.em.flush();
  }
}

