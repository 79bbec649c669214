import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from '@nestjs/common';
import { hashPassword } from '../core/sessions/passwords';
import { CollaboratorPermissionHistory, ConventionCollaborator, PermissionChangeType } from '../modules/access/collaborator.entity';
import { Convention } from '../modules/conventions/convention.entity';
import type { SERVICE_FLAGS, SETTING_FLAGS } from '../modules/editions/edition-flags';
import { Edition, EditionFavorite } from '../modules/editions/edition.entity';
import { User } from '../modules/users/user.entity';
import type { AppConfig } from '../core/config/config';
import type { CountryCode } from '../core/validation/countries';
import { seedDemoVolunteers } from './demo-volunteers';
import { seedDemoArtists } from './demo-artists';
import { seedDemoCarpool } from './demo-carpool';
import { seedDemoLostFound } from './demo-lost-found';
import { seedDemoPosts } from './demo-posts';
import { seedDemoWorkshops } from './demo-workshops';
import { seedDemoTicketing, type DemoTicketingConfig } from './demo-ticketing';
import { seedDemoGate } from './demo-gate';
import { seedDemoMeals } from './demo-meals';

/** The demo accounts; the README lists the same credentials. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.festival', pseudo: 'admin', prenom: 'Ada', nom: 'Admin', password: 'demo-admin-2026', isGlobalAdmin: true },
  { email: 'organiser@demo.festival', pseudo: 'organiser', prenom: 'Olga', nom: 'Organiser', password: 'demo-organiser-2026', isGlobalAdmin: false },
  { email: 'volunteer@demo.festival', pseudo: 'volunteer', prenom: 'Victor', nom: 'Volunteer', password: 'demo-volunteer-2026', isGlobalAdmin: false },
  { email: 'attendee@demo.festival', pseudo: 'attendee', prenom: 'Alice', nom: 'Attendee', password: 'demo-attendee-2026', isGlobalAdmin: false },
  { email: 'artist@demo.festival', pseudo: 'artist', prenom: 'Arlo', nom: 'Artist', password: 'demo-artist-2026', isGlobalAdmin: false },
] as const;

type Flag = (typeof SERVICE_FLAGS)[number] | (typeof SETTING_FLAGS)[number];

interface DemoEdition {
  name: string;
  /** Days from the seeding day, so upcoming editions stay upcoming for a while. */
  startIn: number;
  days: number;
  city: string;
  country: CountryCode;
  /** Where it takes place (IANA): its days and times are read on these clocks. */
  timeZone: string;
  region?: string;
  postalCode?: string;
  addressLine1?: string;
  latitude: number;
  longitude: number;
  description: string;
  flags: Flag[];
  officialWebsiteUrl?: string;
}

interface DemoConvention {
  name: string;
  description: string;
  email: string;
  editions: DemoEdition[];
}

const CAMP: Flag[] = ['hasTentCamping', 'hasTruckCamping', 'hasShowers', 'hasToilets', 'hasCantine', 'hasFoodTrucks'];
const SHOWS: Flag[] = ['hasGala', 'hasOpenStage', 'hasFireSpace', 'hasConcert', 'hasLongShow'];

