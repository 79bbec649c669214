import type { EntityManager } from '@mikro-orm/core';
import { fromWallClock, parseDay } from '../core/time/zoned';
import { Convention } from '../modules/conventions/convention.entity';
import { Edition } from '../modules/editions/edition.entity';
import { Notification, NotificationBatch } from '../modules/notifications/notification.entity';
import { NotificationType } from '../modules/notifications/notification.constants';
import { User } from '../modules/users/user.entity';
import { AllergySeverity, ApplicationSource, ApplicationStatus, DietaryPreference, MessageTarget, VolunteersMode, type VolunteerAskFlag } from '../modules/volunteers/volunteer-fields';
import {
  ApplicationTeamAssignment,
  VolunteerApplication,
  VolunteerAssignment,
  VolunteerNotificationConfirmation,
  VolunteerNotificationGroup,
  VolunteerSettings,
  VolunteerTeam,
  VolunteerTimeSlot,
} from '../modules/volunteers/volunteer.entity';

/** The edition whose volunteers the demo shows: the upcoming edition of the first demo convention. */
export const DEMO_VOLUNTEER_EDITION = 'Rencontres du Rhône 2027';

/** The questions the demo form asks. */
const ASKED: VolunteerAskFlag[] = ['volunteersAskDiet', 'volunteersAskAllergies', 'volunteersAskTimePreferences', 'volunteersAskTeamPreferences', 'volunteersAskSetup', 'volunteersAskTeardown'];

type TeamKey = 'bar' | 'gate' | 'kitchen' | 'crew' | 'gala' | 'security';

const TEAMS: Record<TeamKey, { name: string; description: string; color: string; maxVolunteers?: number; flags?: Partial<Pick<VolunteerTeam, 'isRequired' | 'isAccessControlTeam' | 'isMealValidationTeam' | 'isVisibleToVolunteers'>> }> = {
  bar: { name: 'Bar', description: 'Drinks and snacks at the big top bar, evenings and gala night.', color: '#e8590c', maxVolunteers: 8 },
  gate: {
    name: 'Entrance & wristbands',
    description: 'Welcome desk: tickets, wristbands and volunteer badges are scanned here.',
    color: '#1c7ed6',
    flags: { isRequired: true, isAccessControlTeam: true },
  },
  kitchen: { name: 'Kitchen', description: 'Volunteer and artist meals; meal tickets are validated at the counter.', color: '#2f9e44', flags: { isMealValidationTeam: true } },
  crew: { name: 'Build & strike', description: 'Tents, stages and signs go up before and come down after the convention.', color: '#f08c00', flags: { isRequired: true } },
  gala: { name: 'Gala crew', description: 'Stage hands, lights and ushers for the Saturday gala.', color: '#ae3ec9', maxVolunteers: 6 },
  security: { name: 'Night watch', description: 'Quiet rounds of the camping and the gyms at night. Chosen by the organisers.', color: '#495057', flags: { isVisibleToVolunteers: false } },
};

