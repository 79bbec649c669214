/**
 * The carpool page's checks and choices, mirroring the server's (carpool-rules.ts, the DTOs'
 * limits): the forms' values and their errors, what a card offers its reader (book, cancel, their
 * booking's state), phone links. Pure: no React, no fetching.
 */
import { fieldBounds } from '@festival/api-client/bounds';
import { fromLocalInput, toLocalInput } from '@festival/i18n/zoned';
import type { BookingAsk, CarpoolDirection, CarpoolOffer, CarpoolRequest, OfferInput, RequestInput } from './carpoolApi';

const offer = fieldBounds.CreateCarpoolOfferDto;
export const CARPOOL_SEATS_MAX = offer.availableSeats.maximum;
export const CARPOOL_LIMITS = {
  city: offer.locationCity.maxLength,
  address: offer.locationAddress.maxLength,
  description: offer.description.maxLength,
  message: fieldBounds.AskCarpoolBookingDto.message.maxLength,
  identifier: fieldBounds.AddCarpoolPassengerDto.identifier.maxLength,
} as const;
const PHONE = /^\+?[0-9 ().-]{6,30}$/;

/** An error of a form field: a key of the `community` texts (under carpool.form.errors). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface OfferValues {
  /** 'YYYY-MM-DDTHH:mm' on the edition's clocks. */
  tripDate: string;
  locationCity: string;
  locationAddress: string;
  availableSeats: number | '';
  direction: CarpoolDirection;
  description: string;
  phoneNumber: string;
  smokingAllowed: boolean;
  petsAllowed: boolean;
  musicAllowed: boolean;
}

export interface RequestValues {
  tripDate: string;
  locationCity: string;
  seatsNeeded: number | '';
  direction: CarpoolDirection;
  description: string;
  phoneNumber: string;
}

const seatsError = (seats: number | ''): string | undefined =>
  seats === '' || !Number.isInteger(seats) ? 'carpool.form.errors.seats' : seats < 1 || seats > CARPOOL_SEATS_MAX ? 'carpool.form.errors.seats' : undefined;

function tripErrors(v: { tripDate: string; locationCity: string; description: string; phoneNumber: string }, timeZone: string): FieldErrors<'tripDate' | 'locationCity' | 'description' | 'phoneNumber'> {
  const errors: FieldErrors<'tripDate' | 'locationCity' | 'description' | 'phoneNumber'> = {};
  if (!fromLocalInput(v.tripDate, timeZone)) errors.tripDate = 'carpool.form.errors.date';
  if (!v.locationCity.trim()) errors.locationCity = 'carpool.form.errors.required';
  else if (v.locationCity.trim().length > CARPOOL_LIMITS.city) errors.locationCity = 'carpool.form.errors.tooLong';
  if (v.description.trim().length > CARPOOL_LIMITS.description) errors.description = 'carpool.form.errors.tooLong';
  if (v.phoneNumber.trim() && !PHONE.test(v.phoneNumber.trim())) errors.phoneNumber = 'carpool.form.errors.phone';
  return errors;
}

/** What is wrong with an offer's form, field by field (empty when it may be sent). */
export function offerErrors(v: OfferValues, timeZone: string): FieldErrors<keyof OfferValues> {
  const errors: FieldErrors<keyof OfferValues> = tripErrors(v, timeZone);
  if (v.locationAddress.trim().length > CARPOOL_LIMITS.address) errors.locationAddress = 'carpool.form.errors.tooLong';
  const seats = seatsError(v.availableSeats);
  if (seats) errors.availableSeats = seats;
  return errors;
}

export function requestErrors(v: RequestValues, timeZone: string): FieldErrors<keyof RequestValues> {
  const errors: FieldErrors<keyof RequestValues> = tripErrors(v, timeZone);
  const seats = seatsError(v.seatsNeeded);
  if (seats) errors.seatsNeeded = seats;
  return errors;
}

