import { CarpoolBookingStatus } from './carpool.entity';

/**
 * The rules of carpooling, without I/O: free seats, what a booking may become and who may do it,
 * who sees a phone number, who is told what. The services apply them; the seat limit itself is
 * checked again under a lock of the offer's row (bookings.service.ts).
 */

/** Seats an offer still has: its seats less the accepted bookings' seats and the passengers the driver added. */
export function freeSeats(availableSeats: number, takenSeats: number): number {
  return Math.max(0, availableSeats - takenSeats);
}

/** Why a passenger may not ask for seats on an offer, or null when they may. */
export type AskRefusal = 'OWN_OFFER' | 'NOT_ENOUGH_SEATS';

export function askRefusal(ask: { driverId: number; requesterId: number; seats: number; freeSeats: number }): AskRefusal | null {
  if (ask.driverId === ask.requesterId) return 'OWN_OFFER';
  if (ask.seats > ask.freeSeats) return 'NOT_ENOUGH_SEATS';
  return null;
}

/** What the driver (accept, reject) or the passenger (cancel) does to a booking. */
export type BookingAction = 'accept' | 'reject' | 'cancel';

/** The status a booking takes from each action. */
export const STATUS_AFTER: Record<BookingAction, CarpoolBookingStatus> = {
  accept: CarpoolBookingStatus.ACCEPTED,
  reject: CarpoolBookingStatus.REJECTED,
  cancel: CarpoolBookingStatus.CANCELLED,
};

/** The statuses each action applies to: the driver decides PENDING asks; the passenger cancels a live one at any time. */
export const STATUSES_BEFORE: Record<BookingAction, readonly CarpoolBookingStatus[]> = {
  accept: [CarpoolBookingStatus.PENDING],
  reject: [CarpoolBookingStatus.PENDING],
  cancel: [CarpoolBookingStatus.PENDING, CarpoolBookingStatus.ACCEPTED],
};

/** Whether the action applies to a booking in this status. */
export function canApply(action: BookingAction, status: CarpoolBookingStatus): boolean {
  return STATUSES_BEFORE[action].includes(status);
}

/** Who may take each action: the offer's driver decides, the booking's requester cancels. */
export function mayAct(action: BookingAction, who: { viewerId: number; driverId: number; requesterId: number }): boolean {
  return action === 'cancel' ? who.viewerId === who.requesterId : who.viewerId === who.driverId;
}

/**
 * When `wanted` more seats would go past the offer's seats: the seats left (what the refusal
 * says), else null. Accepting a booking, adding a passenger (one seat) ask this.
 */
export function seatsShort(availableSeats: number, takenSeats: number, wanted: number): number | null {
  return takenSeats + wanted > availableSeats ? freeSeats(availableSeats, takenSeats) : null;
}

/** Lowering an offer's seats below those taken is refused: the seats taken then, else null. */
export function seatsLoweringRefusal(newSeats: number, takenSeats: number): number | null {
  return newSeats < takenSeats ? takenSeats : null;
}

/** An offer's phone number is shown to its driver and to its accepted passengers (booked and accepted, or added by the driver); to nobody else. */
export function offerPhoneVisible(viewer: { isDriver: boolean; isAcceptedPassenger: boolean }): boolean {
  return viewer.isDriver || viewer.isAcceptedPassenger;
}

/** A meeting point's street is for signed-in users; visitors see its town only (the street is where someone waits, alone, at a given hour). */
export function offerAddressVisible(viewerId: number | null): boolean {
  return viewerId !== null;
}

/** A request's phone number is shown to its author and to a driver who carries them (an accepted booking, or added as a passenger, on an offer of that edition). */
export function requestPhoneVisible(viewer: { isAuthor: boolean; isTheirDriver: boolean }): boolean {
  return viewer.isAuthor || viewer.isTheirDriver;
}

/** An offer, a request or a comment: edited by its author only, deleted by its author or by the edition's team (moderation). */
export function mayEdit(authorId: number, viewerId: number | null): boolean {
  return viewerId !== null && authorId === viewerId;
}

export function mayDelete(authorId: number, viewerId: number | null, team: boolean): boolean {
  return viewerId !== null && (team || authorId === viewerId);
}

/** The people to tell, each once, never the one who acted. */
export function recipients(userIds: readonly number[], actorId: number): number[] {
  return [...new Set(userIds)].filter((id) => id !== actorId);
}

/** A `like` pattern finding `text` anywhere in a lower-cased column (its own % _ \ taken literally). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
