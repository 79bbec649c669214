/** Client-side checks of group messages, mirroring the server's (messages-rules.ts, messages.dto.ts). Pure. */
import { fieldBounds } from '@festival/api-client/bounds';

export const MESSAGE_TITLE_MAX = fieldBounds.SendMessageDto.title.maxLength;
export const MESSAGE_MAX = fieldBounds.SendMessageDto.message.maxLength;
/** Least time between two reminders of one message (the server refuses sooner: 429). */
export const REMIND_INTERVAL_MS = 10 * 60_000;
export const MESSAGES_PAGE_SIZE = 10;

export type Target = 'ALL' | 'TEAMS';

export interface ComposeValues {
  title: string;
  message: string;
  target: Target;
  teamIds: string[];
}

/** Characters as the server counts them (code points of the trimmed text). */
export function characterCount(text: string): number {
  return [...text.trim()].length;
}

/** Characters left (negative when over). */
export function charactersLeft(text: string, max = MESSAGE_MAX): number {
  return max - characterCount(text);
}

export type ComposeError = 'required' | 'tooLong' | 'teamsRequired';

/** The first problem of each field, as the server would answer it. */
export function composeErrors(values: ComposeValues): Partial<Record<keyof ComposeValues, ComposeError>> {
  const errors: Partial<Record<keyof ComposeValues, ComposeError>> = {};
  if (!values.title.trim()) errors.title = 'required';
  else if (characterCount(values.title) > MESSAGE_TITLE_MAX) errors.title = 'tooLong';
  if (!values.message.trim()) errors.message = 'required';
  else if (characterCount(values.message) > MESSAGE_MAX) errors.message = 'tooLong';
  if (values.target === 'TEAMS' && values.teamIds.length === 0) errors.teamIds = 'teamsRequired';
  return errors;
}

/** The request body of a message. */
export function sendBody(values: ComposeValues): { title: string; message: string; target: Target; teamIds?: number[] } {
  return {
    title: values.title.trim(),
    message: values.message.trim(),
    target: values.target,
    ...(values.target === 'TEAMS' ? { teamIds: values.teamIds.map(Number) } : {}),
  };
}

export interface Scope {
  all: boolean;
  teamIds: readonly number[];
}

/** The teams the caller may write to: every team for managers, the teams they lead for leaders. */
export function writableTeams<T extends { id: number }>(teams: readonly T[], scope: Scope): T[] {
  return scope.all ? [...teams] : teams.filter((team) => scope.teamIds.includes(team.id));
}

/** Managers may write to everyone; a leader only to their teams (the form starts on what they may do). */
export function defaultTarget(scope: Scope): Target {
  return scope.all ? 'ALL' : 'TEAMS';
}

/** Confirmed share of the recipients, 0–100. */
export function confirmedPercent(group: { confirmedCount: number; recipientCount: number }): number {
  return group.recipientCount > 0 ? Math.round((group.confirmedCount * 100) / group.recipientCount) : 0;
}

export type RemindBlock = { reason: 'allConfirmed' } | { reason: 'tooSoon'; minutes: number } | null;

/** Why the Remind button is off now (null: it is on). */
export function remindBlock(group: { confirmedCount: number; recipientCount: number; remindableAt: string | null }, now: Date): RemindBlock {
  if (group.confirmedCount >= group.recipientCount) return { reason: 'allConfirmed' };
  if (group.remindableAt) {
    const wait = new Date(group.remindableAt).getTime() - now.getTime();
    if (wait > 0) return { reason: 'tooSoon', minutes: Math.ceil(wait / 60_000) };
  }
  return null;
}

/** "Prénom Nom (pseudo)", or the pseudo alone. */
export function recipientName(r: { pseudo: string; prenom: string | null; nom: string | null }): string {
  const full = [r.prenom, r.nom].filter((p) => p && p.trim()).join(' ');
  return full ? `${full} (${r.pseudo})` : r.pseudo;
}

/** Recipients split into those who have not confirmed yet and those who have. */
export function splitByConfirmation<R extends { confirmedAt: string | null }>(recipients: readonly R[]): { waiting: R[]; confirmed: R[] } {
  return { waiting: recipients.filter((r) => !r.confirmedAt), confirmed: recipients.filter((r) => r.confirmedAt) };
}

/** A message id from the page's address (?message=12); null for anything else. */
export function messageIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A date and time in the reader's language. */
export function formatMoment(iso: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
