/**
 * When to suggest push notifications (spec 4 "Push promo", 9; issue 27): to signed-in users only,
 * whose browser supports push, who have neither allowed nor refused notifications and are not
 * subscribed; never in the first minute of a session (counted from the session record and from this
 * page's start, whichever is later), and never over work: a dialog, drawer or menu open, a form with
 * the focus or unsaved edits, typing in the last 10 s. Checked every second for as long as the
 * session lasts, it shows at the first quiet moment; the checks end once it has shown or can no
 * longer show in this session. 'Not now' is remembered 7 days and for the session, enabling for the
 * session; it can be reset. Local records (spec 3): the last dismissal time (localStorage) and a
 * session record with the start time and a dismissed flag (sessionStorage).
 */
export const PUSH_PROMO_MIN_SESSION_MS = 60_000;
export const PUSH_PROMO_CHECK_INTERVAL_MS = 1_000;
export const PUSH_PROMO_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;
/** Typing this recently counts as filling a form. */
export const PUSH_PROMO_QUIET_AFTER_INPUT_MS = 10_000;

export const PUSH_PROMO_DISMISSED_KEY = 'pushPromoDismissedAt';
export const PUSH_PROMO_SESSION_KEY = 'pushPromoSession';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PromoSession {
  startTime: number;
  dismissed: boolean;
}

export interface PromoConditions {
  signedIn: boolean;
  supported: boolean;
  permission: 'default' | 'granted' | 'denied';
  subscribed: boolean;
  /** The user is at work on the screen (see isAtWork): the promo waits. */
  busy: boolean;
}

/** What is on the screen that the promo must not cover. */
export interface ScreenActivity {
  /** A dialog, a drawer or a menu is open. */
  openLayer: boolean;
  /** The focused element takes typing (input, text area, select, editable content). */
  focusedField: boolean;
  /** The focus is inside a form (on any of its controls, a checkbox or a button too). */
  focusInForm: boolean;
  /** Forms on the page holding edits not saved yet. */
  unsavedForms: number;
  /** When the user last typed or picked in a field, if ever. */
  lastInputAt: number | null;
}

/** At work: a dialog, drawer or menu open, a form with the focus or unsaved edits, or typing in the last 10 s. */
export function isAtWork(activity: ScreenActivity, now: number): boolean {
  if (activity.openLayer || activity.focusedField || activity.focusInForm || activity.unsavedForms > 0) return true;
  return activity.lastInputAt !== null && now - activity.lastInputAt < PUSH_PROMO_QUIET_AFTER_INPUT_MS;
}

export function readSession(session: StorageLike): PromoSession | null {
  try {
    const value = JSON.parse(session.getItem(PUSH_PROMO_SESSION_KEY) ?? 'null') as PromoSession | null;
    return value && typeof value.startTime === 'number' ? { startTime: value.startTime, dismissed: Boolean(value.dismissed) } : null;
  } catch {
    return null;
  }
}

/** The session record, created with the current time on the first visit of this browser session. */
export function ensureSession(session: StorageLike, now: number): PromoSession {
  const existing = readSession(session);
  if (existing) return existing;
  const fresh = { startTime: now, dismissed: false };
  session.setItem(PUSH_PROMO_SESSION_KEY, JSON.stringify(fresh));
  return fresh;
}

export function lastDismissal(local: StorageLike): number | null {
  const value = Number(local.getItem(PUSH_PROMO_DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The promo cannot show again in this session: declined or enabled in it, 'Not now' within 7 days, or push already decided (unsupported, allowed or refused, subscribed). */
export function promoOverForSession(c: PromoConditions | undefined, session: PromoSession, dismissedAt: number | null, now: number): boolean {
  if (session.dismissed || (dismissedAt !== null && now - dismissedAt < PUSH_PROMO_SNOOZE_MS)) return true;
  return c !== undefined && c.signedIn && (!c.supported || c.subscribed || c.permission !== 'default');
}

/** `pageStart`: when this page started checking; the first minute counts from it too (a tab reopened with an old session record). */
export function shouldShowPromo(c: PromoConditions, session: PromoSession, dismissedAt: number | null, now: number, pageStart = session.startTime): boolean {
  if (!c.signedIn || c.busy || promoOverForSession(c, session, dismissedAt, now)) return false;
  return now - Math.max(session.startTime, pageStart) >= PUSH_PROMO_MIN_SESSION_MS;
}

/** 'Not now': remembered 7 days and for the session. */
export function dismissPromo(local: StorageLike, session: StorageLike, now: number): void {
  local.setItem(PUSH_PROMO_DISMISSED_KEY, String(now));
  markSessionDismissed(session, now);
}

/** Enabling is remembered for the session. */
export function markSessionDismissed(session: StorageLike, now: number): void {
  session.setItem(PUSH_PROMO_SESSION_KEY, JSON.stringify({ ...ensureSession(session, now), dismissed: true }));
}

/** Forgets both records (the next session starts counting again). */
export function resetPromo(local: StorageLike, session: StorageLike): void {
  local.removeItem(PUSH_PROMO_DISMISSED_KEY);
  session.removeItem(PUSH_PROMO_SESSION_KEY);
}

export interface PromoSchedulerDeps {
  local: StorageLike;
  session: StorageLike;
  now: () => number;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  /** Current conditions; undefined while they are still being worked out (e.g. the push check). */
  conditions: () => PromoConditions | undefined;
  show: () => void;
}

/**
 * Checks every second, for as long as the session lasts, whether the promo may show; shows it once,
 * at the first quiet moment after the first minute. Stops once shown or once it cannot show in this
 * session. Returns the function that stops the checks.
 */
export function startPromoChecks(deps: PromoSchedulerDeps): () => void {
  const startedAt = deps.now();
  ensureSession(deps.session, startedAt);
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) deps.clearInterval(handle);
    handle = null;
  };
  handle = deps.setInterval(() => {
    const now = deps.now();
    const conditions = deps.conditions();
    const session = ensureSession(deps.session, now);
    const dismissedAt = lastDismissal(deps.local);
    if (promoOverForSession(conditions, session, dismissedAt, now)) return stop();
    if (conditions && shouldShowPromo(conditions, session, dismissedAt, now, startedAt)) {
      stop();
      deps.show();
    }
  }, PUSH_PROMO_CHECK_INTERVAL_MS);
  return stop;
}
