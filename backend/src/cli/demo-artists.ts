import type { EntityManager } from '@mikro-orm/core';
import { AllergySeverity, DietaryPreference } from '../core/validation/diet';
import { EditionArtist, Show, ShowArtist, ShowFavorite, ShowReturnableItem } from '../modules/artists/artist.entity';
import { Convention } from '../modules/conventions/convention.entity';
import { Edition } from '../modules/editions/edition.entity';
import { TicketingReturnableItem } from '../modules/ticketing/ticketing.entity';
import { User } from '../modules/users/user.entity';
import { dayOf, DEMO_VOLUNTEER_EDITION, inLyon } from './demo-volunteers';

type ArtistKey = 'arlo' | 'mira' | 'tomas' | 'duo' | 'fire' | 'hoops' | 'kenji' | 'clara' | 'gemelli';

/** A moment of the demo edition: a day (0: its first day) and a local time in Lyon. */
type When = [day: number, time: string];

const STATION = 'Lyon Part-Dieu train station, main entrance (rue de la Villette)';
const AIRPORT = 'Lyon Saint-Exupéry airport, terminal 1 arrivals';

interface DemoArtist {
  /** The artist's account: the demo account `artist`, a new user (no password: nobody signs in as them), or none (an invitation by e-mail still waiting). */
  account: { demo: true } | { prenom: string; nom: string; pseudo: string; phone: string } | { invitedEmail: string };
  stageName: string | null;
  arrival: When | null;
  departure: When | null;
  autonomous?: boolean;
  accommodation?: string;
  diet?: DietaryPreference;
  allergy?: [string, AllergySeverity];
  /** Fee, reimbursement ceiling and what was claimed, in cents. */
  fee?: number;
  feePaid?: boolean;
  reimbursementMax?: number;
  reimbursementActual?: number;
  reimbursementPaid?: boolean;
  invoice?: 'requested' | 'provided';
  expenses?: 'requested' | 'provided';
  /** Picked up on arrival / dropped off at departure: where, and whether the organiser drives (else nobody yet). */
  pickup?: { location: string; organiser: boolean };
  dropoff?: { location: string; organiser: boolean };
  notes?: string;
}