/** The shifts: a team, a day (0: the first day of the edition), local times in Lyon, people needed. */
const SLOTS: { team: TeamKey; day: number; from: string; to: string; title: string; needed: number }[] = [
  { team: 'crew', day: -2, from: '09:00', to: '13:00', title: 'Big top build', needed: 6 },
  { team: 'crew', day: -2, from: '14:00', to: '18:00', title: 'Gym floors and signs', needed: 6 },
  { team: 'crew', day: -1, from: '09:00', to: '13:00', title: 'Stage and lights rigging', needed: 5 },
  { team: 'crew', day: -1, from: '14:00', to: '18:00', title: 'Camping marking and toilets', needed: 5 },
  ...[0, 1].flatMap((day) => [
    { team: 'gate' as const, day, from: '09:00', to: '13:00', title: 'Welcome desk (morning)', needed: 2 },
    { team: 'gate' as const, day, from: '13:00', to: '17:00', title: 'Welcome desk (afternoon)', needed: 2 },
    { team: 'gate' as const, day, from: '17:00', to: '21:00', title: 'Welcome desk (evening)', needed: 2 },
  ]),
  { team: 'gate', day: 2, from: '10:00', to: '14:00', title: 'Welcome desk (morning)', needed: 2 },
  { team: 'gate', day: 2, from: '14:00', to: '18:00', title: 'Gala tickets', needed: 3 },
  { team: 'gate', day: 3, from: '10:00', to: '14:00', title: 'Welcome desk and departures', needed: 2 },
  ...[0, 1, 2].flatMap((day) => [
    { team: 'bar' as const, day, from: '18:00', to: '21:00', title: 'Bar (early evening)', needed: 3 },
    { team: 'bar' as const, day, from: '21:00', to: '00:30', title: 'Bar (late)', needed: 3 },
  ]),
  { team: 'bar', day: 3, from: '17:00', to: '20:00', title: 'Closing drinks', needed: 3 },
  ...[0, 1, 2, 3].map((day) => ({ team: 'kitchen' as const, day, from: '10:30', to: '14:00', title: 'Lunch service', needed: 3 })),
  ...[1, 2].map((day) => ({ team: 'kitchen' as const, day, from: '17:00', to: '20:30', title: 'Dinner service', needed: 3 })),
  { team: 'gala', day: 2, from: '15:00', to: '19:00', title: 'Gala load-in and rehearsal', needed: 4 },
  { team: 'gala', day: 2, from: '20:00', to: '23:30', title: 'Gala show', needed: 5 },
  ...[1, 2].map((day) => ({ team: 'security' as const, day, from: '22:00', to: '02:00', title: 'Night rounds', needed: 2 })),
  { team: 'crew', day: 4, from: '09:00', to: '13:00', title: 'Strike: big top and stages', needed: 6 },
  { team: 'crew', day: 4, from: '14:00', to: '17:00', title: 'Strike: cleaning and return of rentals', needed: 4 },
];

interface Person {
  prenom: string;
  nom: string;
  status: ApplicationStatus;
  teams?: TeamKey[];
  leads?: TeamKey;
  diet?: DietaryPreference;
  allergy?: [string, AllergySeverity];
  manual?: boolean;
}

const A = ApplicationStatus.ACCEPTED;
/** The other volunteers (no password: nobody signs in as them), in all statuses. */
const PEOPLE: Person[] = [
  { prenom: 'Camille', nom: 'Durand', status: A, teams: ['gate'], leads: 'gate' },
  { prenom: 'Lucas', nom: 'Moreau', status: A, teams: ['bar', 'crew'], diet: DietaryPreference.VEGETARIAN },
  { prenom: 'Inès', nom: 'Lefebvre', status: A, teams: ['gate', 'gala'], allergy: ['Peanuts', AllergySeverity.SEVERE] },
  { prenom: 'Hugo', nom: 'Fontaine', status: A, teams: ['crew'], leads: 'crew' },
  { prenom: 'Chloé', nom: 'Girard', status: A, teams: ['bar'], diet: DietaryPreference.VEGAN },
  { prenom: 'Mathis', nom: 'Roux', status: A, teams: ['kitchen', 'crew'] },
  { prenom: 'Léa', nom: 'Bonnet', status: A, teams: ['crew'], manual: true },
  { prenom: 'Giulia', nom: 'Rossi', status: A, teams: ['kitchen'], leads: 'kitchen', diet: DietaryPreference.VEGETARIAN },
  { prenom: 'Marco', nom: 'Bianchi', status: A, teams: ['bar'] },
  { prenom: 'Sofia', nom: 'Esposito', status: A, teams: ['gate'], allergy: ['Lactose', AllergySeverity.LIGHT] },
  { prenom: 'Jonas', nom: 'Müller', status: A, teams: ['crew', 'gala'] },
  { prenom: 'Lena', nom: 'Schneider', status: A, teams: ['gate', 'security'] },
  { prenom: 'Felix', nom: 'Wagner', status: A, teams: ['crew', 'gala'] },
  { prenom: 'Lucía', nom: 'García', status: A, teams: ['bar'] },
  { prenom: 'Pablo', nom: 'Fernández', status: A, teams: ['kitchen'], allergy: ['Gluten', AllergySeverity.MODERATE] },
  { prenom: 'Astrid', nom: 'Lindqvist', status: A, teams: ['gala', 'crew'], leads: 'gala' },
  { prenom: 'Erik', nom: 'Johansson', status: A, teams: ['bar', 'security'], leads: 'security' },
  { prenom: 'Zofia', nom: 'Kowalska', status: A, teams: ['gate'], diet: DietaryPreference.VEGETARIAN },
  { prenom: 'Tomasz', nom: 'Nowak', status: A, teams: ['kitchen'], manual: true },
  { prenom: 'Aoife', nom: 'Murphy', status: ApplicationStatus.PENDING },
  { prenom: 'Siobhan', nom: 'Kelly', status: ApplicationStatus.PENDING, diet: DietaryPreference.VEGAN },
  { prenom: 'Nadia', nom: 'Benali', status: ApplicationStatus.PENDING },
  { prenom: 'Karim', nom: 'Haddad', status: ApplicationStatus.PENDING, allergy: ['Shellfish', AllergySeverity.CRITICAL] },
  { prenom: 'Mei', nom: 'Lin', status: ApplicationStatus.PENDING },
  { prenom: 'Tiago', nom: 'Pereira', status: ApplicationStatus.PENDING },
  { prenom: 'Ana', nom: 'Costa', status: ApplicationStatus.REJECTED },
  { prenom: 'Pieter', nom: 'de Vries', status: ApplicationStatus.REJECTED },
  { prenom: 'Sanne', nom: 'Jansen', status: ApplicationStatus.REJECTED },
  { prenom: 'Olena', nom: 'Shevchenko', status: ApplicationStatus.REJECTED },
];

