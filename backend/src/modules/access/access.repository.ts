import { UnderscoreNamingStrategy } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, query, run, type SqlCall } from '../../core/database/sql';
import { CONVENTION_SELECT } from '../conventions/convention.dto';
import { EDITION_SELECT } from '../editions/edition.dto';
import { VALID_ITEM_STATES } from '../ticketing/orders.dto';
import type { User } from '../users/user.entity';
import { GATE_SHIFT_MARGIN_MINUTES, type VolunteerFacts } from './access-rules';
import { CONVENTION_GRANT_FIELDS, EDITION_GRANT_FIELDS, type ConventionGrants, type EditionGrants } from './access.registry';
import { CollaboratorPermissionHistory, ConventionCollaborator, EditionCollaboratorPermission, type PermissionChangeType } from './collaborator.entity';

type Row = Record<string, unknown>;

const naming = new UnderscoreNamingStrategy();
const column = (field: string) => naming.propertyToColumnName(field);

/** The caller's collaborator columns (`cc`) and their rights on the edition (`p`), prefixed so they cannot clash with the edition's. */
/** The states of a valid ticket, as an SQL list (constants of the code, never input). */
const VALID_TICKET_STATES_SQL = VALID_ITEM_STATES.map((s) => `'${s}'`).join(', ');
const CONVENTION_GRANTS_SELECT = ['cc.id as "collaboratorId"', ...CONVENTION_GRANT_FIELDS.map((f) => `cc.${column(f)} as "cc_${f}"`)].join(', ');
const EDITION_GRANTS_SELECT = ['p.id as "perEditionId"', ...EDITION_GRANT_FIELDS.map((f) => `p.${column(f)} as "p_${f}"`)].join(', ');

const grantsOf = <G>(row: Row, present: string, prefix: string, fields: readonly string[]): G | null =>
  row[present] == null ? null : (Object.fromEntries(fields.map((f) => [f, row[`${prefix}${f}`] === true])) as G);

/** An edition row read for the access decision: the edition as the API shows it and the facts the rules need. */
export interface EditionAccessRow {
  edition: Row;
  authorId: number;
  isArchived: boolean;
  conventionGrants: ConventionGrants | null;
  editionGrants: EditionGrants | null;
  /** The caller as a volunteer of the edition (signed-in callers only); null when they have not applied. */
  volunteer: VolunteerFacts | null;
  /** The caller is one of the edition's artists (signed-in callers only). */
  artist: boolean;
  /** The caller holds a valid ticket of the edition (signed-in callers only). */
  ticketHolder: boolean;
}

export interface MembershipRow {
  conventionId: number;
  authorId: number;
  isArchived: boolean;
  grants: ConventionGrants | null;
  title: string | null;
}

export interface ConventionAccessRow {
  convention: Row;
  grants: ConventionGrants | null;
  title: string | null;
}

/**
 * An edition with its convention's facts and, for a signed-in caller, their collaborator rights on
 * the convention and on this edition and their standing as its volunteer, artist and ticket holder: one query on primary keys and the unique
 * (convention_id, user_id), (collaborator_id, edition_id), (edition_id, user_id) indexes, and the tickets' (edition_id, lower(email)) index. Statements of the SQL
 * helper, chosen by editionFactsStatement, so that `npm run bench` runs the very same text on its raw floor.
 */
const EDITION_FACTS_ANONYMOUS = defineSql<Row>(
  'AccessRepository.editionFactsAnonymous',
  `select ${EDITION_SELECT}, c.author_id as "authorId", c.is_archived as "isArchived" from editions e join conventions c on c.id = e.convention_id where e.id = :editionId`,
  { prepared: true },
);

/**
 * An accepted volunteer leading a team with `flag` (access control, meal validation), while the volunteer
 * period runs: setup start, else local midnight of the first day, to teardown end, else the midnight after the last day.
 */
