import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { conventionPermissions as rulesConventionPermissions, editionPermissions, type Actor, type ConventionFacts, type EditionFacts } from './access-rules';
import { CONVENTION_GRANT_FIELDS, CONVENTION_RIGHT_LIST, EDITION_GRANT_FIELDS, EDITION_RIGHT_LIST, noConventionGrants, noEditionGrants, type ConventionGrants } from './access.registry';

const none = {
  canAddEdition: false,
  canEditAllEditions: false,
  canDeleteAllEditions: false,
  canEditConvention: false,
  canDeleteConvention: false,
  canManageCollaborators: false,
  canManageVolunteers: false,
  canManageArtists: false,
  canManageTicketing: false,
};

/** The facts as the earlier policy took them, so its cases read as they did. */
function conventionPermissions(f: { actor?: Actor; adminMode: boolean; authorId: number; isArchived: boolean; collaborator?: ConventionGrants | null }) {
  return rulesConventionPermissions({ user: f.actor, adminMode: f.adminMode }, { authorId: f.authorId, isArchived: f.isArchived, grants: f.collaborator ?? null });
}

describe('convention rights', () => {
  const base = { authorId: 1, isArchived: false, adminMode: false };

  it('gives the author every right', () => {
    const p = conventionPermissions({ ...base, actor: { id: 1, isGlobalAdmin: false } });
    expect(p).toMatchObject({ isAuthor: true, team: true, view: true, canDeleteConvention: true, canManageCollaborators: true });
  });

  it('gives a collaborator exactly the rights given', () => {
    const p = conventionPermissions({ ...base, actor: { id: 2, isGlobalAdmin: false }, collaborator: { ...none, canManageVolunteers: true } });
    expect(p).toMatchObject({ ...none, canManageVolunteers: true, isCollaborator: true, isAuthor: false, team: true });
  });

  it('gives ticketing with "edit all editions", or granted apart', () => {
    const actor = { id: 2, isGlobalAdmin: false };
    expect(conventionPermissions({ ...base, actor, collaborator: { ...none, canEditAllEditions: true } })).toMatchObject({ ...none, canEditAllEditions: true, canManageTicketing: true });
    expect(conventionPermissions({ ...base, actor, collaborator: { ...none, canManageTicketing: true } })).toMatchObject({ ...none, canManageTicketing: true });
  });

  it('gives a global admin every right only in admin mode', () => {
    const admin = { id: 3, isGlobalAdmin: true };
    expect(conventionPermissions({ ...base, actor: admin })).toMatchObject({ ...none, team: false });
    expect(conventionPermissions({ ...base, actor: admin, adminMode: true })).toMatchObject({ canDeleteConvention: true, team: true });
    // Admin mode claimed by a non-admin changes nothing.
    expect(conventionPermissions({ ...base, actor: { id: 4, isGlobalAdmin: false }, adminMode: true })).toMatchObject({ ...none, team: false });
  });

  it('shows an archived convention to its team only', () => {
    const archived = { ...base, isArchived: true };
    expect(conventionPermissions({ ...archived }).view).toBe(false);
    expect(conventionPermissions({ ...archived, actor: { id: 9, isGlobalAdmin: false } }).view).toBe(false);
    expect(conventionPermissions({ ...archived, actor: { id: 1, isGlobalAdmin: false } }).view).toBe(true);
    expect(conventionPermissions({ ...archived, actor: { id: 2, isGlobalAdmin: false }, collaborator: none }).view).toBe(true);
  });

  it('gives anonymous visitors reading rights on public conventions only', () => {
    expect(conventionPermissions({ ...base })).toMatchObject({ ...none, view: true, team: false, isAuthor: false });
  });
});

