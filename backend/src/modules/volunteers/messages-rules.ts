/** Pure rules of group messages: who a sender may write to, and when a group may be reminded. No I/O here. */
import { MessageTarget } from './volunteer-fields';
import type { TeamScope } from './volunteer-scope';

/** Least time between two reminders of one group. */
export const REMIND_INTERVAL_MS = 10 * 60_000;

/** Most characters of a message (the notification's text and the confirm page's). */
export const MESSAGE_MAX = 500;
export const MESSAGE_TITLE_MAX = 200;

/**
 * Characters as the database counts them (code points). The length validator does not count
 * variation selectors, so a text it lets through may still be too long for the column.
 */
export function characterCount(text: string): number {
  return [...text].length;
}

/** Why a sender may not write to this target: leaders write to teams they lead, never to every volunteer. */
export type TargetRefusal = 'NOT_TEAM_LEADER' | 'ALL_NEEDS_MANAGER';

export function targetRefusal(scope: TeamScope, target: MessageTarget, teamIds: readonly number[]): TargetRefusal | null {
  if (scope.all) return null;
  if (target === MessageTarget.ALL) return 'ALL_NEEDS_MANAGER';
  return teamIds.every((id) => scope.teamIds.includes(id)) ? null : 'NOT_TEAM_LEADER';
}

/** The teams a message goes to, each once, in the given order; none for a message to every volunteer. */
export function chosenTeams(target: MessageTarget, teamIds: readonly number[] | undefined): number[] {
  return target === MessageTarget.TEAMS ? [...new Set(teamIds ?? [])] : [];
}

/** When the group may be reminded again (null: now). */
export function nextReminderAt(remindedAt: Date | null, now: Date): Date | null {
  if (!remindedAt) return null;
  const next = new Date(remindedAt.getTime() + REMIND_INTERVAL_MS);
  return next > now ? next : null;
}

/** Whether a leader (or a manager) sees a group: managers all; leaders those they sent or that reach a team they lead. */
export function groupInScope(scope: TeamScope, senderId: number | null, selectedTeams: readonly number[] | null, userId: number): boolean {
  if (scope.all) return true;
  if (senderId === userId) return true;
  return (selectedTeams ?? []).some((id) => scope.teamIds.includes(id));
}