const leaderOfFlaggedTeam = (flag: 'is_access_control_team' | 'is_meal_validation_team') =>
  `(va.status = 'ACCEPTED' and exists (select 1 from application_team_assignments ata join volunteer_teams ft on ft.id = ata.team_id
          where ata.application_id = va.id and ata.is_leader and ft.${flag})
        and now() >= coalesce(vs.volunteers_setup_start_date, e.start_date::timestamp at time zone e.time_zone)
        and now() < coalesce(vs.volunteers_teardown_end_date, (e.end_date + 1)::timestamp at time zone e.time_zone))`;

/** An accepted volunteer on a slot of a team with `flag` that runs now, from GATE_SHIFT_MARGIN_MINUTES before its start to as many after its end. */
const onShiftOfFlaggedTeam = (flag: 'is_access_control_team' | 'is_meal_validation_team') =>
  `(va.status = 'ACCEPTED' and exists (select 1 from volunteer_assignments fva join volunteer_time_slots fs on fs.id = fva.time_slot_id join volunteer_teams ft on ft.id = fs.team_id
          where fva.user_id = :userId and fs.edition_id = e.id and ft.${flag}
            and now() >= fs.start_date_time - interval '${GATE_SHIFT_MARGIN_MINUTES} minutes' and now() <= fs.end_date_time + interval '${GATE_SHIFT_MARGIN_MINUTES} minutes'))`;

const EDITION_FACTS = defineSql<Row>(
  'AccessRepository.editionFacts',
  `select ${EDITION_SELECT}, c.author_id as "authorId", c.is_archived as "isArchived", ${CONVENTION_GRANTS_SELECT}, ${EDITION_GRANTS_SELECT},
      va.id as "volunteerApplicationId", va.status = 'ACCEPTED' as "volunteerAccepted",
      (va.status = 'ACCEPTED' and exists (select 1 from application_team_assignments ata where ata.application_id = va.id and ata.is_leader)) as "volunteerLeader",
      ${leaderOfFlaggedTeam('is_access_control_team')} as "volunteerGateLeader",
      ${onShiftOfFlaggedTeam('is_access_control_team')} as "volunteerGateShift",
      ${leaderOfFlaggedTeam('is_meal_validation_team')} as "volunteerMealLeader",
      ${onShiftOfFlaggedTeam('is_meal_validation_team')} as "volunteerMealShift",
      ea.id as "artistId",
      exists (select 1 from ticketing_order_items ti
        where ti.edition_id = e.id and ti.state in (${VALID_TICKET_STATES_SQL})
          and lower(ti.email) = (select lower(tu.email) from users tu where tu.id = :userId and tu.is_email_verified)) as "ticketHolder"
    from editions e join conventions c on c.id = e.convention_id
    left join convention_collaborators cc on cc.convention_id = e.convention_id and cc.user_id = :userId
    left join edition_collaborator_permissions p on p.collaborator_id = cc.id and p.edition_id = e.id
    left join edition_volunteer_applications va on va.edition_id = e.id and va.user_id = :userId
    left join edition_volunteer_settings vs on vs.edition_id = e.id and va.status = 'ACCEPTED'
    left join edition_artists ea on ea.edition_id = e.id and ea.user_id = :userId
    where e.id = :editionId`,
  // Every request on an edition asks it: planned once per connection (a plan of its subqueries costs more than running them).
  { prepared: true },
);

export function editionFactsStatement(editionId: number, userId?: number): SqlCall<Row> {
  return userId ? { statement: EDITION_FACTS, params: { editionId, userId } } : { statement: EDITION_FACTS_ANONYMOUS, params: { editionId } };
}

const TEAM_FACTS = defineSql<Row>(
  'AccessRepository.teamFacts',
  `select m.user_id as "userId", c.author_id as "authorId", c.is_archived as "isArchived", e.creator_id as "creatorId", e.is_online as "isOnline",
      ${CONVENTION_GRANTS_SELECT}, ${EDITION_GRANTS_SELECT}
    from editions e join conventions c on c.id = e.convention_id
    join lateral (select c.author_id as user_id union select x.user_id from convention_collaborators x where x.convention_id = c.id) m on true
    left join convention_collaborators cc on cc.convention_id = c.id and cc.user_id = m.user_id
    left join edition_collaborator_permissions p on p.collaborator_id = cc.id and p.edition_id = e.id
    where e.id = :editionId`,
);