describe('edition rights', () => {
  const author = { id: 1, isGlobalAdmin: false };
  const member = { id: 2, isGlobalAdmin: false };
  const stranger = { id: 3, isGlobalAdmin: false };
  const convention = (grants: ConventionGrants | null = null, isArchived = false): ConventionFacts => ({ authorId: author.id, isArchived, grants });
  const edition = (over: Partial<EditionFacts> = {}): EditionFacts => ({ creatorId: author.id, isOnline: true, grants: null, ...over });
  const rights = (user: Actor | undefined, c: ConventionFacts, e: EditionFacts, adminMode = false) => editionPermissions({ user, adminMode }, c, e);
  /** Every edition right the registry has, false: a case then says which ones it expects to hold. */
  const nothing = Object.fromEntries(EDITION_RIGHT_LIST.map((r) => [r.field, false]));
  const everything = Object.fromEntries(EDITION_RIGHT_LIST.map((r) => [r.field, true]));

  it('follows the convention-wide rights', () => {
    const c = convention({ ...noConventionGrants(), canEditAllEditions: true, canManageArtists: true });
    // Editing every edition covers their ticketing.
    expect(rights(member, c, edition())).toEqual({ ...nothing, view: true, team: true, canEdit: true, canManageArtists: true, canManageTicketing: true, proposeWorkshop: true, scanAtGate: true, manageMeals: true, validateMeals: true });
  });

  it('gives ticketing with the edition\'s edit right, or granted apart on the convention or on this edition', () => {
    const team = convention(noConventionGrants());
    expect(rights(member, team, edition({ grants: { ...noEditionGrants(), canEdit: true } }))).toMatchObject({ canEdit: true, canManageTicketing: true });
    expect(rights(member, team, edition({ grants: { ...noEditionGrants(), canManageTicketing: true } }))).toEqual({ ...nothing, view: true, team: true, canManageTicketing: true, proposeWorkshop: true, scanAtGate: true });
    expect(rights(member, convention({ ...noConventionGrants(), canManageTicketing: true }), edition())).toEqual({ ...nothing, view: true, team: true, canManageTicketing: true, proposeWorkshop: true, scanAtGate: true });
    // The edition's creator edits it, hence runs its ticketing.
    expect(rights(member, convention({ ...noConventionGrants(), canAddEdition: true }), edition({ creatorId: member.id }))).toMatchObject({ canManageTicketing: true });
    expect(rights(member, team, edition())).toMatchObject({ canManageTicketing: false });
  });

  it('adds the rights given on this edition alone', () => {
    const c = convention(noConventionGrants());
    const e = edition({ grants: { ...noEditionGrants(), canDelete: true, canManageVolunteers: true } });
    // Managing volunteers covers leading every team and seeing the planning.
    expect(rights(member, c, e)).toEqual({ ...nothing, view: true, team: true, canDelete: true, canManageVolunteers: true, leadVolunteerTeams: true, seeVolunteerPlanning: true, proposeWorkshop: true, scanAtGate: true, manageMeals: true, validateMeals: true });
  });

  it("gives an accepted volunteer the planning, a team leader their teams' management, and nothing to other applicants", () => {
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: true, leader: false } }))).toEqual({ ...nothing, view: true, seeVolunteerPlanning: true, proposeWorkshop: true });
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: true, leader: true } }))).toEqual({ ...nothing, view: true, leadVolunteerTeams: true, seeVolunteerPlanning: true, proposeWorkshop: true });
    // A pending or rejected application (leader flags are removed on leaving ACCEPTED, and count only while accepted).
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: false, leader: true } }))).toEqual({ ...nothing, view: true });
    expect(rights(stranger, convention(), edition({ volunteer: null }))).toEqual({ ...nothing, view: true });
    // Facts without a signed-in caller grant nothing.
    expect(rights(undefined, convention(), edition({ volunteer: { accepted: true, leader: true } }))).toEqual({ ...nothing, view: true });
  });

  it('gives an artist of the edition their own space and the sight of the edition, even offline, and nothing of its management', () => {
    expect(rights(stranger, convention(), edition({ artist: true }))).toEqual({ ...nothing, view: true, artistSpace: true, proposeWorkshop: true });
    expect(rights(stranger, convention(), edition({ artist: true, isOnline: false }))).toEqual({ ...nothing, view: true, artistSpace: true, proposeWorkshop: true });
    expect(rights(stranger, convention(), edition({ artist: false, isOnline: false }))).toMatchObject({ view: false, artistSpace: false });
    // A team member is no artist by their rights: the space is the record's owner's alone.
    expect(rights(member, convention({ ...noConventionGrants(), canManageArtists: true }), edition())).toMatchObject({ canManageArtists: true, artistSpace: false });
    expect(rights(undefined, convention(), edition({ artist: true }))).toEqual({ ...nothing, view: true });
  });

  it('lets the team, accepted volunteers, artists and ticket holders propose workshops, and no one else', () => {
    expect(rights(stranger, convention(), edition({ ticketHolder: true }))).toEqual({ ...nothing, view: true, proposeWorkshop: true });
    expect(rights(member, convention(noConventionGrants()), edition())).toEqual({ ...nothing, view: true, team: true, proposeWorkshop: true });
    expect(rights(stranger, convention(), edition({ ticketHolder: false, artist: false, volunteer: { accepted: false, leader: false } }))).toEqual({ ...nothing, view: true });
    // Facts without a signed-in caller grant nothing; a ticket does not open an offline edition.
    expect(rights(undefined, convention(), edition({ ticketHolder: true }))).toEqual({ ...nothing, view: true });
    expect(rights(stranger, convention(), edition({ ticketHolder: true, isOnline: false }))).toMatchObject({ view: false });
  });

  it('lets ticketing and volunteer managers scan at the gate, access-control leaders in the period and members around their slot, and no one else', () => {
    expect(rights(member, convention({ ...noConventionGrants(), canManageTicketing: true }), edition())).toMatchObject({ scanAtGate: true });
    expect(rights(member, convention({ ...noConventionGrants(), canManageVolunteers: true }), edition())).toMatchObject({ scanAtGate: true });
    expect(rights(member, convention({ ...noConventionGrants(), canManageArtists: true }), edition())).toMatchObject({ scanAtGate: false });
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: true, leader: true, gateLeader: true } }))).toMatchObject({ scanAtGate: true, canManageTicketing: false, canManageVolunteers: false });
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: true, leader: false, gateShift: true } }))).toEqual({ ...nothing, view: true, seeVolunteerPlanning: true, proposeWorkshop: true, scanAtGate: true });
    // Outside the period and the slot's window (the loader read false), or no longer accepted: nothing.
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: true, leader: true, gateLeader: false, gateShift: false } }))).toMatchObject({ scanAtGate: false });
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: false, leader: false, gateLeader: true, gateShift: true } }))).toMatchObject({ scanAtGate: false });
    expect(rights(undefined, convention(), edition({ volunteer: { accepted: true, leader: false, gateShift: true } }))).toMatchObject({ scanAtGate: false });
  });

  it('lets editors and volunteer managers run meals, meal-validation leaders in the period and members around their slot validate them, and no one else', () => {
    expect(rights(member, convention({ ...noConventionGrants(), canEditAllEditions: true }), edition())).toMatchObject({ manageMeals: true, validateMeals: true });
    expect(rights(member, convention({ ...noConventionGrants(), canManageVolunteers: true }), edition())).toMatchObject({ manageMeals: true, validateMeals: true });
    // Ticketing alone runs the gate, not the kitchen.
    expect(rights(member, convention({ ...noConventionGrants(), canManageTicketing: true }), edition())).toMatchObject({ manageMeals: false, validateMeals: false });
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: true, leader: true, mealLeader: true } }))).toMatchObject({ validateMeals: true, manageMeals: false, scanAtGate: false });
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: true, leader: false, mealShift: true } }))).toEqual({ ...nothing, view: true, seeVolunteerPlanning: true, proposeWorkshop: true, validateMeals: true });
    // A gate shift is no canteen shift, and the other way round.
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: true, leader: false, gateShift: true } }))).toMatchObject({ validateMeals: false });
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: true, leader: false, mealShift: true } }))).toMatchObject({ scanAtGate: false });
    expect(rights(stranger, convention(), edition({ volunteer: { accepted: false, leader: false, mealLeader: true, mealShift: true } }))).toMatchObject({ validateMeals: false });
    expect(rights(undefined, convention(), edition({ volunteer: { accepted: true, leader: false, mealShift: true } }))).toMatchObject({ validateMeals: false });
  });

  it("gives the edition's creator edit and delete on it while they are on the team", () => {
    const c = convention({ ...noConventionGrants(), canAddEdition: true });
    expect(rights(member, c, edition({ creatorId: member.id }))).toMatchObject({ canEdit: true, canDelete: true, canManageVolunteers: false, canManageArtists: false });
    // Another edition of the same convention: nothing more than their convention rights.
    expect(rights(member, c, edition())).toMatchObject({ canEdit: false, canDelete: false });
    // Removed from the team, the creator keeps nothing.
    expect(rights(member, convention(null), edition({ creatorId: member.id }))).toMatchObject({ team: false, canEdit: false, canDelete: false });
  });

  it('hides an offline edition, or one of an archived convention, from everyone but the team', () => {
    expect(rights(undefined, convention(), edition({ isOnline: false })).view).toBe(false);
    expect(rights(stranger, convention(null, true), edition()).view).toBe(false);
    expect(rights(author, convention(null, true), edition({ isOnline: false })).view).toBe(true);
    expect(rights(member, convention(noConventionGrants()), edition({ isOnline: false })).view).toBe(true);
    expect(rights(undefined, convention(), edition())).toEqual({ ...nothing, view: true });
  });

  it('gives every right to the author, and to a global admin in admin mode only (but the artist space, which is an artist\'s own)', () => {
    expect(rights(author, convention(), edition({ creatorId: null }))).toEqual({ ...everything, artistSpace: false });
    const admin = { id: 9, isGlobalAdmin: true };
    expect(rights(admin, convention(), edition({ isOnline: false }), true)).toEqual({ ...everything, artistSpace: false });
    expect(rights(admin, convention(), edition({ isOnline: false }))).toMatchObject({ view: false, canEdit: false });
  });
});

