import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, query, repeated } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import { AVAILABILITIES, type ApplicationFilterQuery, type ApplicationListQuery, type ApplicationSort } from './applications.dto';
import type { TeamScope } from './volunteer-scope';
import { ApplicationStatus } from './volunteer-fields';
import { VolunteerApplication } from './volunteer.entity';

type Row = Record<string, unknown>;


const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER: Record<ApplicationSort, string> = {
  addedAt: 'a.added_at',
  name: 'lower(u.nom) {dir}, lower(u.prenom) {dir}, lower(u.pseudo)',
  status: 'a.status',
  arrival: 'a.arrival_date_time',
};

/** Columns of a list item, under the names toApplicationItem reads. */
const ITEM_COLUMNS = `a.id, a.status, a.source, a.added_at as "addedAt", a.decided_at as "decidedAt",
  a.setup_availability as "setupAvailability", a.event_availability as "eventAvailability", a.teardown_availability as "teardownAvailability",
  a.arrival_date_time as "arrivalDateTime", a.departure_date_time as "departureDateTime",
  a.dietary_preference as "dietaryPreference", a.allergy_severity as "allergySeverity",
  u.id as "userId", u.pseudo, u.nom, u.prenom, u.email, u.phone`;

/** Every answer column, under its field name (export). */
const ANSWER_COLUMNS = `a.motivation, a.allergies, a.time_preferences as "timePreferences", a.team_preferences as "teamPreferences",
  a.has_pets as "hasPets", a.pets_details as "petsDetails", a.has_minors as "hasMinors", a.minors_details as "minorsDetails",
  a.has_vehicle as "hasVehicle", a.vehicle_details as "vehicleDetails", a.companion_name as "companionName", a.avoid_list as "avoidList",
  a.skills, a.has_experience as "hasExperience", a.experience_details as "experienceDetails",
  a.emergency_contact_name as "emergencyContactName", a.emergency_contact_phone as "emergencyContactPhone",
  a.acceptance_note as "acceptanceNote", a.user_snapshot_phone as "userSnapshotPhone", a.qr_token as "qrToken"`;

/** The applications the filters keep (ApplicationFilterQuery, a leader's scope), each filter a part. */
const FILTER = 'a.edition_id = :editionId {{scope}} {{status}} {{team}} {{availability}} {{diet}} {{allergy}} {{words}}';
const FILTER_PARTS = {
  scope: 'and exists (select 1 from application_team_assignments s where s.application_id = a.id and s.team_id = any(:scopeTeamIds::int[]))',
  status: 'and a.status = :status',
  team: 'and exists (select 1 from application_team_assignments m where m.application_id = a.id and m.team_id = :teamId)',
  availability: Object.fromEntries(AVAILABILITIES.map((a) => [a, `and a.${a}_availability`])),
  diet: 'and a.dietary_preference = :dietaryPreference',
  allergy: 'and a.allergy_severity = :allergySeverity',
  words: repeated("and (u.pseudo ilike :word escape '\\' or u.nom ilike :word escape '\\' or u.prenom ilike :word escape '\\' or u.email ilike :word escape '\\' or a.skills ilike :word escape '\\')", ' '),
};

/** The parameters and parts of the filters (the status only `withStatus`). */
function filterOf(editionId: number, filters: ApplicationFilterQuery, scope: TeamScope, withStatus: boolean) {
  const words = (filters.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8).map(likePattern);
  const status = withStatus && !!filters.status;
  return {
    params: {
      editionId,
      ...(scope.all ? {} : { scopeTeamIds: intArray(scope.teamIds) }),
      ...(status ? { status: filters.status } : {}),
      ...(filters.teamId ? { teamId: filters.teamId } : {}),
      ...(filters.dietaryPreference ? { dietaryPreference: filters.dietaryPreference } : {}),
      ...(filters.allergySeverity ? { allergySeverity: filters.allergySeverity } : {}),
      ...(words.length ? { word: words } : {}),
    },
    parts: {
      scope: !scope.all,
      status,
      team: !!filters.teamId,
      availability: filters.availability ?? null,
      diet: !!filters.dietaryPreference,
      allergy: !!filters.allergySeverity,
      words: words.length,
    },
  };
}

/** The list's orders: a variant per sort and direction (`name.asc`). */
const ORDERS = Object.fromEntries(
  (Object.keys(ORDER) as ApplicationSort[]).flatMap((sort) =>
    (['asc', 'desc'] as const).map((dir) => [`${sort}.${dir}`, `${ORDER[sort].replace(/\{dir\}/g, dir)} ${dir} nulls last, a.id ${dir}`]),
  ),
);

const IN_TEAMS = defineSql('ApplicationsRepository.inTeams', 'select 1 from application_team_assignments where application_id = :applicationId and team_id = any(:teamIds::int[]) limit 1');