/** The demo volunteer account: accepted, leads the bar, on at most this many bar shifts (and one at the gate: demo-gate.ts). */
const DEMO_VOLUNTEER_SLOTS = 2;

const MOTIVATIONS = [
  'I have juggled at this convention for years and would love to give something back.',
  'First time volunteering: I like meeting people and I am happy to help wherever needed.',
  'I run the bar at my circus school, so evenings at the bar sound perfect.',
  'I can drive a van and I am not afraid of heavy lifting for the build.',
  'Volunteering is the best way to meet everyone. Happy to take early shifts.',
];

const TIME_PREFERENCES = [['MORNING'], ['AFTERNOON', 'EVENING'], ['EVENING', 'NIGHT'], ['MORNING', 'AFTERNOON']];

/** The demo edition's time zone (demo-data.ts: it takes place in Lyon). */
const LYON = 'Europe/Paris';

/** A wall-clock time ('HH:mm') in Lyon on a day (YYYY-MM-DD), as an instant. */
export function inLyon(day: string, time: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return fromWallClock({ ...parseDay(day), hour, minute, second: 0 }, LYON);
}

export const dayOf = (start: string, offset: number): string => new Date(Date.parse(`${start}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/**
 * The demo edition's volunteers: settings (open, six questions, self sign-up), six teams, about 35
 * shifts before, during and after the convention, 30 applications in every status with their teams
 * and leaders, a planning with some places still free, and one group message half confirmed.
 * Made once: nothing happens when the edition already has volunteer settings (or does not exist).
 */
export async function seedDemoVolunteers(em: EntityManager): Promise<number> {
  const organiser = await em.findOne(User, { email: 'organiser@demo.festival' });
  const demoVolunteer = await em.findOne(User, { email: 'volunteer@demo.festival' });
  const convention = organiser && (await em.findOne(Convention, { author: organiser, name: 'Rencontres de jonglerie du Rhône' }));
  const edition = convention && (await em.findOne(Edition, { convention, name: DEMO_VOLUNTEER_EDITION }));
  if (!organiser || !demoVolunteer || !edition || (await em.findOne(VolunteerSettings, { edition }))) return 0;

  const start = edition.startDate;
  const end = edition.endDate;
  const now = new Date();

  const settings = em.create(VolunteerSettings, {
    edition,
    volunteersOpen: true,
    volunteersMode: VolunteersMode.INTERNAL,
    volunteersDescription:
      'Around 60 volunteers make the Rencontres happen. Give us a few shifts (about 8 hours in all) and get a free pass, ' +
      'your meals on shift days and the volunteer party on Sunday night.\n\nTeams: bar, entrance, kitchen, build & strike and the gala crew.',
    volunteersUpdatedAt: now,
    volunteersSetupStartDate: inLyon(dayOf(start, -2), '08:00'),
    volunteersTeardownEndDate: inLyon(dayOf(end, 1), '20:00'),
    selfSignUp: true,
  });
  for (const flag of ASKED) settings[flag] = true;
  em.persist(settings);

  const teams = {} as Record<TeamKey, VolunteerTeam>;
  for (const [key, t] of Object.entries(TEAMS) as [TeamKey, (typeof TEAMS)[TeamKey]][]) {
    teams[key] = em.create(VolunteerTeam, { edition, name: t.name, description: t.description, color: t.color, maxVolunteers: t.maxVolunteers ?? null, ...t.flags });
    em.persist(teams[key]);
  }
  const slots = SLOTS.map((s) => {
    const day = dayOf(start, s.day);
    const endsNextDay = s.to < s.from;
    const slot = em.create(VolunteerTimeSlot, {
      edition,
      team: teams[s.team],
      title: s.title,
      startDateTime: inLyon(day, s.from),
      endDateTime: inLyon(endsNextDay ? dayOf(start, s.day + 1) : day, s.to),
      maxVolunteers: s.needed,
    });
    em.persist(slot);
    return { slot, team: s.team };
  });
  // The teams' ids, for the applicants' preferences.
  await em.flush();

  // The people: the demo volunteer (accepted, leads the bar) and the others, users made here.
  const visible = (Object.keys(TEAMS) as TeamKey[]).filter((k) => TEAMS[k].flags?.isVisibleToVolunteers !== false);
  const members: Record<TeamKey, User[]> = { bar: [], gate: [], kitchen: [], crew: [], gala: [], security: [] };
  const accepted: User[] = [];
  const applicants: { user: User; person: Person }[] = [
    { user: demoVolunteer, person: { prenom: demoVolunteer.prenom, nom: demoVolunteer.nom, status: A, teams: ['bar'], leads: 'bar', diet: DietaryPreference.NONE } },
  ];
  for (const person of PEOPLE) {
    const email = `${ascii(person.prenom)}.${ascii(person.nom)}@volunteers.demo.festival`;
    const user =
      (await em.findOne(User, { email })) ??
      em.create(User, {
        email,
        emailHash: User.hashEmail(email),
        pseudo: `${ascii(person.prenom)}_${ascii(person.nom)}`.slice(0, 40),
        prenom: person.prenom,
        nom: person.nom,
        password: null,
        isEmailVerified: true,
        phone: `+33 6 ${String(10 + applicants.length).padStart(2, '0')} 45 67 89`,
        preferredLanguage: 'en',
      });
    em.persist(user);
    applicants.push({ user, person });
  }
  applicants.forEach(({ user, person }, i) => {
    const decided = person.status !== ApplicationStatus.PENDING;
    const application = em.create(VolunteerApplication, {
      edition,
      user,
      status: person.status,
      motivation: MOTIVATIONS[i % MOTIVATIONS.length],
      dietaryPreference: person.diet ?? DietaryPreference.NONE,
      allergies: person.allergy?.[0] ?? null,
      allergySeverity: person.allergy?.[1] ?? null,
      timePreferences: TIME_PREFERENCES[i % TIME_PREFERENCES.length],
      teamPreferences: [...new Set([...(person.teams ?? []), visible[i % visible.length]])].filter((k) => visible.includes(k)).map((k) => teams[k].id),
      setupAvailability: (person.teams ?? []).includes('crew') || i % 3 === 0,
      eventAvailability: true,
      teardownAvailability: (person.teams ?? []).includes('crew') || i % 4 === 0,
      arrivalDateTime: inLyon(dayOf(start, (person.teams ?? []).includes('crew') ? -2 : -1), '18:00'),
      departureDateTime: inLyon(dayOf(end, (person.teams ?? []).includes('crew') ? 1 : 0), '20:00'),
      userSnapshotPhone: user.phone ?? null,
      acceptanceNote: person.status === A && i % 4 === 0 ? 'Welcome aboard! Badges are at the welcome desk.' : null,
      source: person.manual ? ApplicationSource.MANUAL : ApplicationSource.APPLICATION,
      addedBy: person.manual ? organiser : null,
      addedAt: new Date(now.getTime() - (40 - i) * 86_400_000),
      decidedAt: decided ? new Date(now.getTime() - (20 - (i % 10)) * 86_400_000) : null,
    });
    em.persist(application);
    if (person.status !== A) return;
    accepted.push(user);
    for (const key of person.teams ?? []) {
      members[key].push(user);
      em.persist(em.create(ApplicationTeamAssignment, { application, team: teams[key], isLeader: person.leads === key }));
    }
  });
  await em.flush();

  // The planning: each shift filled from its team, least busy first and never two shifts at once;
  // about one shift in three keeps a place or two free.
  const busy = new Map<User, { from: number; to: number }[]>();
  slots.forEach(({ slot, team }, i) => {
    const free = i % 3 === 1 ? 1 : i % 7 === 3 ? 2 : 0;
    const target = Math.max(0, slot.maxVolunteers - free);
    const from = slot.startDateTime.getTime();
    const to = slot.endDateTime.getTime();
    const candidates = [...members[team]].sort((a, b) => (busy.get(a)?.length ?? 0) - (busy.get(b)?.length ?? 0));
    let taken = 0;
    for (const user of candidates) {
      if (taken >= target) break;
      const mine = busy.get(user) ?? [];
      if (user === demoVolunteer && mine.length >= DEMO_VOLUNTEER_SLOTS) continue;
      if (mine.some((s) => s.from < to && from < s.to)) continue;
      busy.set(user, [...mine, { from, to }]);
      em.persist(em.create(VolunteerAssignment, { timeSlot: slot, user, assignedBy: organiser, assignedAt: new Date(now.getTime() - (10 - (i % 5)) * 86_400_000) }));
      taken++;
    }
  });

  // A message to every accepted volunteer two days ago; about half confirmed (the demo volunteer not yet).
  const sentAt = new Date(now.getTime() - 2 * 86_400_000);
  const group = em.create(VolunteerNotificationGroup, {
    edition,
    sender: organiser,
    title: 'Welcome briefing and arrival',
    message:
      'Hello everyone! The volunteer briefing is on the first day at 10:00 in the big top. Pick up your badge and your meal card at the welcome desk ' +
      'when you arrive, and check your shifts on your volunteer page. See you soon!',
    targetType: MessageTarget.ALL,
    selectedTeams: null,
    recipientCount: accepted.length,
    sentAt,
  });
  em.persist(group);
  await em.flush();
  // What the batch and each recipient's notification say alike.
  const notice = {
    type: NotificationType.INFO,
    category: 'volunteer',
    titleText: group.title,
    messageText: group.message,
    actionTextKey: 'notifications.volunteers.messages.action',
    entityType: 'volunteer_message',
    entityId: String(group.id),
    actionUrl: `/editions/${edition.id}/volunteers/notification/${group.id}/confirm`,
    createdAt: sentAt,
  };
  const batch = em.create(NotificationBatch, {
    source: 'volunteers',
    sentBy: organiser,
    target: 'users',
    recipientIds: accepted.map((u) => u.id),
    recipientCount: accepted.length,
    ...notice,
  });
  em.persist(batch);
  accepted.forEach((user, i) => {
    const confirmedAt = user !== demoVolunteer && i % 2 === 1 ? new Date(sentAt.getTime() + (i + 1) * 3_600_000) : null;
    em.persist(em.create(VolunteerNotificationConfirmation, { group, user, confirmedAt }));
    em.persist(
      em.create(Notification, {
        user,
        batch,
        ...notice,
        isRead: confirmedAt !== null,
        readAt: confirmedAt,
      }),
    );
  });
  await em.flush();
  return 1;
}
