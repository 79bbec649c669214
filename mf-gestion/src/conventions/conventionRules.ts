/** Pure rules of the convention pages (validation, rights, history diff); no React here. */
import type { Schemas } from '@festival/api-client';

export type Rights = Schemas['ConventionRightsDto'];
export type RightKey = keyof Rights;
export type Permissions = Schemas['ConventionPermissionsDto'];

/** The 8 collaborator rights, in display order. */
export const RIGHT_KEYS: readonly RightKey[] = [
  'canEditConvention',
  'canDeleteConvention',
  'canManageCollaborators',
  'canAddEdition',
  'canEditAllEditions',
  'canDeleteAllEditions',
  'canManageVolunteers',
  'canManageArtists',
] as const;

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 10000;
export const EMAIL_MAX = 254;
export const TITLE_MAX = 100;
export const IDENTIFIER_MAX = 254;

export interface ConventionFormValues {
  name: string;
  description: string;
  email: string;
}

/** Loose e-mail check, the shape class-validator's IsEmail accepts in practice. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ConventionFieldError = 'required' | 'tooLong' | 'invalidEmail';

/** Mirrors the server's CreateConventionDto: name required ≤200, description ≤10000, optional valid e-mail ≤254. */
export function validateConvention(values: ConventionFormValues): Partial<Record<keyof ConventionFormValues, ConventionFieldError>> {
  const errors: Partial<Record<keyof ConventionFormValues, ConventionFieldError>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'required';
  else if (name.length > NAME_MAX) errors.name = 'tooLong';
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = 'tooLong';
  const email = values.email.trim();
  if (email && email.length > EMAIL_MAX) errors.email = 'tooLong';
  else if (email && !EMAIL_RE.test(email)) errors.email = 'invalidEmail';
  return errors;
}

/** Request body: trimmed, empty optional fields sent as null. */
export function conventionBody(values: ConventionFormValues): { name: string; description: string | null; email: string | null } {
  const description = values.description.trim();
  const email = values.email.trim();
  return { name: values.name.trim(), description: description || null, email: email || null };
}

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

/** Parses a route id; anything but a positive integer is null (→ 404). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Number of pages for `total` items (at least 1). */
export function pagesFor(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Items of page `page` (1-based); a page past the end gives the last page. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): T[] {
  const last = pagesFor(items.length, perPage);
  const p = Math.min(Math.max(1, Math.floor(page) || 1), last);
  return items.slice((p - 1) * perPage, p * perPage);
}