/** Conventions and editions of the organiser account, so a fresh install shows a living home page. */
export const DEMO_CONVENTIONS: DemoConvention[] = [
  {
    name: 'Rencontres de jonglerie du Rhône',
    description: 'A friendly juggling convention by the river, run by volunteers since 2009.',
    email: 'contact@rhone-juggling.demo.festival',
    editions: [
      {
        name: 'Rencontres du Rhône 2026',
        startIn: -120,
        days: 4,
        city: 'Lyon',
        country: 'FR',
        timeZone: 'Europe/Paris',
        region: 'Auvergne-Rhône-Alpes',
        postalCode: '69007',
        addressLine1: 'Gymnase Jean Jaurès, 12 rue de Gerland',
        latitude: 45.7333,
        longitude: 4.8321,
        description: 'Four days of juggling, workshops every morning and a public gala on Saturday night.',
        flags: [...CAMP, ...SHOWS, 'hasWorkshops', 'hasGym', 'hasCashPayment', 'hasCreditCardPayment', 'isOnline', 'workshopsEnabled'],
      },
      {
        name: 'Rencontres du Rhône 2027',
        startIn: 45,
        days: 4,
        city: 'Lyon',
        country: 'FR',
        timeZone: 'Europe/Paris',
        region: 'Auvergne-Rhône-Alpes',
        postalCode: '69007',
        addressLine1: 'Gymnase Jean Jaurès, 12 rue de Gerland',
        latitude: 45.7333,
        longitude: 4.8321,
        description: 'Our seventeenth edition: three gyms, an aerial space, a kids zone and the traditional fire show.',
        flags: [...CAMP, ...SHOWS, 'hasWorkshops', 'hasGym', 'hasAerialSpace', 'hasKidsZone', 'hasAccessibility', 'hasCashPayment', 'hasCreditCardPayment', 'isOnline', 'workshopsEnabled'],
        officialWebsiteUrl: 'https://rhone-juggling.demo.festival',
      },
    ],
  },
  {
    name: 'Nordic Circus Camp',
    description: 'Circus and object manipulation by a lake, with saunas and a long summer night.',
    email: 'hello@nordic-circus.demo.festival',
    editions: [
      {
        name: 'Nordic Circus Camp 2027',
        startIn: 75,
        days: 6,
        city: 'Jönköping',
        country: 'SE',
        timeZone: 'Europe/Stockholm',
        latitude: 57.7826,
        longitude: 14.1618,
        description: 'A week of circus by Lake Vättern: slackline park, aerial rigs, family camping and a renegade stage every night.',
        flags: [...CAMP, 'hasSlacklineSpace', 'hasAerialSpace', 'hasFamilyCamping', 'hasOpenStage', 'acceptsPets', 'hasCreditCardPayment', 'isOnline'],
      },
    ],
  },
  {
    name: 'Festival Giocoleria Toscana',
    description: 'Juggling, street theatre and good food in the Tuscan hills.',
    email: 'info@giocoleria-toscana.demo.festival',
    editions: [
      {
        name: 'Giocoleria Toscana 2027',
        startIn: 110,
        days: 3,
        city: 'Siena',
        country: 'IT',
        timeZone: 'Europe/Rome',
        region: 'Toscana',
        latitude: 43.3188,
        longitude: 11.3308,
        description: 'Three days of workshops and shows in a medieval town, with a sleeping room for those without a tent.',
        flags: ['hasSleepingRoom', 'hasShowers', 'hasToilets', 'hasCantine', 'hasGala', 'hasWorkshops', 'hasATM', 'hasCashPayment', 'isOnline'],
      },
      {
        name: 'Giocoleria Toscana 2028 (draft)',
        startIn: 475,
        days: 3,
        city: 'Siena',
        country: 'IT',
        timeZone: 'Europe/Rome',
        region: 'Toscana',
        latitude: 43.3188,
        longitude: 11.3308,
        description: 'Dates still to be confirmed: visible to the team only until it goes online.',
        flags: ['hasSleepingRoom', 'hasShowers', 'hasToilets'],
      },
    ],
  },
];