describe('rights registry', () => {
  it('names every right once per level, grantable ones as can… fields', () => {
    for (const list of [CONVENTION_RIGHT_LIST, EDITION_RIGHT_LIST]) {
      expect(new Set(list.map((r) => r.field)).size).toBe(list.length);
      for (const r of list) expect(r.field.startsWith('can')).toBe(r.definition.grantable);
      for (const r of list.filter((r) => r.definition.grantable)) expect(r.definition.label).toMatch(/^[a-zA-Z.]+$/);
    }
    expect(CONVENTION_GRANT_FIELDS).toEqual([
      'canEditConvention',
      'canDeleteConvention',
      'canManageCollaborators',
      'canAddEdition',
      'canEditAllEditions',
      'canDeleteAllEditions',
      'canManageVolunteers',
      'canManageArtists',
      'canManageTicketing',
    ]);
    expect(EDITION_GRANT_FIELDS).toEqual(['canEdit', 'canDelete', 'canManageVolunteers', 'canManageArtists', 'canManageTicketing']);
  });
});

describe('rights labels', () => {
  // Every grantable right is shown by its label in the 13 languages of the product.
  const locales = join(__dirname, '..', '..', '..', '..', 'libs', 'i18n', 'locales');
  const at = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

  it.each(readdirSync(locales))('are translated in %s', (lng) => {
    const gestion = JSON.parse(readFileSync(join(locales, lng, 'gestion.json'), 'utf8')) as unknown;
    for (const { definition } of [...CONVENTION_RIGHT_LIST, ...EDITION_RIGHT_LIST].filter((r) => r.definition.grantable)) {
      expect([definition.label, typeof at(gestion, definition.label!)]).toEqual([definition.label, 'string']);
    }
  });
});
