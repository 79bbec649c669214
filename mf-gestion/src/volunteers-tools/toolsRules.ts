/** The tools page's pure rules: the selection's query, the e-mail list's text, the QR sheet's pages. */
import type { Schemas } from '@festival/api-client';

export interface Selection {
  status: Schemas['VolunteerApplicationStatus'] | null;
  teamId: number | null;
}

export const ALL_ACCEPTED: Selection = { status: 'ACCEPTED', teamId: null };

export function selectionQuery(s: Selection): { status?: Schemas['VolunteerApplicationStatus']; teamId?: number } {
  return { ...(s.status ? { status: s.status } : {}), ...(s.teamId ? { teamId: s.teamId } : {}) };
}

/** Addresses to paste into a mail's Bcc field: comma and space separated. */
export const emailListText = (emails: readonly string[]) => emails.join(', ');

/** The sheet's cards, in pages of `perPage` (a printed page each). */
export function pagesOf<T>(items: readonly T[], perPage = 12): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
}
