import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { PublicCache } from '../../core/cache/public-cache';
import { PgListener } from '../../core/jobs/pg-listener';
import { toConventionDto, type ConventionDto, type ConventionRecord } from '../conventions/convention.dto';
import { toEditionDto, type EditionDto, type EditionRecord } from '../editions/edition.dto';
import { EDITIONS_CHANGED, PUBLIC_EDITION_ENTITIES } from '../editions/edition.events';
import { conventionPermissions, editionPermissions, type Actor, type Caller, type ConventionFacts, type ConventionPermissions, type EditionPermissions } from './access-rules';
import { fieldOfRight, type EditionGrants, type EditionRight } from './access.registry';
import { AccessRepository, type EditionAccessRow } from './access.repository';

/** What other modules need of the rules' vocabulary, from the module's public surface. */
export type { Actor, Caller, ConventionFacts, ConventionPermissions, EditionPermissions } from './access-rules';

/** An edition as the caller may see it, and what they may do on it. */
export interface EditionAccess {
  edition: EditionDto;
  convention: ConventionFacts;
  permissions: EditionPermissions;
}

/** A convention as the caller may see it, and what they may do on it. */
export interface ConventionAccess {
  convention: ConventionDto;
  facts: ConventionFacts;
  /** The caller's title in the team, when they are a collaborator. */
  title: string | null;
  permissions: ConventionPermissions;
}

/** A convention the user belongs to, with their rights on it. */
export interface Membership {
  conventionId: number;
  facts: ConventionFacts;
  title: string | null;
  permissions: ConventionPermissions;
}

/** What the rules need of an edition listed with the caller's rights. */
export interface EditionSummary {
  id: number;
  conventionId: number;
  creatorId: number | null;
  isOnline: boolean;
}

/** What visitors may know of an edition, remembered by this process until editions or conventions change. */
@Injectable()
export class VisitorEditionCache extends PublicCache<'edition'> {
  constructor(listener: PgListener, orm: MikroORM) {
    // Fewer editions than a large catalogue holds: a visitor walking through all of them meets the database.
    super(listener, orm, { channel: EDITIONS_CHANGED, entities: PUBLIC_EDITION_ENTITIES, stores: { edition: { maxEntries: 1000, maxBytes: 8 * 1024 * 1024 } } });
  }
}

type EditionFactsRead = Omit<EditionAccessRow, 'edition'> & { edition: EditionDto };

const mapped = (row: EditionAccessRow | null): EditionFactsRead | null => row && { ...row, edition: toEditionDto(row.edition as unknown as EditionRecord) };

/**
 * The one loader of access decisions: "what may this caller do on edition E / convention C". One
 * query each, asked once per request whoever asks (the guard, a permissions route, a service):
 * answers are kept for the request (a request that changed rights and asked again would get the
 * answer from before its change; none does). A visitor's answer on an edition is what anyone may
 * see, so it is remembered by the process until editions or conventions change; a signed-in
 * caller's is read fresh (what they just changed shows at once, through any replica).
 */
@Injectable()
export class AccessService {
  private readonly perRequest = new WeakMap<object, Map<string, Promise<unknown>>>();

  constructor(
    private readonly repository: AccessRepository,
    private readonly visitors: VisitorEditionCache,
  ) {}

  /** The edition and the caller's rights on it; null when there is no such edition. */
  edition(caller: Caller, editionId: number): Promise<EditionAccess | null> {
    return this.once(`e:${editionId}:${caller.adminMode}`, async () => {
      const facts = caller.user ? mapped(await this.repository.editionFacts(editionId, caller.user.id)) : await this.visitorFacts(editionId);
      if (!facts) return null;
      const { edition } = facts;
      const convention: ConventionFacts = { authorId: facts.authorId, isArchived: facts.isArchived, grants: facts.conventionGrants };
      const permissions = editionPermissions(caller, convention, { creatorId: edition.creatorId, isOnline: edition.isOnline, grants: facts.editionGrants, volunteer: facts.volunteer, artist: facts.artist, ticketHolder: facts.ticketHolder });
      return { edition, convention, permissions };
    });
  }

