import type { EntityManager } from '@mikro-orm/core';
import { Convention } from '../modules/conventions/convention.entity';
import { Edition } from '../modules/editions/edition.entity';
import { User } from '../modules/users/user.entity';
import { Workshop, WorkshopFavorite, WorkshopLocation } from '../modules/workshops/workshop.entity';
import { dayOf, DEMO_VOLUNTEER_EDITION, inLyon } from './demo-volunteers';

type Proposer = 'organiser' | 'volunteer' | 'artist' | 'attendee';

interface DemoWorkshop {
  title: string;
  description?: string;
  /** Day of the edition (0: its first), local start and end in Lyon. */
  day: number;
  from: string;
  to: string;
  /** One of LOCATIONS (by index), or none. */
  location?: number;
  maxParticipants?: number;
  by: Proposer;
  /** The attendee starred it. */
  starred?: boolean;
}

const LOCATIONS = ['Big gym', 'Small gym', 'Big top', 'Garden'];

/** Ten workshops over the demo edition's four days, by the organiser, a volunteer, the demo artist and the attendee; one pair clashes on purpose. */
const WORKSHOPS: DemoWorkshop[] = [
  { title: 'Three-ball cascade for beginners', description: 'Never juggled? Start here. Balls lent on site.', day: 0, from: '15:00', to: '16:00', location: 0, maxParticipants: 20, by: 'organiser', starred: true },
  { title: 'Diabolo: first tricks', description: 'Sun, suicide and the first stick releases.', day: 0, from: '17:00', to: '18:30', location: 1, maxParticipants: 12, by: 'volunteer' },
  { title: 'Club passing: the 6-count', description: 'Bring a partner, or find one there. Six clubs per pair.', day: 1, from: '10:00', to: '11:30', location: 0, maxParticipants: 16, by: 'artist', starred: true },
  { title: 'Contact juggling', description: 'Rolling a crystal ball over hands and arms: isolations and butterflies.', day: 1, from: '11:00', to: '12:00', location: 0, maxParticipants: 10, by: 'attendee' },
  { title: 'Poi spinning in the garden', day: 1, from: '14:00', to: '15:30', location: 3, by: 'volunteer' },
  { title: 'Siteswap notation in one hour', description: 'What 531 and 441 mean, and how to find new patterns on paper.', day: 1, from: '16:00', to: '17:00', location: 1, maxParticipants: 30, by: 'organiser', starred: true },
  { title: 'Rola bola and balance', description: 'Spotters provided. Closed shoes please.', day: 2, from: '10:30', to: '12:00', location: 2, maxParticipants: 8, by: 'artist' },
  { title: 'Hat manipulation', day: 2, from: '14:00', to: '15:00', location: 1, maxParticipants: 15, by: 'attendee' },
  { title: 'Five balls: the road to the cascade', description: 'For those with a solid three-ball cascade and some patience.', day: 2, from: '16:00', to: '17:30', location: 0, by: 'organiser' },
  { title: 'Juggling games for families', description: 'Kids and parents together: scarves, balls and silly races.', day: 3, from: '10:00', to: '11:00', location: 3, maxParticipants: 40, by: 'volunteer' },
];

/**
 * The demo edition's workshops (the edition demo-artists.ts uses): workshops on, four locations,
 * ten workshops over its days by several proposers, three starred by the attendee. Nothing when the
 * edition already has locations.
 */
export async function seedDemoWorkshops(em: EntityManager): Promise<number> {
  const people: Record<Proposer, User | null> = {
    organiser: await em.findOne(User, { email: 'organiser@demo.festival' }),
    volunteer: await em.findOne(User, { email: 'volunteer@demo.festival' }),
    artist: await em.findOne(User, { email: 'artist@demo.festival' }),
    attendee: await em.findOne(User, { email: 'attendee@demo.festival' }),
  };
  const organiser = people.organiser;
  const convention = organiser && (await em.findOne(Convention, { author: organiser, name: 'Rencontres de jonglerie du Rhône' }));
  const edition = convention && (await em.findOne(Edition, { convention, name: DEMO_VOLUNTEER_EDITION }));
  if (!edition || (await em.findOne(WorkshopLocation, { edition }))) return 0;

  edition.workshopsEnabled = true;
  const locations = LOCATIONS.map((name) => em.create(WorkshopLocation, { edition, name }));
  for (const w of WORKSHOPS) {
    const day = dayOf(edition.startDate, w.day);
    const workshop = em.create(Workshop, {
      edition,
      creator: people[w.by],
      title: w.title,
      description: w.description ?? null,
      startDateTime: inLyon(day, w.from),
      endDateTime: inLyon(day, w.to),
      maxParticipants: w.maxParticipants ?? null,
      location: w.location === undefined ? null : locations[w.location],
      locationText: null,
    });
    if (w.starred && people.attendee) em.create(WorkshopFavorite, { user: people.attendee, workshop });
  }
  await em.flush();
  return WORKSHOPS.length;
}