/** The demo edition's artists: the demo account `artist` and eight others, one still invited by e-mail. */
const ARTISTS: Record<ArtistKey, DemoArtist> = {
  arlo: {
    account: { demo: true },
    stageName: 'Arlo & the Flying Clubs',
    arrival: [0, '12:12'],
    departure: [3, '18:40'],
    accommodation: 'Guest room with a host family, ten minutes walk from the gym.',
    diet: DietaryPreference.VEGETARIAN,
    fee: 45_000,
    reimbursementMax: 12_000,
    reimbursementActual: 9_870,
    invoice: 'requested',
    expenses: 'provided',
    pickup: { location: STATION, organiser: true },
    dropoff: { location: STATION, organiser: false },
    notes: 'Headliner of the gala. The club passing act needs 6 m of free height: big top only.',
  },
  mira: {
    account: { prenom: 'Mira', nom: 'Kettunen', pseudo: 'mira_loop', phone: '+358 40 123 4567' },
    stageName: 'Mira Loop',
    arrival: [0, '08:47'],
    departure: [3, '16:05'],
    accommodation: 'Hotel room booked by us (Ibis Gerland, 2 nights) and the gym sleeping room on Saturday.',
    diet: DietaryPreference.VEGAN,
    fee: 60_000,
    reimbursementMax: 25_000,
    reimbursementActual: 23_450,
    reimbursementPaid: true,
    invoice: 'provided',
    expenses: 'provided',
    pickup: { location: STATION, organiser: true },
    dropoff: { location: STATION, organiser: true },
    notes: 'Flies Helsinki–Paris, then TGV. Wants her fee by bank transfer within 30 days (IBAN received).',
  },
  tomas: {
    account: { prenom: 'Tomás', nom: 'Ferreira', pseudo: 'tomas_diabolo', phone: '+351 912 345 678' },
    stageName: 'Tomás Diabolo',
    arrival: [0, '10:05'],
    departure: [3, '20:15'],
    allergy: ['Peanuts', AllergySeverity.SEVERE],
    fee: 35_000,
    reimbursementMax: 30_000,
    invoice: 'requested',
    expenses: 'requested',
    pickup: { location: AIRPORT, organiser: false },
    dropoff: { location: AIRPORT, organiser: true },
    notes: 'Carries an epinephrine pen; the kitchen knows. Still looking for someone to fetch him at the airport.',
  },
  duo: {
    account: { prenom: 'Lena', nom: 'Hoffmann', pseudo: 'lena_hoffmann', phone: '+49 151 2345 6789' },
    stageName: 'Duo Équilibre',
    arrival: [0, '11:30'],
    departure: [3, '21:00'],
    autonomous: true,
    accommodation: 'Sleeps in their own van on the truck camping.',
    fee: 80_000,
    feePaid: true,
    invoice: 'provided',
    notes: 'Two performers on one record (hand-to-hand). They bring their own mats.',
  },
  fire: {
    account: { prenom: 'Jonas', nom: 'Berg', pseudo: 'jonas_berg', phone: '+46 70 123 45 67' },
    stageName: 'Captain Fire',
    arrival: [1, '16:20'],
    departure: [3, '18:10'],
    accommodation: 'Tent on the camping; a bed in the sleeping room if it rains.',
    allergy: ['Lactose', AllergySeverity.LIGHT],
    fee: 40_000,
    reimbursementMax: 15_000,
    reimbursementActual: 15_000,
    invoice: 'requested',
    expenses: 'provided',
    pickup: { location: STATION, organiser: true },
    dropoff: { location: STATION, organiser: true },
    notes: 'Fire safety: two extinguishers and a fire blanket by the river stage; the safety officer signs off at 21:30.',
  },
  hoops: {
    account: { prenom: 'Sara', nom: 'Lindgren', pseudo: 'sara_hoops', phone: '+46 73 987 65 43' },
    stageName: 'Sara Hoops',
    arrival: null,
    departure: null,
    diet: DietaryPreference.VEGETARIAN,
    fee: 30_000,
    reimbursementMax: 20_000,
    invoice: 'requested',
    pickup: { location: STATION, organiser: true },
    notes: 'Train times still to come: ask her again next week.',
  },
  kenji: {
    account: { prenom: 'Kenji', nom: 'Mori', pseudo: 'kendama_kenji', phone: '+33 7 81 23 45 67' },
    stageName: 'Kendama Kenji',
    arrival: [0, '09:30'],
    departure: [3, '19:00'],
    autonomous: true,
    accommodation: 'Stays with friends in Lyon.',
    fee: 25_000,
    reimbursementMax: 8_000,
    reimbursementActual: 6_400,
    invoice: 'provided',
    expenses: 'provided',
    feePaid: true,
    reimbursementPaid: true,
  },
  clara: {
    account: { prenom: 'Clara', nom: 'Dubois', pseudo: 'clara_cyr', phone: '+33 6 72 34 56 78' },
    stageName: null,
    arrival: [0, '11:15'],
    departure: [3, '19:30'],
    accommodation: 'Sleeping room, bed 12.',
    diet: DietaryPreference.VEGETARIAN,
    fee: 20_000,
    invoice: 'requested',
    pickup: { location: STATION, organiser: true },
    dropoff: { location: STATION, organiser: true },
    notes: 'Hosts both open stages. Her cyr wheel travels apart: it arrives by courier the day before.',
  },
  gemelli: {
    account: { invitedEmail: 'gemelli.clown@artists.demo.festival' },
    stageName: 'I Gemelli Clown',
    arrival: [2, '09:00'],
    departure: [3, '18:00'],
    fee: 50_000,
    reimbursementMax: 10_000,
    pickup: { location: STATION, organiser: false },
    notes: 'Invited by e-mail, account not made yet. Family show on Sunday.',
  },
};

