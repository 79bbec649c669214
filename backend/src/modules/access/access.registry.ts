/**
 * Every right of the product, and what each one follows from. This list is the only place that
 * says who may do what: the guard behind `@EditionAccess(…)` / `@ConventionAccess(…)`, the
 * permissions answers, the collaborator columns and forms, and the rights history all derive from it.
 *
 * Adding a right is one entry here (a grantable one: its column too, see docs/adding-a-domain.md),
 * its label in the 13 languages, and its tests.
 */

/** Where a right comes from. Every source listed for a right grants it on its own. */
type CommonSource =
  /** A global administrator whose request carries `X-Admin-Mode: true`. */
  | 'admin'
  /** The author of the convention. */
  | 'author'
  /** Any collaborator of the convention, whatever rights they hold. */
  | 'collaborator'
  /** A collaborator holding this very right: a column of the collaborator (convention rights) or of their rights on one edition (edition rights). */
  | 'granted'
  /** Anyone, signed in or not, while the convention is not archived (and, for an edition, it is online). */
  | 'public'
  /** Whoever holds another right of the same level. */
  | { right: string };

export type ConventionSource = CommonSource;

export type EditionSource =
  | CommonSource
  /** The user who created the edition, while they belong to the convention's team. */
  | 'editionCreator'
  /** Whoever holds this right on the edition's convention. */
  | { conventionRight: ConventionRight }
  /** A leader of one of the edition's volunteer teams (an accepted volunteer marked leader of a team). */
  | 'volunteerTeamLeader'
  /** A volunteer whose application to the edition is accepted. */
  | 'acceptedVolunteer'
  /** An artist of the edition (a user with an artist record on it). */
  | 'artist'
  /** The holder of a valid ticket of the edition (an order item in a valid state whose e-mail is the caller's verified e-mail). */
  | 'ticketHolder'
  /** An accepted volunteer leading an access-control team, while the edition's volunteer period runs. */
  | 'gateTeamLeader'
  /** An accepted volunteer on a slot of an access-control team that runs now (from GATE_SHIFT_MARGIN_MINUTES before its start to as many after its end). */
  | 'gateShift'
  /** An accepted volunteer leading a meal-validation team, while the edition's volunteer period runs. */
  | 'mealTeamLeader'
  /** An accepted volunteer on a slot of a meal-validation team that runs now (the same margins as the gate's). */
  | 'mealShift';

export type Source = ConventionSource | EditionSource;

export interface RightDefinition {
  /** The i18n key of the right's label (gestion group), for grantable rights. */
  label?: string;
  /** Whether collaborators are given this right one by one (a boolean column each). */
  grantable: boolean;
  sources: readonly Source[];
}

/** A convention right a collaborator can be given, held also by the author and by admins in admin mode. */
const conventionGrant = (label: string) => ({ label, grantable: true as const, sources: ['admin', 'author', 'granted'] as readonly ConventionSource[] });

/** An edition right a collaborator can be given on one edition, held also by the author, admins in admin mode, and `also`. */
const editionGrant = (label: string, ...also: EditionSource[]) => ({ label, grantable: true as const, sources: ['admin', 'author', 'granted', ...also] as readonly EditionSource[] });

/** Rights on a convention, in the order the collaborators screen shows them. */
export const CONVENTION_RIGHTS = {
  /** See the convention (an archived one: its team only). */
  view: { grantable: false, sources: [{ right: 'team' }, 'public'] },
  /** Belong to its team: see the team, the history, offline editions. */
  team: { grantable: false, sources: ['admin', 'author', 'collaborator'] },
  editConvention: conventionGrant('rights.canEditConvention'),
  deleteConvention: conventionGrant('rights.canDeleteConvention'),
  manageCollaborators: conventionGrant('rights.canManageCollaborators'),
  addEdition: conventionGrant('rights.canAddEdition'),
  editAllEditions: conventionGrant('rights.canEditAllEditions'),
  deleteAllEditions: conventionGrant('rights.canDeleteAllEditions'),
  manageVolunteers: conventionGrant('rights.canManageVolunteers'),
  manageArtists: conventionGrant('rights.canManageArtists'),
  /** Ticketing of every edition: configuration, tiers, quotas, options, returnable items, orders. Held with 'edit all editions' too. */
  manageTicketing: { ...conventionGrant('rights.canManageTicketing'), sources: ['admin', 'author', 'granted', { right: 'editAllEditions' }] },
} as const satisfies Record<string, RightDefinition>;

