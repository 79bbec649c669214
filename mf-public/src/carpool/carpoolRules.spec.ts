import { askErrors, bookingChoice, offerErrors, offerValuesOf, pageCount, requestErrors, requestsFor, requestValuesOf, telHref, toBookingAsk, toOfferInput, toRequestInput } from './carpoolRules';
import type { CarpoolOffer, CarpoolRequest } from './carpoolApi';

const TZ = 'Europe/Paris';

describe('the offer form', () => {
  it('starts a new offer on the day at 09:00 with three seats, in the chosen direction', () => {
    expect(offerValuesOf(null, TZ, '2030-05-14', 'FROM_EVENT')).toMatchObject({ tripDate: '2030-05-14T09:00', availableSeats: 3, direction: 'FROM_EVENT', phoneNumber: '' });
  });

  it('reads an offer on the edition’s clocks and sends the instant back', () => {
    const offer = { tripDate: '2030-05-14T08:00:00.000Z', locationCity: 'Grenoble', locationAddress: null, availableSeats: 2, direction: 'TO_EVENT', description: null, phoneNumber: null, smokingAllowed: true, petsAllowed: false, musicAllowed: true } as CarpoolOffer;
    const values = offerValuesOf(offer, TZ, '2030-05-15', 'FROM_EVENT');
    expect(values).toMatchObject({ tripDate: '2030-05-14T10:00', locationAddress: '', description: '', phoneNumber: '', smokingAllowed: true });
    expect(toOfferInput({ ...values, locationCity: ' Grenoble ', phoneNumber: ' ' }, TZ)).toEqual({
      tripDate: '2030-05-14T08:00:00.000Z',
      locationCity: 'Grenoble',
      locationAddress: null,
      availableSeats: 2,
      direction: 'TO_EVENT',
      description: null,
      phoneNumber: null,
      smokingAllowed: true,
      petsAllowed: false,
      musicAllowed: true,
    });
  });

  it('refuses a missing city or date, seats outside 1–8, a bad phone, texts too long', () => {
    const ok = offerValuesOf(null, TZ, '2030-05-14', 'TO_EVENT');
    expect(offerErrors({ ...ok, locationCity: 'Lyon' }, TZ)).toEqual({});
    expect(offerErrors({ ...ok, locationCity: ' ', tripDate: '', availableSeats: 9, phoneNumber: 'call me', locationAddress: 'a'.repeat(201), description: 'd'.repeat(2001) }, TZ)).toEqual({
      locationCity: 'carpool.form.errors.required',
      tripDate: 'carpool.form.errors.date',
      availableSeats: 'carpool.form.errors.seats',
      phoneNumber: 'carpool.form.errors.phone',
      locationAddress: 'carpool.form.errors.tooLong',
      description: 'carpool.form.errors.tooLong',
    });
    expect(offerErrors({ ...ok, locationCity: 'x'.repeat(101), availableSeats: '' }, TZ)).toEqual({ locationCity: 'carpool.form.errors.tooLong', availableSeats: 'carpool.form.errors.seats' });
    expect(offerErrors({ ...ok, locationCity: 'Lyon', availableSeats: 0 }, TZ).availableSeats).toBe('carpool.form.errors.seats');
    expect(offerErrors({ ...ok, locationCity: 'Lyon', availableSeats: 1.5 }, TZ).availableSeats).toBe('carpool.form.errors.seats');
    expect(offerErrors({ ...ok, locationCity: 'Lyon', phoneNumber: '+33 (0)6 12-34.56' }, TZ)).toEqual({});
  });
});

describe('the request form', () => {
  it('starts with one seat and checks like an offer', () => {
    const values = requestValuesOf(null, TZ, '2030-05-17', 'FROM_EVENT');
    expect(values).toMatchObject({ seatsNeeded: 1, tripDate: '2030-05-17T09:00' });
    expect(requestErrors(values, TZ)).toEqual({ locationCity: 'carpool.form.errors.required' });
    expect(requestErrors({ ...values, locationCity: 'Nice', seatsNeeded: 12 }, TZ)).toEqual({ seatsNeeded: 'carpool.form.errors.seats' });
    expect(toRequestInput({ ...values, locationCity: 'Nice', description: ' Two bags ' }, TZ)).toEqual({
      tripDate: '2030-05-17T07:00:00.000Z',
      locationCity: 'Nice',
      seatsNeeded: 1,
      direction: 'FROM_EVENT',
      description: 'Two bags',
      phoneNumber: null,
    });
    const request = { tripDate: '2030-05-17T07:00:00.000Z', locationCity: 'Nice', seatsNeeded: 2, direction: 'TO_EVENT', description: null, phoneNumber: '+41 79' } as CarpoolRequest;
    expect(requestValuesOf(request, TZ, '2030-05-14', 'FROM_EVENT')).toEqual({ tripDate: '2030-05-17T09:00', locationCity: 'Nice', seatsNeeded: 2, direction: 'TO_EVENT', description: '', phoneNumber: '+41 79' });
  });
});

describe('booking', () => {
  const offer = { canEdit: false, freeSeats: 2, myBooking: null, isPassenger: false };

  it('offers each reader what they may do', () => {
    expect(bookingChoice({ ...offer, canEdit: true }, true)).toBe('driver');
    expect(bookingChoice(offer, false)).toBe('signIn');
    expect(bookingChoice(offer, true)).toBe('book');
    expect(bookingChoice({ ...offer, freeSeats: 0 }, true)).toBe('full');
    expect(bookingChoice({ ...offer, myBooking: { id: 1, seats: 1, status: 'PENDING' } }, true)).toBe('pending');
    expect(bookingChoice({ ...offer, myBooking: { id: 1, seats: 1, status: 'ACCEPTED' } }, true)).toBe('accepted');
    expect(bookingChoice({ ...offer, myBooking: { id: 1, seats: 1, status: 'REJECTED' } }, true)).toBe('book');
    expect(bookingChoice({ ...offer, isPassenger: true }, true)).toBe('passenger');
  });

  it('asks for 1 to the free seats, with a message within its length', () => {
    expect(askErrors(2, 'Hi', 2)).toEqual({});
    expect(askErrors(3, '', 2)).toEqual({ seats: 'carpool.book.tooMany' });
    expect(askErrors('', 'm'.repeat(1001), 2)).toEqual({ seats: 'carpool.form.errors.seats', message: 'carpool.form.errors.tooLong' });
    expect(askErrors(0, '', 2)).toEqual({ seats: 'carpool.form.errors.seats' });
    expect(toBookingAsk(2, '  ', null)).toEqual({ seats: 2, message: null });
    expect(toBookingAsk(1, ' Hello ', 7)).toEqual({ seats: 1, message: 'Hello', requestId: 7 });
  });

  it('lets an ask answer only the caller’s requests of the same direction', () => {
    const requests = [{ id: 1, direction: 'TO_EVENT' }, { id: 2, direction: 'FROM_EVENT' }] as CarpoolRequest[];
    expect(requestsFor(requests, 'FROM_EVENT').map((r) => r.id)).toEqual([2]);
  });
});

describe('small helpers', () => {
  it('makes tel: links and counts pages', () => {
    expect(telHref('+33 (0)6 12-34.56 78')).toBe('tel:+330612345678');
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