const COUNTS_BY_STATUS = defineSql<{ status: ApplicationStatus; count: string }>(
  'ApplicationsRepository.countsByStatus',
  `select a.status, count(*) as count from edition_volunteer_applications a join users u on u.id = a.user_id where ${FILTER} group by a.status`,
  { parts: FILTER_PARTS },
);

const PAGE = defineSql<Row>(
  'ApplicationsRepository.page',
  `select ${ITEM_COLUMNS} from edition_volunteer_applications a join users u on u.id = a.user_id where ${FILTER} order by {{order}} limit :limit offset :offset`,
  { parts: { ...FILTER_PARTS, order: ORDERS } },
);

const ALL = defineSql<Row>(
  'ApplicationsRepository.all',
  `select ${ITEM_COLUMNS}, ${ANSWER_COLUMNS} from edition_volunteer_applications a join users u on u.id = a.user_id where ${FILTER} order by lower(u.nom), lower(u.prenom), a.id`,
  { parts: FILTER_PARTS },
);

const TEAMS_OF = defineSql<{ applicationId: number; id: number; name: string; color: string; isLeader: boolean }>(
  'ApplicationsRepository.teamsOf',
  `select ata.application_id as "applicationId", t.id, t.name, t.color, ata.is_leader as "isLeader"
     from application_team_assignments ata join volunteer_teams t on t.id = ata.team_id
    where ata.application_id = any(:applicationIds::int[]) order by lower(t.name), t.id`,
);

const SLOTS_OF = defineSql<{ userId: number; id: number; title: string; teamId: number; teamName: string; startDateTime: Date; endDateTime: Date }>(
  'ApplicationsRepository.slotsOf',
  `select va.user_id as "userId", s.id, s.title, s.team_id as "teamId", t.name as "teamName", s.start_date_time as "startDateTime", s.end_date_time as "endDateTime"
     from volunteer_assignments va join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
    where s.edition_id = :editionId and va.user_id = any(:userIds::int[]) order by s.start_date_time, s.id`,
);

const TEAM_NAMES = defineSql<{ id: number; name: string }>('ApplicationsRepository.teamNames', 'select id, name from volunteer_teams where edition_id = :editionId');

const REMOVE_TEAMS = defineSql('ApplicationsRepository.removeTeams', 'delete from application_team_assignments where application_id = :applicationId');
const REMOVE_SLOTS = defineSql(
  'ApplicationsRepository.removeSlots',
  'delete from volunteer_assignments where user_id = :userId and time_slot_id in (select id from volunteer_time_slots where edition_id = :editionId)',
);

const LOCK_TEAMS = defineSql<{ id: number; name: string; maxVolunteers: number | null }>(
  'ApplicationsRepository.lockTeams',
  'select id, name, max_volunteers as "maxVolunteers" from volunteer_teams where edition_id = :editionId and id = any(:teamIds::int[]) order by id for update',
);

const MEMBER_COUNTS = defineSql<{ teamId: number; count: string }>(
  'ApplicationsRepository.memberCounts',
  'select team_id as "teamId", count(*) as count from application_team_assignments where application_id <> :exceptApplicationId and team_id = any(:teamIds::int[]) group by team_id',
);

const MEMBERSHIPS = defineSql<{ teamId: number; isLeader: boolean }>(
  'ApplicationsRepository.memberships',
  'select team_id as "teamId", is_leader as "isLeader" from application_team_assignments where application_id = :applicationId',
);

const DROP_MEMBERSHIPS = defineSql(
  'ApplicationsRepository.dropMemberships',
  'delete from application_team_assignments where application_id = :applicationId and not (team_id = any(:teamIds::int[]))',
);
const UPSERT_MEMBERSHIPS = defineSql(
  'ApplicationsRepository.upsertMemberships',
  `insert into application_team_assignments (application_id, team_id, is_leader) values {{rows}}
   on conflict (application_id, team_id) do update set is_leader = excluded.is_leader`,
  { parts: { rows: repeated('(:applicationId, :teamId, :isLeader)', ', ') } },
);