  /** The convention and the caller's rights on it; null when there is no such convention. */
  convention(caller: Caller, conventionId: number): Promise<ConventionAccess | null> {
    return this.once(`c:${conventionId}:${caller.adminMode}`, async () => {
      const row = await this.repository.conventionFacts(conventionId, caller.user?.id);
      if (!row) return null;
      const convention = toConventionDto(row.convention as unknown as ConventionRecord);
      const facts: ConventionFacts = { authorId: convention.authorId, isArchived: convention.isArchived, grants: row.grants };
      return { convention, facts, title: row.title, permissions: conventionPermissions(caller, facts) };
    });
  }

  /**
   * The conventions the user created or collaborates on, with their rights (admin mode does not
   * apply to "my" lists): one query whatever their number.
   */
  async membershipsOf(user: Actor): Promise<Membership[]> {
    const caller: Caller = { user, adminMode: false };
    return (await this.repository.memberships(user.id)).map((row) => {
      const isAuthor = row.authorId === user.id;
      const facts: ConventionFacts = { authorId: row.authorId, isArchived: row.isArchived, grants: isAuthor ? null : row.grants };
      return { conventionId: row.conventionId, facts, title: isAuthor ? null : row.title, permissions: conventionPermissions(caller, facts) };
    });
  }

  /**
   * What the caller may do on each of these editions, given the facts of their conventions: one query
   * for the caller's rights on single editions, whatever the number of editions.
   */
  async editionPermissionsOf(caller: Caller, editions: readonly EditionSummary[], conventions: ReadonlyMap<number, ConventionFacts>): Promise<Map<number, EditionPermissions>> {
    const grants = caller.user ? await this.repository.editionGrantsOf(caller.user.id, [...conventions.keys()]) : new Map<number, EditionGrants>();
    return new Map(
      editions.map((e) => [e.id, editionPermissions(caller, conventions.get(e.conventionId)!, { creatorId: e.creatorId, isOnline: e.isOnline, grants: grants.get(e.id) ?? null })]),
    );
  }

  /**
   * The members of the edition's team (author, collaborators) who hold `right` on it, by the
   * registry's rules, to tell them what concerns that right (a failing ticketing sync…). Global
   * admins hold rights only in admin mode, and volunteers' roles are not team membership: neither
   * is listed. One query.
   */
  async teamHoldersOf(editionId: number, right: EditionRight): Promise<number[]> {
    const field = fieldOfRight('edition', right) as keyof EditionPermissions;
    return (await this.repository.teamFacts(editionId))
      .filter((m) => {
        const convention: ConventionFacts = { authorId: m.authorId, isArchived: m.isArchived, grants: m.conventionGrants };
        return editionPermissions({ user: { id: m.userId, isGlobalAdmin: false }, adminMode: false }, convention, { creatorId: m.creatorId, isOnline: m.isOnline, grants: m.editionGrants })[field];
      })
      .map((m) => m.userId);
  }

  /** The public part, one query once for every visitor until something changes. */
  private visitorFacts(editionId: number): Promise<Readonly<EditionFactsRead> | null> {
    return this.visitors.get('edition', String(editionId), async () => {
      const facts = mapped(await this.repository.editionFacts(editionId));
      return facts && Object.freeze({ ...facts, edition: Object.freeze(facts.edition) });
    });
  }

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    const context = RequestContext.currentRequestContext();
    if (!context) return load();
    let answers = this.perRequest.get(context);
    if (!answers) this.perRequest.set(context, (answers = new Map()));
    let answer = answers.get(key) as Promise<T> | undefined;
    if (!answer) answers.set(key, (answer = load()));
    return answer;
  }
}
