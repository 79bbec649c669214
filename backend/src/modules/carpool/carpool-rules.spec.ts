import { CarpoolBookingStatus as S } from './carpool.entity';
import { askRefusal, canApply, containsPattern, freeSeats, mayAct, mayDelete, mayEdit, offerAddressVisible, offerPhoneVisible, recipients, requestPhoneVisible, seatsLoweringRefusal, seatsShort, STATUS_AFTER } from './carpool-rules';

describe('seats', () => {
  it('free seats are the seats less those taken, never below zero', () => {
    expect(freeSeats(3, 0)).toBe(3);
    expect(freeSeats(3, 2)).toBe(1);
    expect(freeSeats(3, 3)).toBe(0);
    expect(freeSeats(2, 3)).toBe(0);
  });

  it('taking seats beyond the offer’s says how many are left', () => {
    expect(seatsShort(3, 0, 3)).toBeNull();
    expect(seatsShort(3, 2, 1)).toBeNull();
    expect(seatsShort(3, 2, 2)).toBe(1);
    expect(seatsShort(3, 3, 1)).toBe(0);
  });

  it('lowering the seats below those taken is refused with the seats taken', () => {
    expect(seatsLoweringRefusal(2, 2)).toBeNull();
    expect(seatsLoweringRefusal(5, 0)).toBeNull();
    expect(seatsLoweringRefusal(1, 2)).toBe(2);
  });
});

describe('asking for seats', () => {
  it('is refused on one’s own offer first, then beyond the free seats', () => {
    expect(askRefusal({ driverId: 1, requesterId: 1, seats: 9, freeSeats: 0 })).toBe('OWN_OFFER');
    expect(askRefusal({ driverId: 1, requesterId: 2, seats: 3, freeSeats: 2 })).toBe('NOT_ENOUGH_SEATS');
    expect(askRefusal({ driverId: 1, requesterId: 2, seats: 2, freeSeats: 2 })).toBeNull();
  });
});

describe('a booking’s life', () => {
  it('the driver accepts or rejects PENDING asks; the requester cancels PENDING or ACCEPTED ones', () => {
    const table = Object.fromEntries((['accept', 'reject', 'cancel'] as const).map((a) => [a, Object.values(S).filter((s) => canApply(a, s))]));
    expect(table).toEqual({ accept: [S.PENDING], reject: [S.PENDING], cancel: [S.PENDING, S.ACCEPTED] });
    expect(STATUS_AFTER).toEqual({ accept: S.ACCEPTED, reject: S.REJECTED, cancel: S.CANCELLED });
  });

  it('only the driver decides, only the requester cancels', () => {
    const who = { driverId: 1, requesterId: 2 };
    expect(mayAct('accept', { ...who, viewerId: 1 })).toBe(true);
    expect(mayAct('reject', { ...who, viewerId: 1 })).toBe(true);
    expect(mayAct('cancel', { ...who, viewerId: 1 })).toBe(false);
    expect(mayAct('accept', { ...who, viewerId: 2 })).toBe(false);
    expect(mayAct('cancel', { ...who, viewerId: 2 })).toBe(true);
    expect(mayAct('accept', { ...who, viewerId: 3 })).toBe(false);
    expect(mayAct('cancel', { ...who, viewerId: 3 })).toBe(false);
  });
});

describe('phone numbers', () => {
  it('an offer’s: the driver and accepted passengers only', () => {
    expect(offerPhoneVisible({ isDriver: true, isAcceptedPassenger: false })).toBe(true);
    expect(offerPhoneVisible({ isDriver: false, isAcceptedPassenger: true })).toBe(true);
    expect(offerPhoneVisible({ isDriver: false, isAcceptedPassenger: false })).toBe(false);
  });

  it('a request’s: its author and a driver carrying them only', () => {
    expect(requestPhoneVisible({ isAuthor: true, isTheirDriver: false })).toBe(true);
    expect(requestPhoneVisible({ isAuthor: false, isTheirDriver: true })).toBe(true);
    expect(requestPhoneVisible({ isAuthor: false, isTheirDriver: false })).toBe(false);
  });
});

describe('meeting points', () => {
  it('the street for signed-in users, the town only for visitors', () => {
    expect(offerAddressVisible(7)).toBe(true);
    expect(offerAddressVisible(null)).toBe(false);
  });
});

describe('authors and the team', () => {
  it('only the author edits; the author or the team deletes; visitors nothing', () => {
    expect(mayEdit(1, 1)).toBe(true);
    expect(mayEdit(1, 2)).toBe(false);
    expect(mayEdit(1, null)).toBe(false);
    expect(mayDelete(1, 1, false)).toBe(true);
    expect(mayDelete(1, 2, false)).toBe(false);
    expect(mayDelete(1, 2, true)).toBe(true);
    expect(mayDelete(1, null, true)).toBe(false);
  });

  it('tells each person once, never the one who acted', () => {
    expect(recipients([3, 2, 3, 1], 1)).toEqual([3, 2]);
    expect(recipients([1], 1)).toEqual([]);
  });
});

describe('the city filter', () => {
  it('finds the text anywhere, any case, its wildcards taken literally', () => {
    expect(containsPattern('Lyon')).toBe('%lyon%');
    expect(containsPattern('100%_x\\')).toBe('%100\\%\\_x\\\\%');
  });
});
