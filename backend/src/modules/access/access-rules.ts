import { CONVENTION_RIGHTS, type ConventionRight, type ConventionRights } from '../conventions/convention.entity';
import type { Actor } from './admin-mode';

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

export interface EditionRights {
  canEdit: boolean;
  canDelete: boolean;
  canManageVolunteers: boolean;
  canManageArtists: boolean;
}

export interface EditionPermissions extends EditionRights {
  view: boolean;
  team: boolean;
}

/**
 * What a user may do on an edition: the convention-wide rights ('edit all editions', 'delete all
 * editions', volunteers, artists) or the rights given on this edition alone. An offline edition
 * (or one of an archived convention) is visible to the team only.
 */
export function editionPermissions(convention: ConventionPermissions, isOnline: boolean, isArchived: boolean, perEdition?: EditionRights | null): EditionPermissions {
  return {
    canEdit: convention.canEditAllEditions || !!perEdition?.canEdit,
    canDelete: convention.canDeleteAllEditions || !!perEdition?.canDelete,
    canManageVolunteers: convention.canManageVolunteers || !!perEdition?.canManageVolunteers,
    canManageArtists: convention.canManageArtists || !!perEdition?.canManageArtists,
    team: convention.team,
    view: convention.team || (isOnline && !isArchived),
  };
}