/** The queries of the applications feature: the list and its filters, the detail, decisions and teams. */
@Injectable()
export class ApplicationsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction (the ORM's and the statements below alike); flushes at its end. */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  /** A new application, saved with the next flush. */
  create(fields: Record<string, unknown> & { edition: number; user: number }): VolunteerApplication {
    return this.em.create(VolunteerApplication, fields as never);
  }

  remove(application: VolunteerApplication): void {
    this.em.remove(application);
  }

  /** One application of the edition, with its user and who added it. */
  one(editionId: number, id: number): Promise<VolunteerApplication | null> {
    return this.em.findOne(VolunteerApplication, { id, edition: editionId }, { populate: ['user', 'addedBy'] });
  }

  /** One application of the edition, locked until the transaction ends (decisions and teams are serialised per application). */
  locked(editionId: number, id: number): Promise<VolunteerApplication | null> {
    return this.em.findOne(VolunteerApplication, { id, edition: editionId }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['user'] });
  }

  /** Whether the application belongs to a member of one of these teams (a leader's scope). */
  async inTeams(applicationId: number, teamIds: readonly number[]): Promise<boolean> {
    const rows = await query(this.em, IN_TEAMS, { applicationId, teamIds: intArray(teamIds) });
    return rows.length > 0;
  }

  /** How many applications per status match the filters (all but the status filter). */
  async countsByStatus(editionId: number, filters: ApplicationFilterQuery, scope: TeamScope): Promise<Record<ApplicationStatus, number>> {
    const w = filterOf(editionId, filters, scope, false);
    const rows = await query(this.em, COUNTS_BY_STATUS, w.params, w.parts);
    const counts = { PENDING: 0, ACCEPTED: 0, REJECTED: 0 };
    for (const r of rows) counts[r.status] = Number(r.count);
    return counts;
  }

  /** One page of the list, sorted. */
  page(editionId: number, list: ApplicationListQuery, scope: TeamScope): Promise<Row[]> {
    const w = filterOf(editionId, list, scope, true);
    const order = `${list.sort}.${list.order === 'asc' ? 'asc' : 'desc'}`;
    return query(this.em, PAGE, { ...w.params, limit: list.pageSize, offset: (list.page - 1) * list.pageSize }, { ...w.parts, order });
  }

  /** Every matching application with all its answers, by name (export, e-mail list). */
  all(editionId: number, filters: ApplicationFilterQuery, scope: TeamScope): Promise<Row[]> {
    const w = filterOf(editionId, filters, scope, true);
    return query(this.em, ALL, w.params, w.parts);
  }

  /** The teams of these applications, by team name. */
  teamsOf(applicationIds: readonly number[]): Promise<{ applicationId: number; id: number; name: string; color: string; isLeader: boolean }[]> {
    if (!applicationIds.length) return Promise.resolve([]);
    return query(this.em, TEAMS_OF, { applicationIds: intArray(applicationIds) });
  }

  /** The slots of these users on the edition's teams, in time order. */
  slotsOf(editionId: number, userIds: readonly number[]): Promise<{ userId: number; id: number; title: string; teamId: number; teamName: string; startDateTime: Date; endDateTime: Date }[]> {
    if (!userIds.length) return Promise.resolve([]);
    return query(this.em, SLOTS_OF, { editionId, userIds: intArray(userIds) });
  }

  /** The names of the edition's teams by id (team preferences in the export). */
  async teamNames(editionId: number): Promise<Map<number, string>> {
    const rows = await query(this.em, TEAM_NAMES, { editionId });
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Takes a volunteer out of their teams and their slots on the edition's teams (the slots' counts follow by trigger). */
  async removeTeamsAndSlots(editionId: number, applicationId: number, userId: number): Promise<void> {
    await query(this.em, REMOVE_TEAMS, { applicationId });
    await query(this.em, REMOVE_SLOTS, { userId, editionId });
  }

  /** The edition's teams among these ids, locked until the transaction ends (so a team's member count cannot change under us). */
  lockTeams(editionId: number, teamIds: readonly number[]): Promise<{ id: number; name: string; maxVolunteers: number | null }[]> {
    if (!teamIds.length) return Promise.resolve([]);
    return query(this.em, LOCK_TEAMS, { editionId, teamIds: intArray(teamIds) });
  }

  /** Members per team among these teams, leaving one application out. */
  async memberCounts(teamIds: readonly number[], exceptApplicationId: number): Promise<Map<number, number>> {
    if (!teamIds.length) return new Map();
    const rows = await query(this.em, MEMBER_COUNTS, { exceptApplicationId, teamIds: intArray(teamIds) });
    return new Map(rows.map((r) => [r.teamId, Number(r.count)]));
  }

  /** The application's memberships. */
  memberships(applicationId: number): Promise<{ teamId: number; isLeader: boolean }[]> {
    return query(this.em, MEMBERSHIPS, { applicationId });
  }

  /** Replaces the application's memberships by these. */
  async replaceMemberships(applicationId: number, teams: readonly { teamId: number; isLeader: boolean }[]): Promise<void> {
    await query(this.em, DROP_MEMBERSHIPS, { applicationId, teamIds: intArray(teams.map((t) => t.teamId)) });
    if (!teams.length) return;
    await query(
      this.em,
      UPSERT_MEMBERSHIPS,
      { applicationId: teams.map(() => applicationId), teamId: teams.map((t) => t.teamId), isLeader: teams.map((t) => t.isLeader) },
      { rows: teams.length },
    );
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