interface DemoShow {
  title: string;
  description: string;
  at: When;
  minutes: number;
  location: string;
  artists: ArtistKey[];
  /** Returnable items (by name, from the demo ticketing) handed to each artist of the show. */
  items?: [name: string, quantity: number][];
  /** One of the demo attendee's favourites. */
  favourite?: boolean;
}

const BIG_TOP = 'Big top';
const RING = 'The ring';
const PARK = 'The park';
const RIVER = 'Fire space by the river';

/** The programme: twelve shows over the four days. */
const SHOWS: DemoShow[] = [
  { title: 'Opening parade', description: 'Stilts, clubs and drums from the gym to the park: follow the parade!', at: [0, '15:00'], minutes: 45, location: PARK, artists: ['arlo', 'clara'] },
  { title: 'Open stage #1', description: 'Five minutes each on the big top stage, hosted by Clara. Sign up at the welcome desk.', at: [0, '21:00'], minutes: 120, location: BIG_TOP, artists: ['clara', 'kenji'] },
  { title: 'Clubs from scratch', description: 'A show that turns into a lesson: Arlo explains (and drops) every trick.', at: [1, '11:00'], minutes: 60, location: RING, artists: ['arlo'] },
  { title: 'Kendama & yo-yo showcase', description: 'Small objects, big tricks, close to the audience.', at: [1, '16:00'], minutes: 40, location: PARK, artists: ['kenji'] },
  { title: 'Diabolo duel', description: 'Two diabolo styles, one ring: the audience picks the winner.', at: [1, '18:30'], minutes: 45, location: RING, artists: ['tomas', 'mira'] },
  {
    title: 'Fire show by the river',
    description: 'Poi, staffs and fire breathing at nightfall. Keep behind the ropes.',
    at: [1, '22:30'],
    minutes: 50,
    location: RIVER,
    artists: ['fire'],
    items: [['Cup', 2]],
    favourite: true,
  },
  { title: 'Hoops in the park', description: 'Hula hoop flow and a giant hoop finale; bring the kids.', at: [2, '11:00'], minutes: 45, location: PARK, artists: ['hoops'] },
  { title: 'Cyr wheel and acrobatics', description: 'Rolling and balancing: cyr wheel and hand-to-hand.', at: [2, '15:00'], minutes: 50, location: RING, artists: ['clara', 'duo'] },
  {
    title: 'Gala night',
    description: 'The public gala of the Rencontres: our best acts of the year in the big top. Tickets at the gate.',
    at: [2, '20:30'],
    minutes: 150,
    location: BIG_TOP,
    artists: ['arlo', 'mira', 'duo'],
    items: [['Wristband', 1]],
    favourite: true,
  },
  { title: 'Open stage #2 (late)', description: 'The late open stage after the gala: anything goes.', at: [2, '23:15'], minutes: 75, location: BIG_TOP, artists: ['tomas', 'kenji'] },
  { title: 'Family show', description: 'Clowns, bubbles and hoops for the youngest.', at: [3, '11:30'], minutes: 60, location: BIG_TOP, artists: ['hoops', 'gemelli'] },
  { title: 'Closing jam & farewell', description: 'Everyone juggles together one last time; fire finale.', at: [3, '15:00'], minutes: 90, location: PARK, artists: ['arlo', 'fire'], items: [['Cup', 1]] },
];

/**
 * The demo edition's artists and shows: the demo account `artist` and eight other artists (one still
 * invited by e-mail) with stays, diets, allergies, fees, reimbursements, invoices, pickups at the
 * station mostly driven by the organiser, and notes; twelve shows over the four days with their
 * artists and returnable items; two favourite shows of the demo attendee. Made once: nothing happens
 * when the edition already has artists (or does not exist).
 */