/** Rights on one edition, in the order the per-edition rights screen shows them. */
export const EDITION_RIGHTS = {
  /** See the edition (an offline one, or one of an archived convention: its team and its artists only). */
  view: { grantable: false, sources: [{ right: 'team' }, 'public', 'artist'] },
  team: { grantable: false, sources: [{ conventionRight: 'team' }] },
  edit: editionGrant('perEdition.rights.canEdit', { conventionRight: 'editAllEditions' }, 'editionCreator'),
  delete: editionGrant('perEdition.rights.canDelete', { conventionRight: 'deleteAllEditions' }, 'editionCreator'),
  manageVolunteers: editionGrant('perEdition.rights.canManageVolunteers', { conventionRight: 'manageVolunteers' }),
  manageArtists: editionGrant('perEdition.rights.canManageArtists', { conventionRight: 'manageArtists' }),
  /** The edition's ticketing: held with the edition's edit right, or granted apart (convention-wide or on this edition). */
  manageTicketing: editionGrant('perEdition.rights.canManageTicketing', { conventionRight: 'manageTicketing' }, { right: 'edit' }),
  /** See the applications, slots and planning of volunteer teams, assign within them, write to them: all teams for managers, their own for team leaders (the service narrows). */
  leadVolunteerTeams: { grantable: false, sources: [{ right: 'manageVolunteers' }, 'volunteerTeamLeader'] },
  /** See the planning of the teams visible to volunteers and one's own slots. */
  seeVolunteerPlanning: { grantable: false, sources: [{ right: 'leadVolunteerTeams' }, 'acceptedVolunteer'] },
  /** One's own artist space: one's record (without the organisers' notes), shows and entry QR code, and what an artist may change of it. */
  artistSpace: { grantable: false, sources: ['artist'] },
  /** Propose a workshop on the edition (its team, accepted volunteers, artists, ticket holders); whether proposals are open, and for whom, the workshops service says. */
  proposeWorkshop: { grantable: false, sources: [{ right: 'team' }, 'acceptedVolunteer', 'artist', 'ticketHolder'] },
  /** Let people in at the gate: scan, search, validate, undo, the gate's offline copy and dashboard. Ticketing and volunteer managers at any time; access-control team leaders during the volunteer period; its members around their slots. */
  scanAtGate: { grantable: false, sources: [{ right: 'manageTicketing' }, { right: 'manageVolunteers' }, 'gateTeamLeader', 'gateShift'] },
  /** Configure the meal grid, who eats what, and read the kitchen lists: the edition's editors and volunteer managers. */
  manageMeals: { grantable: false, sources: [{ right: 'edit' }, { right: 'manageVolunteers' }] },
  /** Validate meals at the canteen: meal managers at any time; meal-validation team leaders during the volunteer period; its members around their slots. */
  validateMeals: { grantable: false, sources: [{ right: 'manageMeals' }, 'mealTeamLeader', 'mealShift'] },
} as const satisfies Record<string, RightDefinition>;

export type ConventionRight = keyof typeof CONVENTION_RIGHTS;
export type EditionRight = keyof typeof EDITION_RIGHTS;

type GrantableOf<R> = { [K in keyof R]: R[K] extends { grantable: true } ? K : never }[keyof R];
export type ConventionGrant = GrantableOf<typeof CONVENTION_RIGHTS>;
export type EditionGrant = GrantableOf<typeof EDITION_RIGHTS>;

/** The API and column name of a right: `canAddEdition` for a grantable right, the key itself otherwise. */
type FieldOf<K extends string, D> = D extends { grantable: true } ? `can${Capitalize<K>}` : K;
export type ConventionRightField = { [K in ConventionRight]: FieldOf<K, (typeof CONVENTION_RIGHTS)[K]> }[ConventionRight];
export type EditionRightField = { [K in EditionRight]: FieldOf<K, (typeof EDITION_RIGHTS)[K]> }[EditionRight];
export type ConventionGrantField = `can${Capitalize<ConventionGrant>}`;
export type EditionGrantField = `can${Capitalize<EditionGrant>}`;

/** Whether each grantable right is held: a collaborator's columns, a form's checkboxes. */
export type ConventionGrants = Record<ConventionGrantField, boolean>;
export type EditionGrants = Record<EditionGrantField, boolean>;

export function fieldOf(key: string, definition: RightDefinition): string {
  return definition.grantable ? `can${key[0]!.toUpperCase()}${key.slice(1)}` : key;
}

/** The API field of the right `key` of a level; throws for a right the registry does not have. */
export function fieldOfRight(level: 'convention' | 'edition', key: string): string {
  const definition = (level === 'edition' ? EDITION_RIGHTS : CONVENTION_RIGHTS)[key as never] as RightDefinition | undefined;
  if (!definition) throw new Error(`Unknown ${level} right ${key}`);
  return fieldOf(key, definition);
}

const entries = <R extends Record<string, RightDefinition>>(rights: R) =>
  Object.entries(rights).map(([key, definition]) => ({ key: key as keyof R & string, field: fieldOf(key, definition), definition }));

export const CONVENTION_RIGHT_LIST = entries(CONVENTION_RIGHTS);
export const EDITION_RIGHT_LIST = entries(EDITION_RIGHTS);

/** The grantable rights' field names, in display order: collaborator columns and form fields. */
export const CONVENTION_GRANT_FIELDS = CONVENTION_RIGHT_LIST.filter((r) => r.definition.grantable).map((r) => r.field) as ConventionGrantField[];
export const EDITION_GRANT_FIELDS = EDITION_RIGHT_LIST.filter((r) => r.definition.grantable).map((r) => r.field) as EditionGrantField[];

export const noConventionGrants = (): ConventionGrants => Object.fromEntries(CONVENTION_GRANT_FIELDS.map((f) => [f, false])) as ConventionGrants;
export const noEditionGrants = (): EditionGrants => Object.fromEntries(EDITION_GRANT_FIELDS.map((f) => [f, false])) as EditionGrants;
export const allConventionGrants = (): ConventionGrants => Object.fromEntries(CONVENTION_GRANT_FIELDS.map((f) => [f, true])) as ConventionGrants;
