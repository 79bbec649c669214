/** Pure rules of a convention's team (rights, per-edition rights, history diff); no React here. */
import { conventionGrantValues, editionGrantValues, type Schemas } from '@festival/api-client';
import { fieldBounds } from '@festival/api-client/bounds';

export type Rights = Schemas['ConventionRightsDto'];
export type RightKey = Schemas['ConventionGrant'];

/** The collaborator rights in display order, as the backend's rights registry lists them (generated client). */
export const RIGHT_KEYS: readonly RightKey[] = conventionGrantValues;

export const TITLE_MAX = fieldBounds.AddCollaboratorDto.title.maxLength;
export const IDENTIFIER_MAX = fieldBounds.AddCollaboratorDto.identifier.maxLength;

export function noRights(): Rights {
  return Object.fromEntries(RIGHT_KEYS.map((k) => [k, false])) as unknown as Rights;
}

/** A right checkbox is disabled when the caller does not hold it (nobody can grant what they lack). */
export function rightDisabled(mine: Partial<Rights> | undefined, right: RightKey): boolean {
  return !mine?.[right];
}

/** Only the rights that changed, for PATCH; unchanged ones stay untouched on the server. */
export function changedRights(before: Rights, after: Rights): Partial<Rights> {
  const out: Partial<Rights> = {};
  for (const k of RIGHT_KEYS) if (before[k] !== after[k]) out[k] = after[k];
  return out;
}

export function grantedRights(rights: Partial<Rights>): RightKey[] {
  return RIGHT_KEYS.filter((k) => rights[k]);
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** false, null and a missing value all mean "not set" when comparing snapshots. */
const unset = (v: unknown) => (v === undefined || v === false ? null : v);

/**
 * Fields whose value differs between a history entry's before and after snapshots (either may be
 * null: a creation lists what was granted, a removal what was lost).
 */
export function diffSnapshots(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): FieldChange[] {
  const b = before ?? {};
  const a = after ?? {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (JSON.stringify(unset(b[field])) === JSON.stringify(unset(a[field]))) continue;
    changes.push({ field, before: b[field] ?? null, after: a[field] ?? null });
  }
  // Rights in their display order first, then the other fields alphabetically.
  const rank = (f: string) => {
    const i = RIGHT_KEYS.indexOf(f as RightKey);
    return i === -1 ? (f === 'title' ? -1 : 100) : i;
  };
  return changes.sort((x, y) => rank(x.field) - rank(y.field) || x.field.localeCompare(y.field));
}

export function isRightKey(field: string): field is RightKey {
  return (RIGHT_KEYS as readonly string[]).includes(field);
}

/** Display name of a user summary: "Prénom Nom", or the pseudo when both are empty. */
export function displayName(user: { pseudo: string; prenom?: string | null; nom?: string | null }): string {
  return [user.prenom, user.nom].filter((s) => s && s.trim()).join(' ') || user.pseudo;
}

/** The rights a collaborator may hold on one edition, as the rights registry lists them (generated client). */
export const EDITION_RIGHT_KEYS = editionGrantValues;
export type EditionRightKey = Schemas['EditionGrant'];
export type EditionRights = Record<EditionRightKey, boolean>;

/**
 * The convention right that already gives an edition right on every edition (the registry's
 * `conventionRight` source of each edition right): a new edition right fails the type-check here
 * until it says which convention right covers it.
 */
export const CONVENTION_WIDE_RIGHT = {
  canEdit: 'canEditAllEditions',
  canDelete: 'canDeleteAllEditions',
  canManageVolunteers: 'canManageVolunteers',
  canManageArtists: 'canManageArtists',
  canManageTicketing: 'canManageTicketing',
} as const satisfies Record<EditionRightKey, RightKey>;

export function noEditionRights(): EditionRights {
  return Object.fromEntries(EDITION_RIGHT_KEYS.map((k) => [k, false])) as EditionRights;
}

/** Per-edition rights by edition id; editions without a row have none. */
export function rightsByEdition(rows: readonly ({ editionId: number } & EditionRights)[]): Map<number, EditionRights> {
  return new Map(rows.map((row) => [row.editionId, Object.fromEntries(EDITION_RIGHT_KEYS.map((k) => [k, row[k]])) as EditionRights]));
}

/** Editions whose rights differ between what was loaded and the draft: one PUT each. */
export function perEditionChanges(initial: Map<number, EditionRights>, draft: Map<number, EditionRights>): { editionId: number; rights: EditionRights }[] {
  const out: { editionId: number; rights: EditionRights }[] = [];
  for (const [editionId, rights] of draft) {
    const before = initial.get(editionId) ?? noEditionRights();
    if (EDITION_RIGHT_KEYS.some((k) => before[k] !== rights[k])) out.push({ editionId, rights });
  }
  return out;
}
