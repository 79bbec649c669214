import type { ThrottleRule } from './throttle.service';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Whom a limit counts: the signed-in user; for a route visitors may call too, their address when signed out. */
export type LimitSubject = 'user' | 'user or address';

export interface LimitSpec {
  /** What is counted, as the README's table says it. */
  counts: string;
  /** Whom it counts, for a route's limit; a limit taken by its service says it in `counts`. */
  per?: LimitSubject;
  rules: readonly ThrottleRule[];
  /**
   * 'route': the route's `@Limited(name)` takes it before the handler runs; a write refused after
   * that (invalid, unknown, in conflict) gives its count back, so fixing a form costs nothing.
   * 'service': the service takes it where it knows what to count (an account, a code's guesses).
   */
  takenBy: 'route' | 'service';
  /** A rule's limit that an environment variable changes (its default is the rule's). */
  setting?: string;
  /** Every try counts, refused or not: each is a guess (a current password checked), not a write. */
  everyTry?: true;
}

const perHourAndDay = (hour: number, day: number) => [
  { limit: hour, windowMs: HOUR_MS },
  { limit: day, windowMs: DAY_MS },
];

/**
 * Every limit of the API, in one place: the routes name theirs (`@Limited('carpoolOffer')`), the
 * services that count something finer read their rules here, the README's table is made from this
 * list (a unit test keeps it in step), and a test walks every POST of the OpenAPI document for one.
 */
export const LIMITS = {
  // Accounts
  register: { counts: 'accounts created from one client address', rules: [{ limit: 20, windowMs: HOUR_MS }], takenBy: 'service', setting: 'REGISTRATIONS_PER_HOUR' },
  login: {
    counts: 'wrong passwords for one account, over every address (binds only the addresses that failed on it: see "Signing in")',
    rules: [{ limit: 10, windowMs: 15 * MINUTE_MS }],
    takenBy: 'service',
  },
  loginAddress: { counts: 'wrong passwords from one client address, over every account', rules: [{ limit: 50, windowMs: 15 * MINUTE_MS }], takenBy: 'service' },
  verifyEmail: { counts: 'wrong e-mail verification codes for one account', rules: [{ limit: 5, windowMs: 15 * MINUTE_MS }], takenBy: 'service' },
  resendVerification: { counts: 'verification codes mailed to one account (and at most one a minute)', rules: [{ limit: 5, windowMs: HOUR_MS }], takenBy: 'service' },
  passwordReset: { counts: 'password-reset links mailed to one e-mail address', rules: [{ limit: 5, windowMs: HOUR_MS }], takenBy: 'service' },
  passwordResetAddress: { counts: 'password-reset links asked from one client address', rules: [{ limit: 20, windowMs: HOUR_MS }], takenBy: 'service' },
  passwordChange: { counts: 'password changes tried (the current password is checked: each try counts, refused or not)', per: 'user', rules: [{ limit: 5, windowMs: 15 * MINUTE_MS }], takenBy: 'route', everyTry: true },
  profilePicture: { counts: 'profile pictures uploaded', per: 'user', rules: perHourAndDay(20, 50), takenBy: 'route' },
  pushSubscription: { counts: 'push subscriptions saved (a user keeps at most 10)', per: 'user', rules: perHourAndDay(20, 100), takenBy: 'route' },
  feedback: { counts: 'feedback messages', per: 'user or address', rules: [{ limit: 5, windowMs: 10 * MINUTE_MS }], takenBy: 'route' },
  // Conventions
  newConvention: { counts: 'conventions created', per: 'user', rules: perHourAndDay(10, 30), takenBy: 'route' },
  claim: { counts: 'claim codes mailed for conventions', rules: [{ limit: 3, windowMs: HOUR_MS }], takenBy: 'service' },
  claimVerify: { counts: 'wrong claim codes for one convention and user', rules: [{ limit: 5, windowMs: 15 * MINUTE_MS }], takenBy: 'service' },
  // Volunteers
  volunteerApplication: { counts: 'volunteer applications sent', per: 'user', rules: perHourAndDay(10, 30), takenBy: 'route' },
  mealChoice: { counts: 'meals a volunteer declines or takes back', per: 'user', rules: perHourAndDay(60, 300), takenBy: 'route' },
  volunteerMessage: { counts: 'group messages and reminders sent to volunteers (one message reminded at most every 10 minutes)', per: 'user', rules: perHourAndDay(10, 50), takenBy: 'route' },
  // Community
  community: {
    counts: 'posts and comments (on posts, carpool offers and requests, lost and found items), together, per user',
    rules: [
      { limit: 10, windowMs: MINUTE_MS },
      { limit: 200, windowMs: DAY_MS },
    ],
    takenBy: 'service',
  },
  carpoolOffer: { counts: 'carpool offers published', per: 'user', rules: perHourAndDay(10, 30), takenBy: 'route' },
  carpoolRequest: { counts: 'carpool requests published', per: 'user', rules: perHourAndDay(10, 30), takenBy: 'route' },
  carpoolBooking: { counts: 'seats asked for in carpool offers', per: 'user', rules: perHourAndDay(20, 60), takenBy: 'route' },
  carpoolPassenger: { counts: 'passengers added by a driver', per: 'user', rules: perHourAndDay(30, 100), takenBy: 'route' },
  workshopProposal: { counts: 'workshops proposed or created', per: 'user', rules: perHourAndDay(20, 60), takenBy: 'route' },
  lostFoundItem: { counts: 'lost and found items recorded and their photos', per: 'user', rules: perHourAndDay(10, 50), takenBy: 'route' },
  // Ticketing
  ticketingWebhook: { counts: "a ticketing provider's notifications for one connection", rules: [{ limit: 30, windowMs: MINUTE_MS }], takenBy: 'service' },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;

/** The buckets a route's limit counts a caller in: one per rule. */
export function limitBuckets(name: LimitName, subject: string): { bucket: string; rule: ThrottleRule }[] {
  return LIMITS[name].rules.map((rule, i) => ({ bucket: `limit:${name}:${i}:${subject}`, rule }));
}