const CONVENTION_FACTS = defineSql<Row>(
  'AccessRepository.conventionFacts',
  `select ${CONVENTION_SELECT}, ${CONVENTION_GRANTS_SELECT}, cc.title as "collaboratorTitle"
    from conventions c left join convention_collaborators cc on cc.convention_id = c.id and cc.user_id = :userId
    where c.id = :conventionId`,
);

const MEMBERSHIPS = defineSql<Row>(
  'AccessRepository.memberships',
  `select c.id as "conventionId", c.author_id as "authorId", c.is_archived as "isArchived", ${CONVENTION_GRANTS_SELECT}, cc.title as "collaboratorTitle"
    from conventions c left join convention_collaborators cc on cc.convention_id = c.id and cc.user_id = :userId
    where c.id in (select id from conventions where author_id = :userId union select convention_id from convention_collaborators where user_id = :userId)`,
);

/** A row of editionFactsStatement, split into the edition and the facts of the decision. */
export function editionFactsOf(row: Row): EditionAccessRow {
  return {
    edition: row,
    authorId: row.authorId as number,
    isArchived: row.isArchived as boolean,
    conventionGrants: grantsOf<ConventionGrants>(row, 'collaboratorId', 'cc_', CONVENTION_GRANT_FIELDS),
    editionGrants: grantsOf<EditionGrants>(row, 'perEditionId', 'p_', EDITION_GRANT_FIELDS),
    volunteer:
      row.volunteerApplicationId == null
        ? null
        : {
            accepted: row.volunteerAccepted === true,
            leader: row.volunteerLeader === true,
            gateLeader: row.volunteerGateLeader === true,
            gateShift: row.volunteerGateShift === true,
            mealLeader: row.volunteerMealLeader === true,
            mealShift: row.volunteerMealShift === true,
          },
    artist: row.artistId != null,
    ticketHolder: row.ticketHolder === true,
  };
}

/** A member of an edition's team (the convention's author or a collaborator) with the facts of their rights on it. */
export interface TeamMemberFactsRow {
  userId: number;
  authorId: number;
  isArchived: boolean;
  creatorId: number | null;
  isOnline: boolean;
  conventionGrants: ConventionGrants | null;
  editionGrants: EditionGrants | null;
}

/** Every query of the access module: the facts behind a decision, the collaborators and their history. */
@Injectable()
export class AccessRepository {
  constructor(private readonly em: EntityManager) {}

  /** An edition with the facts of its access decision (see editionFactsStatement); null when there is no such edition. */
  async editionFacts(editionId: number, userId?: number): Promise<EditionAccessRow | null> {
    const [row] = await run(this.em, editionFactsStatement(editionId, userId));
    return row ? editionFactsOf(row) : null;
  }

  /** The author and every collaborator of the edition's convention, each with the facts of their rights on the edition: one query. */
  async teamFacts(editionId: number): Promise<TeamMemberFactsRow[]> {
    const rows = await query(this.em, TEAM_FACTS, { editionId });
    return rows.map((row) => ({
      userId: row.userId as number,
      authorId: row.authorId as number,
      isArchived: row.isArchived as boolean,
      creatorId: (row.creatorId as number | null) ?? null,
      isOnline: row.isOnline as boolean,
      conventionGrants: grantsOf<ConventionGrants>(row, 'collaboratorId', 'cc_', CONVENTION_GRANT_FIELDS),
      editionGrants: grantsOf<EditionGrants>(row, 'perEditionId', 'p_', EDITION_GRANT_FIELDS),
    }));
  }

  /** A convention with the caller's collaborator rights on it: one query. Null when there is no such convention. */
  async conventionFacts(conventionId: number, userId?: number): Promise<ConventionAccessRow | null> {
    const row = await maybeOne(this.em, CONVENTION_FACTS, { userId: userId ?? null, conventionId });
    return row ? { convention: row, grants: grantsOf<ConventionGrants>(row, 'collaboratorId', 'cc_', CONVENTION_GRANT_FIELDS), title: (row.collaboratorTitle as string | null) ?? null } : null;
  }

