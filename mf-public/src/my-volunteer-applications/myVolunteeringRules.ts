/**
 * Pure rules of the volunteer space: the calendar links, slots grouped by day, statuses, the teams'
 * planning, the links to the management pages. Days and times are the edition's, on its clocks (its
 * `timeZone`; the zone helpers are @festival/i18n's).
 */
import { FILL_COLOR, fillOf, sectionHref, type Fill } from '@festival/ui';

/** The webcal:// form of the feed (calendar apps subscribe to it). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** Slots grouped by their local day (`dayKey`: on the edition's clocks), in time order. */
export function byDay<T extends { start: string }>(slots: readonly T[], dayKey: (iso: string) => string): { day: string; slots: T[] }[] {
  const groups: { day: string; slots: T[] }[] = [];
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const day = dayKey(slot.start);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.slots.push(slot);
    else groups.push({ day, slots: [slot] });
  }
  return groups;
}

/** Meals grouped by their day (one rule for the public pages). */
export { mealsByDay } from '../shared/publicRules';

// ---- the teams' planning (read-only) ---------------------------------------------------------

/** How full a slot is, coloured as on the management board (one definition, in @festival/ui). */
export { FILL_COLOR, fillOf, type Fill };

/** The day the planning opens on: today during the edition, else the day of the next (or first) own slot, else the edition's first day. */
export function openingDay({ today, startDate, endDate, mySlotDays }: { today: string; startDate: string; endDate: string; mySlotDays: readonly string[] }): string {
  if (startDate <= today && today <= endDate) return today;
  const days = [...mySlotDays].sort();
  return days.find((d) => d >= today) ?? days[0] ?? startDate;
}

/** What is shown of a person on a slot: their first name, else their pseudo. */
export const firstName = (person: { pseudo: string; prenom: string | null } | undefined): string => person?.prenom?.trim() || person?.pseudo || '?';

interface PlanningTeamLike {
  id: number;
  name: string;
  color: string;
  isVisibleToVolunteers: boolean;
}
interface PlanningSlotLike {
  id: number;
  teamId: number;
  title: string;
  start: string;
  end: string;
  needed: number;
  assigned: number;
  assignees: readonly number[];
}
interface PlanningPersonLike {
  id: number;
  pseudo: string;
  prenom: string | null;
}

export interface ShownSlot<S extends PlanningSlotLike> {
  slot: S;
  fill: Fill;
  names: string[];
  mine: boolean;
}

/**
 * The planning a volunteer sees: the teams shared with volunteers and the caller's own teams (a
 * leader's team may be hidden from the others), in the answer's order, each with its slots in time
 * order, how full each is, the first names of who is on it, and whether the caller is.
 */
export function teamPlanning<T extends PlanningTeamLike, S extends PlanningSlotLike>(
  planning: { teams: readonly T[]; slots: readonly S[]; people: readonly PlanningPersonLike[] },
  me: { userId: number | null; teamIds: readonly number[]; slotIds: readonly number[] },
): { team: T; slots: ShownSlot<S>[] }[] {
  const people = new Map(planning.people.map((p) => [p.id, p]));
  const mySlots = new Set(me.slotIds);
  const shown = planning.teams.filter((t) => t.isVisibleToVolunteers || me.teamIds.includes(t.id));
  return shown.map((team) => ({
    team,
    slots: planning.slots
      .filter((s) => s.teamId === team.id)
      .sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end) || a.id - b.id)
      .map((slot) => ({
        slot,
        fill: fillOf(slot.assigned, slot.needed),
        names: slot.assignees.map((id) => firstName(people.get(id))),
        mine: mySlots.has(slot.id) || (me.userId !== null && slot.assignees.includes(me.userId)),
      })),
  }));
}

// ---- the management pages a leader may open -----------------------------------------------

export interface ManagementLink {
  key: 'planning' | 'applications' | 'messages';
  to: string;
}

/** Whether the application's teams include one the volunteer leads. */
export const leadsATeam = (application: { teams: readonly { isLeader: boolean }[] }): boolean => application.teams.some((t) => t.isLeader);

/**
 * The management pages of the edition that a team leader (or a manager) may open: the planning
 * board, the applications, the group messages. Pages of mf-gestion, so their paths come from the
 * table of sections the shell registers (none when a section is not there).
 */
export function managementLinks(editionId: number, mayLead: boolean): ManagementLink[] {
  if (!mayLead) return [];
  const offered: { key: ManagementLink['key']; to: string | undefined }[] = [
    { key: 'planning', to: sectionHref('gestion/volunteers-planning', { id: editionId }) },
    { key: 'applications', to: sectionHref('gestion/volunteers-applications', { id: editionId }) },
    { key: 'messages', to: sectionHref('gestion/volunteers-notifications', { id: editionId }) },
  ];
  return offered.flatMap(({ key, to }) => (to ? [{ key, to }] : []));
}
