import type { DomainEvents } from '../../core/events/domain-events';
import type { EditionAccess } from '../access/access.service';
import type { User } from '../users/user.entity';
import type { CarpoolDirection } from './carpool.entity';
import { recipients } from './carpool-rules';

/** What the carpool module tells the rest of the system, after its commit. */

/** What happened, each told to the other party (carpool-notifications.ts). */
export const CARPOOL_NOTICES = [
  /** A passenger asked for seats: to the driver. */
  'bookingAsked',
  /** The driver accepted or rejected an ask: to the passenger. */
  'bookingAccepted',
  'bookingRejected',
  /** The passenger cancelled their booking: to the driver. */
  'bookingCancelled',
  /** The driver added or removed a passenger: to them. */
  'passengerAdded',
  'passengerRemoved',
  /** An offer was deleted: to its accepted passengers and those the driver added. */
  'offerDeleted',
  /** Someone commented on an offer or a request: to its author. */
  'offerCommented',
  'requestCommented',
] as const;
export type CarpoolNoticeKind = (typeof CARPOOL_NOTICES)[number];

/** The trip a notice is about (an offer's or a request's). */
export interface CarpoolTrip {
  direction: CarpoolDirection;
  city: string;
  /** ISO instant. */
  tripDate: string;
}

/** Something happened on an edition's carpooling that `recipients` should know (never the actor). */
export class CarpoolNotice {
  static readonly event = 'carpool.notice';
  constructor(
    readonly kind: CarpoolNoticeKind,
    readonly editionId: number,
    readonly editionName: string,
    /** The edition's time zone: the trip's day and time are told on its clocks. */
    readonly timeZone: string,
    readonly recipients: readonly number[],
    /** The pseudo of who acted. */
    readonly actor: string,
    readonly trip: CarpoolTrip,
    /** The seats concerned (bookings), else null. */
    readonly seats: number | null,
    /** The offer or request concerned. */
    readonly entity: { type: 'carpoolOffer' | 'carpoolRequest'; id: number },
  ) {}
}

/** Something an offer or a request says of its trip. */
export const tripOf = (t: { direction: CarpoolDirection; locationCity?: string; city?: string; tripDate: Date | string }): CarpoolTrip => ({
  direction: t.direction,
  city: t.locationCity ?? t.city ?? '',
  tripDate: new Date(t.tripDate).toISOString(),
});

/** Tells the people of a notice what happened (after the commit); nobody to tell, nothing sent. */
export async function tell(events: DomainEvents, kind: CarpoolNoticeKind, access: EditionAccess, to: readonly number[], actor: User, trip: CarpoolTrip, entity: CarpoolNotice['entity'], seats: number | null = null): Promise<void> {
  const people = recipients(to, actor.id);
  if (!people.length) return;
  const { edition } = access;
  await events.publish(new CarpoolNotice(kind, edition.id, edition.name, edition.timeZone, people, actor.pseudo, trip, seats, entity));
}