  /** Every convention the user created or collaborates on: its facts and their collaborator row, one query on indexes. */
  async memberships(userId: number): Promise<MembershipRow[]> {
    const rows = await query(this.em, MEMBERSHIPS, { userId });
    return rows.map((row) => ({
      conventionId: row.conventionId as number,
      authorId: row.authorId as number,
      isArchived: row.isArchived as boolean,
      grants: grantsOf<ConventionGrants>(row, 'collaboratorId', 'cc_', CONVENTION_GRANT_FIELDS),
      title: (row.collaboratorTitle as string | null) ?? null,
    }));
  }

  /** The user's rights on single editions, by edition id (of the given conventions only, when given). */
  async editionGrantsOf(userId: number, conventionIds?: readonly number[]): Promise<Map<number, EditionGrants>> {
    if (conventionIds && !conventionIds.length) return new Map();
    const rows = await this.em.find(EditionCollaboratorPermission, { collaborator: { user: userId, ...(conventionIds ? { convention: { $in: [...conventionIds] } } : {}) } });
    return new Map(rows.map((r) => [r.edition.id, r.grants()]));
  }

  collaborators(conventionId: number): Promise<ConventionCollaborator[]> {
    return this.em.find(ConventionCollaborator, { convention: conventionId }, { populate: ['user'], orderBy: { addedAt: 'asc', id: 'asc' } });
  }

  collaborator(conventionId: number, collaboratorId: number): Promise<ConventionCollaborator | null> {
    return this.em.findOne(ConventionCollaborator, { id: collaboratorId, convention: conventionId }, { populate: ['user'] });
  }

  async isCollaborator(conventionId: number, userId: number): Promise<boolean> {
    return (await this.em.count(ConventionCollaborator, { convention: conventionId, user: userId })) > 0;
  }

  async hasCollaborators(conventionId: number): Promise<boolean> {
    return (await this.em.count(ConventionCollaborator, { convention: conventionId })) > 0;
  }

  /** How many collaborators other than `exceptId` may manage the team. */
  otherManagers(conventionId: number, exceptId: number): Promise<number> {
    return this.em.count(ConventionCollaborator, { convention: conventionId, canManageCollaborators: true, id: { $ne: exceptId } });
  }

  /** A new collaborator, saved with the next flush. */
  addCollaborator(conventionId: number, user: User, addedById: number, title: string | null, grants: ConventionGrants): ConventionCollaborator {
    return this.em.create(ConventionCollaborator, { convention: conventionId, user, addedBy: addedById, title, ...grants });
  }

  removeCollaborator(collaborator: ConventionCollaborator): void {
    this.em.remove(collaborator);
  }

  /** Rights of one collaborator on single editions, by edition. */
  perEditionRightsOf(collaboratorId: number): Promise<EditionCollaboratorPermission[]> {
    return this.em.find(EditionCollaboratorPermission, { collaborator: collaboratorId }, { orderBy: { edition: 'asc' } });
  }

  perEditionRights(collaboratorId: number, editionId: number): Promise<EditionCollaboratorPermission | null> {
    return this.em.findOne(EditionCollaboratorPermission, { collaborator: collaboratorId, edition: editionId });
  }

  addPerEditionRights(collaborator: ConventionCollaborator, editionId: number): EditionCollaboratorPermission {
    return this.em.create(EditionCollaboratorPermission, { collaborator, edition: editionId });
  }

  removePerEditionRights(rights: EditionCollaboratorPermission): void {
    this.em.remove(rights);
  }

  /** A line of the convention's rights history, saved with the next flush. */
  addHistory(conventionId: number, actorId: number, targetUser: User | null, changeType: PermissionChangeType, before: Record<string, unknown> | null, after: Record<string, unknown> | null): void {
    this.em.create(CollaboratorPermissionHistory, { convention: conventionId, actor: actorId, targetUser, changeType, before, after });
  }

  /** The latest 200 lines of the convention's history, newest first. */
  history(conventionId: number): Promise<CollaboratorPermissionHistory[]> {
    return this.em.find(CollaboratorPermissionHistory, { convention: conventionId }, { populate: ['actor', 'targetUser'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200 });
  }

  /** Commits the changes made through this repository (and the caller's unit of work). */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
