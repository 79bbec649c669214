import type { EntityManager } from '@mikro-orm/core';
import { CarpoolBooking, CarpoolBookingStatus, CarpoolComment, CarpoolDirection, CarpoolOffer, CarpoolPassenger, CarpoolRequest, CarpoolRequestComment } from '../modules/carpool/carpool.entity';
import { Convention } from '../modules/conventions/convention.entity';
import { Edition } from '../modules/editions/edition.entity';
import { User } from '../modules/users/user.entity';
import { DEMO_VOLUNTEER_EDITION, inLyon } from './demo-volunteers';

const HOUR_MS = 3_600_000;

/**
 * The demo edition's carpooling (the edition demo-artists uses): offers both ways, requests and
 * comments. The volunteer drives from Grenoble with the attendee's ask still PENDING (the volunteer
 * answers it once signed in); the organiser drives back to Paris with the attendee ACCEPTED (so the
 * attendee sees the organiser's phone number) and the artist added as a passenger. Once: an edition
 * that has offers is left as it is.
 */
export async function seedDemoCarpool(em: EntityManager): Promise<number> {
  const find = (pseudo: string) => em.findOne(User, { email: `${pseudo}@demo.festival` });
  const [organiser, volunteer, attendee, artist] = await Promise.all([find('organiser'), find('volunteer'), find('attendee'), find('artist')]);
  const convention = organiser && (await em.findOne(Convention, { author: organiser, name: 'Rencontres de jonglerie du Rhône' }));
  const edition = convention && (await em.findOne(Edition, { convention, name: DEMO_VOLUNTEER_EDITION }));
  if (!organiser || !volunteer || !attendee || !artist || !edition || (await em.findOne(CarpoolOffer, { edition }))) return 0;

  const first = edition.startDate;
  const last = edition.endDate;
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

  const grenoble = em.create(CarpoolOffer, {
    edition,
    user: volunteer,
    tripDate: inLyon(first, '09:30'),
    locationCity: 'Grenoble',
    locationAddress: 'Gare de Grenoble, parvis nord',
    availableSeats: 3,
    direction: CarpoolDirection.TO_EVENT,
    description: 'Small car, room for one juggling bag each. I stop for coffee in Voiron.',
    phoneNumber: '+33 6 11 22 33 44',
    smokingAllowed: false,
    petsAllowed: true,
    musicAllowed: true,
  });
  em.create(CarpoolOffer, {
    edition,
    user: artist,
    tripDate: inLyon(first, '14:00'),
    locationCity: 'Annecy',
    locationAddress: null,
    availableSeats: 2,
    direction: CarpoolDirection.TO_EVENT,
    description: 'Van full of props: two seats left, no big luggage please.',
    phoneNumber: '+33 6 98 76 54 32',
    smokingAllowed: false,
    petsAllowed: false,
    musicAllowed: true,
  });
  const paris = em.create(CarpoolOffer, {
    edition,
    user: organiser,
    tripDate: inLyon(last, '18:00'),
    locationCity: 'Paris',
    locationAddress: 'Porte d’Italie, by the metro exit',
    availableSeats: 4,
    direction: CarpoolDirection.FROM_EVENT,
    description: 'Leaving after the clean-up. We take the motorway, one break.',
    phoneNumber: '+33 6 55 44 33 22',
    smokingAllowed: false,
    petsAllowed: false,
    musicAllowed: false,
  });
  em.create(CarpoolOffer, {
    edition,
    user: volunteer,
    tripDate: inLyon(last, '12:00'),
    locationCity: 'Marseille',
    availableSeats: 2,
    direction: CarpoolDirection.FROM_EVENT,
    description: null,
    phoneNumber: null,
    smokingAllowed: true,
    petsAllowed: true,
    musicAllowed: true,
  });

  const attendeeRequest = em.create(CarpoolRequest, {
    edition,
    user: attendee,
    tripDate: inLyon(first, '09:00'),
    locationCity: 'Grenoble',
    seatsNeeded: 1,
    direction: CarpoolDirection.TO_EVENT,
    description: 'One person with a diabolo bag.',
    phoneNumber: '+33 7 12 34 56 78',
  });
  const geneva = em.create(CarpoolRequest, {
    edition,
    user: artist,
    tripDate: inLyon(last, '16:00'),
    locationCity: 'Genève',
    seatsNeeded: 2,
    direction: CarpoolDirection.FROM_EVENT,
    description: 'Two of us with a unicycle each.',
    phoneNumber: null,
  });

  // The attendee asks the volunteer (still waiting) and rides back with the organiser (accepted).
  em.create(CarpoolBooking, { offer: grenoble, request: attendeeRequest, requester: attendee, seats: 1, message: 'Hi! I can be at the station at 9:15.', createdAt: ago(20), updatedAt: ago(20) });
  em.create(CarpoolBooking, {
    offer: paris,
    requester: attendee,
    seats: 1,
    message: 'Could you drop me at Porte d’Italie?',
    status: CarpoolBookingStatus.ACCEPTED,
    decidedAt: ago(10),
    createdAt: ago(30),
    updatedAt: ago(10),
  });
  em.create(CarpoolPassenger, { offer: paris, user: artist, addedBy: organiser, addedAt: ago(8) });

  em.create(CarpoolComment, { offer: grenoble, user: attendee, content: 'Is there room for a unicycle in the boot?', createdAt: ago(19) });
  em.create(CarpoolComment, { offer: grenoble, user: volunteer, content: 'Yes, if the wheel comes off!', createdAt: ago(18) });
  em.create(CarpoolComment, { offer: paris, user: volunteer, content: 'Thanks for taking people back after the clean-up.', createdAt: ago(6) });
  em.create(CarpoolRequestComment, { request: geneva, user: organiser, content: 'Ask at the info desk on Sunday: several cars go to Geneva.', createdAt: ago(4) });
  await em.flush();
  return 1;
}
