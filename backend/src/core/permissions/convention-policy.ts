import { CONVENTION_RIGHTS, type ConventionRight, type ConventionRights } from '../../modules/conventions/convention.entity';
import type { Actor } from './policy';

export type ConventionAccessRight = ConventionRight | 'view' | 'team';

export interface ConventionAccessFacts {
  actor?: Actor;
  adminMode: boolean;
  authorId: number;
  isArchived: boolean;
  /** The actor's collaborator rights on this convention, if they are a collaborator. */
  collaborator?: ConventionRights | null;
}

export interface ConventionPermissions extends ConventionRights {
  view: boolean;
  /** Author, collaborator, or admin in admin mode: sees the team, the history, archived data. */
  team: boolean;
  isAuthor: boolean;
  isCollaborator: boolean;
}

const all = (value: boolean) => Object.fromEntries(CONVENTION_RIGHTS.map((r) => [r, value])) as ConventionRights;

/**
 * What a user may do on a convention. The author holds every right; a collaborator holds the rights
 * given; a global admin holds every right only in admin mode; an archived convention is visible to
 * its team only.
 */
export function conventionPermissions(f: ConventionAccessFacts): ConventionPermissions {
  const isAuthor = !!f.actor && f.actor.id === f.authorId;
  const isCollaborator = !!f.collaborator;
  const admin = f.adminMode && !!f.actor?.isGlobalAdmin;
  const rights = isAuthor || admin ? all(true) : (f.collaborator ?? all(false));
  const team = isAuthor || isCollaborator || admin;
  return { ...rights, view: team || !f.isArchived, team, isAuthor, isCollaborator };
}
