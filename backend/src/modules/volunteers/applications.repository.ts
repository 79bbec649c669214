import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ApplicationFilterQuery, ApplicationListQuery, ApplicationSort } from './applications.dto';
import type { TeamScope } from './volunteer-scope';
import { ApplicationStatus } from './volunteer-fields';
import { VolunteerApplication } from './volunteer.entity';

type Row = Record<string, unknown>;

/** A WHERE clause and its bindings (knex `?` placeholders). */
interface Where {
  sql: string;
  params: unknown[];
}

/** Placeholders for a non-empty list; a list that is empty matches nothing. */
const inList = (column: string, ids: readonly number[], params: unknown[]): string => {
  if (!ids.length) return 'false';
  params.push(...ids);
  return `${column} in (${ids.map(() => '?').join(', ')})`;
};

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

/** The queries of the applications feature: the list and its filters, the detail, decisions and teams. */
@Injectable()
export class ApplicationsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction (the ORM's and the statements below alike); flushes at its end. */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  private run<T = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.execute<T[]>(sql, params);
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
    const params: unknown[] = [applicationId];
    const rows = await this.run(`select 1 from application_team_assignments where application_id = ? and ${inList('team_id', teamIds, params)} limit 1`, params);
    return rows.length > 0;
  }

  private where(editionId: number, filters: ApplicationFilterQuery, scope: TeamScope, withStatus: boolean): Where {
    const params: unknown[] = [editionId];
    const parts = ['a.edition_id = ?'];
    if (!scope.all) parts.push(`exists (select 1 from application_team_assignments s where s.application_id = a.id and ${inList('s.team_id', scope.teamIds, params)})`);
    if (withStatus && filters.status) {
      parts.push('a.status = ?');
      params.push(filters.status);
    }
    if (filters.teamId) {
      parts.push('exists (select 1 from application_team_assignments m where m.application_id = a.id and m.team_id = ?)');
      params.push(filters.teamId);
    }
    if (filters.availability) parts.push(`a.${filters.availability}_availability`);
    if (filters.dietaryPreference) {
      parts.push('a.dietary_preference = ?');
      params.push(filters.dietaryPreference);
    }
    if (filters.allergySeverity) {
      parts.push('a.allergy_severity = ?');
      params.push(filters.allergySeverity);
    }
    for (const word of (filters.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
      parts.push("(u.pseudo ilike ? escape '\\' or u.nom ilike ? escape '\\' or u.prenom ilike ? escape '\\' or u.email ilike ? escape '\\' or a.skills ilike ? escape '\\')");
      params.push(...Array(5).fill(likePattern(word)));
    }
    return { sql: parts.join(' and '), params };
  }

  /** How many applications per status match the filters (all but the status filter). */
  async countsByStatus(editionId: number, filters: ApplicationFilterQuery, scope: TeamScope): Promise<Record<ApplicationStatus, number>> {
    const w = this.where(editionId, filters, scope, false);
    const rows = await this.run<{ status: ApplicationStatus; count: string }>(
      `select a.status, count(*) as count from edition_volunteer_applications a join users u on u.id = a.user_id where ${w.sql} group by a.status`,
      w.params,
    );
    const counts = { PENDING: 0, ACCEPTED: 0, REJECTED: 0 };
    for (const r of rows) counts[r.status] = Number(r.count);
    return counts;
  }

  /** One page of the list, sorted. */
  page(editionId: number, query: ApplicationListQuery, scope: TeamScope): Promise<Row[]> {
    const w = this.where(editionId, query, scope, true);
    const dir = query.order === 'asc' ? 'asc' : 'desc';
    const order = `${ORDER[query.sort].replace(/\{dir\}/g, dir)} ${dir} nulls last, a.id ${dir}`;
    return this.run(
      `select ${ITEM_COLUMNS} from edition_volunteer_applications a join users u on u.id = a.user_id where ${w.sql} order by ${order} limit ? offset ?`,
      [...w.params, query.pageSize, (query.page - 1) * query.pageSize],
    );
  }

  /** Every matching application with all its answers, by name (export, e-mail list). */
  all(editionId: number, filters: ApplicationFilterQuery, scope: TeamScope): Promise<Row[]> {
    const w = this.where(editionId, filters, scope, true);
    return this.run(
      `select ${ITEM_COLUMNS}, ${ANSWER_COLUMNS} from edition_volunteer_applications a join users u on u.id = a.user_id where ${w.sql} order by lower(u.nom), lower(u.prenom), a.id`,
      w.params,
    );
  }

  /** The teams of these applications, by team name. */
  teamsOf(applicationIds: readonly number[]): Promise<{ applicationId: number; id: number; name: string; color: string; isLeader: boolean }[]> {
    if (!applicationIds.length) return Promise.resolve([]);
    const params: unknown[] = [];
    return this.run(
      `select ata.application_id as "applicationId", t.id, t.name, t.color, ata.is_leader as "isLeader"
         from application_team_assignments ata join volunteer_teams t on t.id = ata.team_id
        where ${inList('ata.application_id', applicationIds, params)} order by lower(t.name), t.id`,
      params,
    );
  }

  /** The slots of these users on the edition's teams, in time order. */
  slotsOf(editionId: number, userIds: readonly number[]): Promise<{ userId: number; id: number; title: string; teamId: number; teamName: string; startDateTime: Date; endDateTime: Date }[]> {
    if (!userIds.length) return Promise.resolve([]);
    const params: unknown[] = [editionId];
    return this.run(
      `select va.user_id as "userId", s.id, s.title, s.team_id as "teamId", t.name as "teamName", s.start_date_time as "startDateTime", s.end_date_time as "endDateTime"
         from volunteer_assignments va join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
        where s.edition_id = ? and ${inList('va.user_id', userIds, params)} order by s.start_date_time, s.id`,
      params,
    );
  }

  /** The names of the edition's teams by id (team preferences in the export). */
  async teamNames(editionId: number): Promise<Map<number, string>> {
    const rows = await this.run<{ id: number; name: string }>('select id, name from volunteer_teams where edition_id = ?', [editionId]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Takes a volunteer out of their teams and their slots on the edition's teams (the slots' counts follow by trigger). */
  async removeTeamsAndSlots(editionId: number, applicationId: number, userId: number): Promise<void> {
    await this.run('delete from application_team_assignments where application_id = ?', [applicationId]);
    await this.run('delete from volunteer_assignments where user_id = ? and time_slot_id in (select id from volunteer_time_slots where edition_id = ?)', [userId, editionId]);
  }

  /** The edition's teams among these ids, locked until the transaction ends (so a team's member count cannot change under us). */
  lockTeams(editionId: number, teamIds: readonly number[]): Promise<{ id: number; name: string; maxVolunteers: number | null }[]> {
    if (!teamIds.length) return Promise.resolve([]);
    const params: unknown[] = [editionId];
    return this.run(
      `select id, name, max_volunteers as "maxVolunteers" from volunteer_teams where edition_id = ? and ${inList('id', teamIds, params)} order by id for update`,
      params,
    );
  }

  /** Members per team among these teams, leaving one application out. */
  async memberCounts(teamIds: readonly number[], exceptApplicationId: number): Promise<Map<number, number>> {
    if (!teamIds.length) return new Map();
    const params: unknown[] = [exceptApplicationId];
    const rows = await this.run<{ teamId: number; count: string }>(
      `select team_id as "teamId", count(*) as count from application_team_assignments where application_id <> ? and ${inList('team_id', teamIds, params)} group by team_id`,
      params,
    );
    return new Map(rows.map((r) => [r.teamId, Number(r.count)]));
  }

  /** The application's memberships. */
  memberships(applicationId: number): Promise<{ teamId: number; isLeader: boolean }[]> {
    return this.run('select team_id as "teamId", is_leader as "isLeader" from application_team_assignments where application_id = ?', [applicationId]);
  }

  /** Replaces the application's memberships by these. */
  async replaceMemberships(applicationId: number, teams: readonly { teamId: number; isLeader: boolean }[]): Promise<void> {
    const params: unknown[] = [applicationId];
    await this.run(`delete from application_team_assignments where application_id = ? and not ${inList('team_id', teams.map((t) => t.teamId), params)}`, params);
    if (!teams.length) return;
    await this.run(
      `insert into application_team_assignments (application_id, team_id, is_leader) values ${teams.map(() => '(?, ?, ?)').join(', ')}
       on conflict (application_id, team_id) do update set is_leader = excluded.is_leader`,
      teams.flatMap((t) => [applicationId, t.teamId, t.isLeader]),
    );
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
