/** Pure rules of the edition page: its id, safe links, its sub-pages, and taking over its convention. */
import { sectionHref } from '@festival/ui';

/** Parses a route id; anything but a positive integer is null. */
export function parseEditionId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Only http(s) links are rendered. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface SubPage {
  key: 'gestion' | 'edit';
  to: string;
}

/**
 * Links to the edition's own pages that exist and that the caller may open. Today: the management
 * home (any team member) and the edit form (edit right), both pages of mf-gestion: their paths
 * come from the table of sections the shell registers. Carpool, workshops, comments, lost & found
 * and volunteers join this list when their pages are built.
 */
export function editionSubPages(id: number, permissions: { team: boolean; canEdit: boolean } | undefined): SubPage[] {
  const offered: { key: SubPage['key']; to: string | undefined }[] = [
    { key: 'gestion', to: permissions?.team ? sectionHref('gestion/edition-home', { id }) : undefined },
    { key: 'edit', to: permissions?.canEdit ? sectionHref('gestion/edit-edition', { id }) : undefined },
  ];
  return offered.flatMap(({ key, to }) => (to ? [{ key, to }] : []));
}

/** The community pages of an edition, in the order the edition page offers them. */
export type CommunityPage = 'workshops' | 'carpool' | 'posts' | 'lostFound';

/**
 * The community pages that apply to an edition: workshops when the edition has them; carpooling and
 * the team's news always; lost and found from the edition's first day (`today`, on the edition's
 * clocks) on, or at any time for its team (who record the items).
 */
export function communityPages(edition: { workshopsEnabled: boolean; startDate: string }, today: string, team: boolean): CommunityPage[] {
  const pages: CommunityPage[] = [];
  if (edition.workshopsEnabled) pages.push('workshops');
  pages.push('carpool', 'posts');
  if (team || today >= edition.startDate) pages.push('lostFound');
  return pages;
}

/** A link to the position on OpenStreetMap (directions, surroundings), zoomed on the spot. */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

// ---- taking over the convention -------------------------------------------------------------

export const CLAIM_CODE_LENGTH = 6;

export function isClaimCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

export type ClaimErrorKind = 'codeInvalid' | 'codeExpired' | 'throttled' | 'notClaimable' | 'signedOut' | 'unknown';

/** Maps an API refusal (status and code) to the message to show. */
export function claimErrorKind(status: number | undefined, code: string | undefined): ClaimErrorKind {
  if (status === 429) return 'throttled';
  if (status === 401) return 'signedOut';
  if (status === 409 || code === 'NOT_CLAIMABLE') return 'notClaimable';
  if (code === 'CODE_EXPIRED') return 'codeExpired';
  if (code === 'CODE_INVALID' || status === 400) return 'codeInvalid';
  return 'unknown';
}
