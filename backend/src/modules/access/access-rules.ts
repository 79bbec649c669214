/** Pure rules: what a caller may do, from the facts the loader read and the registry. No I/O here. */
import {
  CONVENTION_RIGHT_LIST,
  CONVENTION_RIGHTS,
  EDITION_RIGHT_LIST,
  EDITION_RIGHTS,
  fieldOfRight,
  type ConventionGrants,
  type ConventionRight,
  type ConventionRightField,
  type EditionGrants,
  type EditionRight,
  type EditionRightField,
  type RightDefinition,
  type Source,
} from './access.registry';

/** What the rules need to know of the caller. */
export interface Actor {
  id: number;
  isGlobalAdmin: boolean;
}

/** The caller of a request: who (if signed in), and whether admin mode is on for it. */
export interface Caller {
  user?: Actor;
  adminMode: boolean;
}

export interface ConventionFacts {
  authorId: number;
  isArchived: boolean;
  /** The caller's collaborator rights on the convention; null when they are not a collaborator. */
  grants: ConventionGrants | null;
}

export interface EditionFacts {
  creatorId: number | null;
  isOnline: boolean;
  /** The caller's rights on this edition alone; null when they have none. */
  grants: EditionGrants | null;
  /** The caller as a volunteer of this edition; absent or null when they are not one (or it was not read: edition lists). */
  volunteer?: VolunteerFacts | null;
  /** The caller is an artist of this edition; absent when it was not read (edition lists). */
  artist?: boolean;
  /** The caller holds a valid ticket of this edition; absent when it was not read (edition lists). */
  ticketHolder?: boolean;
}

export interface VolunteerFacts {
  /** Their application is accepted. */
  accepted: boolean;
  /** They lead at least one team (while accepted). */
  leader: boolean;
  /** They lead an access-control team and the volunteer period runs now (while accepted); absent: not read. */
  gateLeader?: boolean;
  /** They are on a slot of an access-control team running now, margins included (while accepted); absent: not read. */
  gateShift?: boolean;
  /** They lead a meal-validation team and the volunteer period runs now (while accepted); absent: not read. */
  mealLeader?: boolean;
  /** They are on a slot of a meal-validation team running now, margins included (while accepted); absent: not read. */
  mealShift?: boolean;
}

/** How long before its start and after its end an access-control (or meal-validation) slot lets its volunteers scan. */
export const GATE_SHIFT_MARGIN_MINUTES = 15;

export type ConventionPermissions = Record<ConventionRightField, boolean> & { isAuthor: boolean; isCollaborator: boolean };
export type EditionPermissions = Record<EditionRightField, boolean>;

/** Admin rights hold only in admin mode, and admin mode only for a global admin. */
const isAdmin = (caller: Caller) => caller.adminMode && !!caller.user?.isGlobalAdmin;

function conventionRight(caller: Caller, convention: ConventionFacts, key: ConventionRight): boolean {
  return holds(CONVENTION_RIGHTS[key], key, (source) => conventionSource(caller, convention, key, source));
}

/** The sources that read the same on a convention and on its editions. */
function commonSource(caller: Caller, c: ConventionFacts, source: 'admin' | 'author' | 'collaborator'): boolean {
  switch (source) {
    case 'admin':
      return isAdmin(caller);
    case 'author':
      return !!caller.user && caller.user.id === c.authorId;
    case 'collaborator':
      return !!caller.user && c.grants !== null;
  }
}

function conventionSource(caller: Caller, c: ConventionFacts, key: ConventionRight, source: Source): boolean {
  if (typeof source === 'object') return 'right' in source && conventionRight(caller, c, source.right as ConventionRight);
  switch (source) {
    case 'granted':
      return !!c.grants?.[fieldOfRight('convention', key) as keyof ConventionGrants];
    case 'public':
      return !c.isArchived;
    case 'editionCreator':
    case 'volunteerTeamLeader':
    case 'acceptedVolunteer':
    case 'artist':
    case 'ticketHolder':
    case 'gateTeamLeader':
    case 'gateShift':
    case 'mealTeamLeader':
    case 'mealShift':
      return false;
    default:
      return commonSource(caller, c, source);
  }
}

function editionRight(caller: Caller, c: ConventionFacts, e: EditionFacts, key: EditionRight): boolean {
  return holds(EDITION_RIGHTS[key], key, (source) => {
    if (typeof source === 'object') {
      return 'conventionRight' in source ? conventionRight(caller, c, source.conventionRight) : editionRight(caller, c, e, source.right as EditionRight);
    }
    switch (source) {
      case 'granted':
        return !!e.grants?.[fieldOfRight('edition', key) as keyof EditionGrants];
      case 'editionCreator':
        return !!caller.user && e.creatorId === caller.user.id && conventionRight(caller, c, 'team');
      case 'public':
        return !c.isArchived && e.isOnline;
      case 'volunteerTeamLeader':
        return !!caller.user && !!e.volunteer?.accepted && e.volunteer.leader;
      case 'acceptedVolunteer':
        return !!caller.user && !!e.volunteer?.accepted;
      case 'artist':
        return !!caller.user && !!e.artist;
      case 'ticketHolder':
        return !!caller.user && !!e.ticketHolder;
      case 'gateTeamLeader':
        return !!caller.user && !!e.volunteer?.accepted && !!e.volunteer.gateLeader;
      case 'gateShift':
        return !!caller.user && !!e.volunteer?.accepted && !!e.volunteer.gateShift;
      case 'mealTeamLeader':
        return !!caller.user && !!e.volunteer?.accepted && !!e.volunteer.mealLeader;
      case 'mealShift':
        return !!caller.user && !!e.volunteer?.accepted && !!e.volunteer.mealShift;
      default:
        return commonSource(caller, c, source);
    }
  });
}

function holds(definition: RightDefinition, key: string, source: (s: Source) => boolean): boolean {
  if (!definition) throw new Error(`Unknown right ${key}`);
  return definition.sources.some(source);
}

/** Every convention right of the caller, by API field name, with whether they are its author or a collaborator. */
export function conventionPermissions(caller: Caller, convention: ConventionFacts): ConventionPermissions {
  const out: Record<string, boolean> = {};
  for (const { key, field } of CONVENTION_RIGHT_LIST) out[field] = conventionRight(caller, convention, key);
  out.isAuthor = !!caller.user && caller.user.id === convention.authorId;
  out.isCollaborator = !!caller.user && convention.grants !== null;
  return out as ConventionPermissions;
}

/** Every edition right of the caller, by API field name. */
export function editionPermissions(caller: Caller, convention: ConventionFacts, edition: EditionFacts): EditionPermissions {
  const out: Record<string, boolean> = {};
  for (const { key, field } of EDITION_RIGHT_LIST) out[field] = editionRight(caller, convention, edition, key);
  return out as EditionPermissions;
}