export async function seedDemoArtists(em: EntityManager): Promise<number> {
  const organiser = await em.findOne(User, { email: 'organiser@demo.festival' });
  const demoArtist = await em.findOne(User, { email: 'artist@demo.festival' });
  const attendee = await em.findOne(User, { email: 'attendee@demo.festival' });
  const convention = organiser && (await em.findOne(Convention, { author: organiser, name: 'Rencontres de jonglerie du Rhône' }));
  const edition = convention && (await em.findOne(Edition, { convention, name: DEMO_VOLUNTEER_EDITION }));
  if (!organiser || !demoArtist || !edition || (await em.findOne(EditionArtist, { edition }))) return 0;

  // The organisers call the artists they fetch: the demo artist gives a phone number too.
  demoArtist.phone ??= '+33 6 98 76 54 32';
  const start = edition.startDate;
  const at = ([day, time]: When) => inLyon(dayOf(start, day), time);
  const now = Date.now();

  const artists = {} as Record<ArtistKey, EditionArtist>;
  let i = 0;
  for (const [key, a] of Object.entries(ARTISTS) as [ArtistKey, DemoArtist][]) {
    let user: User | null = null;
    if ('demo' in a.account) user = demoArtist;
    else if ('pseudo' in a.account) {
      const { prenom, nom, pseudo, phone } = a.account;
      const email = `${pseudo.replace(/_/g, '.')}@artists.demo.festival`;
      user =
        (await em.findOne(User, { email })) ??
        em.create(User, { email, emailHash: User.hashEmail(email), pseudo, prenom, nom, phone, password: null, isEmailVerified: true, preferredLanguage: 'en' });
    }
    artists[key] = em.create(EditionArtist, {
      edition,
      user,
      invitedEmail: 'invitedEmail' in a.account ? a.account.invitedEmail : null,
      stageName: a.stageName,
      arrivalDateTime: a.arrival && at(a.arrival),
      departureDateTime: a.departure && at(a.departure),
      accommodationAutonomous: a.autonomous ?? false,
      accommodationProposal: a.accommodation ?? null,
      dietaryPreference: a.diet ?? DietaryPreference.NONE,
      allergies: a.allergy?.[0] ?? null,
      allergySeverity: a.allergy?.[1] ?? null,
      payment: a.fee ?? null,
      paymentPaid: a.feePaid ?? false,
      reimbursementMax: a.reimbursementMax ?? null,
      reimbursementActual: a.reimbursementActual ?? null,
      reimbursementActualPaid: a.reimbursementPaid ?? false,
      invoiceRequested: a.invoice !== undefined,
      invoiceProvided: a.invoice === 'provided',
      feeRequested: a.expenses !== undefined,
      feeProvided: a.expenses === 'provided',
      pickupRequired: a.pickup !== undefined,
      pickupLocation: a.pickup?.location ?? null,
      pickupResponsible: a.pickup?.organiser ? organiser : null,
      dropoffRequired: a.dropoff !== undefined,
      dropoffLocation: a.dropoff?.location ?? null,
      dropoffResponsible: a.dropoff?.organiser ? organiser : null,
      organizerNotes: a.notes ?? null,
      addedBy: organiser,
      createdAt: new Date(now - (30 - 2 * i++) * 86_400_000),
    });
    em.persist(artists[key]);
  }

  const items = new Map((await em.find(TicketingReturnableItem, { edition })).map((item) => [item.name, item]));
  for (const s of SHOWS) {
    const show = em.create(Show, { edition, title: s.title, description: s.description, startDateTime: at(s.at), duration: s.minutes, location: s.location });
    em.persist(show);
    for (const key of s.artists) em.persist(em.create(ShowArtist, { show, artist: artists[key] }));
    for (const [name, quantity] of s.items ?? []) {
      const item = items.get(name);
      if (item) em.persist(em.create(ShowReturnableItem, { show, returnableItem: item, quantity }));
    }
    if (s.favourite && attendee) em.persist(em.create(ShowFavorite, { user: attendee, show }));
  }
  await em.flush();
  return 1;
}