const day = (offset: number, from = new Date()): string => new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** The organiser's conventions and editions; the volunteer helps on one, the attendee stars one. */
async function seedDemoConventions(em: EntityManager): Promise<number> {
  const organiser = await em.findOneOrFail(User, { email: 'organiser@demo.festival' });
  const volunteer = await em.findOneOrFail(User, { email: 'volunteer@demo.festival' });
  const attendee = await em.findOneOrFail(User, { email: 'attendee@demo.festival' });
  let created = 0;
  for (const demo of DEMO_CONVENTIONS) {
    if (await em.findOne(Convention, { name: demo.name, author: organiser })) continue;
    const convention = em.create(Convention, { name: demo.name, description: demo.description, email: demo.email, author: organiser });
    em.persist(convention);
    for (const e of demo.editions) {
      const edition = em.create(Edition, {
        convention,
        creator: organiser,
        name: e.name,
        startDate: day(e.startIn),
        endDate: day(e.startIn + e.days - 1),
        description: e.description,
        city: e.city,
        country: e.country,
        timeZone: e.timeZone,
        region: e.region ?? null,
        postalCode: e.postalCode ?? null,
        addressLine1: e.addressLine1 ?? null,
        latitude: e.latitude,
        longitude: e.longitude,
        officialWebsiteUrl: e.officialWebsiteUrl ?? null,
      });
      for (const flag of e.flags) edition[flag] = true;
      em.persist(edition);
      if (e.startIn > 0 && e.flags.includes('isOnline') && demo === DEMO_CONVENTIONS[0]) em.persist(em.create(EditionFavorite, { edition, user: attendee }));
    }
    if (demo === DEMO_CONVENTIONS[0]) {
      const helper = em.create(ConventionCollaborator, { convention, user: volunteer, addedBy: organiser, title: 'Volunteer coordinator', canManageVolunteers: true, canEditAllEditions: true });
      em.persist(helper);
      em.persist(
        em.create(CollaboratorPermissionHistory, {
          convention,
          actor: organiser,
          targetUser: volunteer,
          changeType: PermissionChangeType.CREATED,
          before: null,
          after: { title: helper.title, ...helper.grants() },
        }),
      );
    }
    created++;
  }
  await em.flush();
  return created;
}

/** What the demo needs of the server's configuration: the ticketing's secrets key and fake HelloAsso, the data folder (lost-found photos). */
export type DemoConfig = DemoTicketingConfig & Pick<AppConfig, 'dataDir'>;

/** Creates the demo accounts that are missing; running it again changes nothing. */
export async function seedDemo(em: EntityManager, logger: Pick<Logger, 'log'>, config: DemoConfig): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await em.findOne(User, { email: account.email })) continue;
    const user = em.create(User, {
      email: account.email,
      emailHash: User.hashEmail(account.email),
      pseudo: account.pseudo,
      prenom: account.prenom,
      nom: account.nom,
      password: await hashPassword(account.password),
      isEmailVerified: true,
      isGlobalAdmin: account.isGlobalAdmin,
      preferredLanguage: 'en',
    });
    em.persist(user);
    created++;
  }
  await em.flush();
  const conventions = await seedDemoConventions(em);
  const volunteers = await seedDemoVolunteers(em);
  const ticketing = await seedDemoTicketing(em, config);
  const artists = await seedDemoArtists(em);
  // The gate: the demo volunteer on a shift there now, tickets sold at the desk to scan: not in the count below.
  await seedDemoGate(em);
  // The meals: the grid from the dates, a canteen team with the demo volunteer, the desk's pass with lunches: not in the count below.
  await seedDemoMeals(em);
  // The carpooling (offers both ways, requests, bookings, comments): not in the count below.
  await seedDemoCarpool(em);
  // The lost and found's items (photos in the data folder) and comments: not in the count below.
  await seedDemoLostFound(em, config);
  // The team's posts and their comments: not in the count below.
  await seedDemoPosts(em);
  // The workshops (locations, workshops, the attendee's stars): not in the count below.
  await seedDemoWorkshops(em);
  logger.log(
    created || conventions || volunteers || ticketing || artists
      ? `Demo data: ${created} account(s), ${conventions} convention(s), ${volunteers ? "the demo edition's volunteers" : 'no volunteer'}, ${ticketing ? `its ticketing (fake HelloAsso at ${config.demoHelloAssoUrl})` : 'no ticketing'} and ${artists ? 'its artists and shows' : 'no artist'} created`
      : 'Demo data: already present',
  );
  return created + conventions + volunteers + ticketing + artists;
}