/** The form's values for a new offer (on `day` at 09:00) or the offer being edited. */
export function offerValuesOf(offer: CarpoolOffer | null, timeZone: string, day: string, direction: CarpoolDirection): OfferValues {
  if (!offer) {
    return { tripDate: `${day}T09:00`, locationCity: '', locationAddress: '', availableSeats: 3, direction, description: '', phoneNumber: '', smokingAllowed: false, petsAllowed: false, musicAllowed: false };
  }
  return {
    tripDate: toLocalInput(offer.tripDate, timeZone),
    locationCity: offer.locationCity,
    locationAddress: offer.locationAddress ?? '',
    availableSeats: offer.availableSeats,
    direction: offer.direction,
    description: offer.description ?? '',
    phoneNumber: offer.phoneNumber ?? '',
    smokingAllowed: offer.smokingAllowed,
    petsAllowed: offer.petsAllowed,
    musicAllowed: offer.musicAllowed,
  };
}

export function requestValuesOf(request: CarpoolRequest | null, timeZone: string, day: string, direction: CarpoolDirection): RequestValues {
  if (!request) return { tripDate: `${day}T09:00`, locationCity: '', seatsNeeded: 1, direction, description: '', phoneNumber: '' };
  return {
    tripDate: toLocalInput(request.tripDate, timeZone),
    locationCity: request.locationCity,
    seatsNeeded: request.seatsNeeded,
    direction: request.direction,
    description: request.description ?? '',
    phoneNumber: request.phoneNumber ?? '',
  };
}

/** The body of an offer (checked first with offerErrors); empty optional texts clear them. */
export function toOfferInput(v: OfferValues, timeZone: string): OfferInput {
  return {
    tripDate: fromLocalInput(v.tripDate, timeZone)!,
    locationCity: v.locationCity.trim(),
    locationAddress: v.locationAddress.trim() || null,
    availableSeats: v.availableSeats as number,
    direction: v.direction,
    description: v.description.trim() || null,
    phoneNumber: v.phoneNumber.trim() || null,
    smokingAllowed: v.smokingAllowed,
    petsAllowed: v.petsAllowed,
    musicAllowed: v.musicAllowed,
  };
}

export function toRequestInput(v: RequestValues, timeZone: string): RequestInput {
  return {
    tripDate: fromLocalInput(v.tripDate, timeZone)!,
    locationCity: v.locationCity.trim(),
    seatsNeeded: v.seatsNeeded as number,
    direction: v.direction,
    description: v.description.trim() || null,
    phoneNumber: v.phoneNumber.trim() || null,
  };
}

/** What an offer's card lets its reader do about seats. */
export type BookingChoice = 'driver' | 'signIn' | 'pending' | 'accepted' | 'passenger' | 'full' | 'book';

export function bookingChoice(offer: Pick<CarpoolOffer, 'canEdit' | 'freeSeats' | 'myBooking' | 'isPassenger'>, signedIn: boolean): BookingChoice {
  if (offer.canEdit) return 'driver';
  if (!signedIn) return 'signIn';
  if (offer.myBooking?.status === 'PENDING') return 'pending';
  if (offer.myBooking?.status === 'ACCEPTED') return 'accepted';
  if (offer.isPassenger) return 'passenger';
  return offer.freeSeats > 0 ? 'book' : 'full';
}

/** The ask's error: seats from 1 to the offer's free seats, a message within its length. */
export function askErrors(seats: number | '', message: string, freeSeats: number): FieldErrors<'seats' | 'message'> {
  const errors: FieldErrors<'seats' | 'message'> = {};
  if (seats === '' || !Number.isInteger(seats) || seats < 1) errors.seats = 'carpool.form.errors.seats';
  else if (seats > freeSeats) errors.seats = 'carpool.book.tooMany';
  if (message.trim().length > CARPOOL_LIMITS.message) errors.message = 'carpool.form.errors.tooLong';
  return errors;
}

export function toBookingAsk(seats: number, message: string, requestId: number | null): BookingAsk {
  return { seats, message: message.trim() || null, ...(requestId ? { requestId } : {}) };
}

/** The caller's requests an ask may answer: the same direction. */
export function requestsFor(requests: readonly CarpoolRequest[], direction: CarpoolDirection): CarpoolRequest[] {
  return requests.filter((r) => r.direction === direction);
}

/** A tel: link of a phone number as typed (spaces, dots, brackets and dashes dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** The pages of a list of `total` rows. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
