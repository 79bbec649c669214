/**
 * The workshops' pure rules: who may propose one and when, the times a workshop may take (within the
 * edition's days, on its clocks), where it may be (one of the edition's locations, or a free text
 * when the edition allows it), its clashes with others in the same place (warnings, never refusals),
 * and who may change it. Intervals are half-open: a workshop ending at 10:00 does not clash with one
 * starting at 10:00. No I/O here.
 */
import type { TranslatableMessage } from '../../core/errors/app-errors';
import { dayBounds, type Interval } from '../../core/time/zoned';

/** The most participants a workshop may announce. */
export const WORKSHOP_MAX_PARTICIPANTS = 10_000;

/** How long before a favourite workshop starts its stargazers are reminded. */
export const WORKSHOP_REMINDER_MINUTES = 30;

/** What the edition says about workshops. */
export interface WorkshopSettings {
  workshopsEnabled: boolean;
  workshopProposalsOpen: boolean;
  workshopLocationsFreeInput: boolean;
}

export type ProposalRefusal = 'WORKSHOPS_DISABLED' | 'PROPOSALS_CLOSED';

/**
 * Why the caller may not propose a workshop now (null: they may). Disabled workshops refuse
 * everyone; closed proposals refuse all but the edition's team.
 */
export function proposalRefusal(settings: WorkshopSettings, isTeam: boolean): ProposalRefusal | null {
  if (!settings.workshopsEnabled) return 'WORKSHOPS_DISABLED';
  if (!settings.workshopProposalsOpen && !isTeam) return 'PROPOSALS_CLOSED';
  return null;
}

/** Its creator and the edition's team change or delete a workshop; nobody else (a visitor never). */
export function canEditWorkshop(creatorId: number | null, viewerId: number | null, isTeam: boolean): boolean {
  if (viewerId === null) return false;
  return isTeam || (creatorId !== null && creatorId === viewerId);
}

/** From 00:00 of the edition's first day to 24:00 of its last, on its clocks. */
export function editionWindow(edition: { startDate: string; endDate: string }, timeZone: string): Interval {
  return { start: dayBounds(edition.startDate, timeZone).start, end: dayBounds(edition.endDate, timeZone).end };
}

/** What is wrong with a workshop's times, by field: an end not after the start, a start or end outside the edition's days. */
export function timeErrors(times: Interval, window: Interval, edition: { startDate: string; endDate: string }): Record<string, TranslatableMessage[]> {
  const errors: Record<string, TranslatableMessage[]> = {};
  const outside: TranslatableMessage = { key: 'errors.workshops.outsideEdition', params: { startDate: edition.startDate, endDate: edition.endDate } };
  if (times.start < window.start || times.start >= window.end) errors.startDateTime = [outside];
  if (times.end.getTime() <= times.start.getTime()) errors.endDateTime = [{ key: 'errors.workshops.endBeforeStart' }];
  else if (times.end > window.end || times.end <= window.start) errors.endDateTime = [outside];
  return errors;
}

/** Where a workshop is, as asked: one of the edition's locations, a free text, or nowhere yet. */
export interface PlaceChoice {
  locationId: number | null;
  locationText: string | null;
}

/** What is wrong with where a workshop is, by field: both given, a free text the edition does not allow, a location not the edition's. */
export function placeErrors(place: PlaceChoice, freeInput: boolean, knownLocation: boolean): Record<string, TranslatableMessage[]> {
  if (place.locationId !== null && place.locationText !== null) return { locationText: [{ key: 'errors.workshops.oneLocation' }] };
  if (place.locationText !== null && !freeInput) return { locationText: [{ key: 'errors.workshops.freeLocationOff' }] };
  if (place.locationId !== null && !knownLocation) return { locationId: [{ key: 'errors.workshops.unknownLocation' }] };
  return {};
}

/** A place as compared: trimmed, in lower case (a free text equal to a location's name is that place); null when there is none. */
export function placeKey(name: string | null | undefined): string | null {
  const key = name?.trim().toLowerCase();
  return key ? key : null;
}

/** Whether two intervals share a moment (touching ends do not). */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** A workshop as the clashes see it. */
export interface PlacedWorkshop extends Interval {
  id: number;
  title: string;
  /** The location's name, or the free text. */
  place: string | null;
}

/** The other workshops in the same place at the same time as `workshop`, in the order they start. */
export function workshopClashes(workshop: PlacedWorkshop, others: readonly PlacedWorkshop[]): PlacedWorkshop[] {
  const place = placeKey(workshop.place);
  if (place === null) return [];
  return others
    .filter((o) => o.id !== workshop.id && placeKey(o.place) === place && overlaps(workshop, o))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
}

/** Whether the stargazers must be reminded again: the workshop now starts at another moment. */
export function startMoved(before: Date, after: Date): boolean {
  return before.getTime() !== after.getTime();
}
