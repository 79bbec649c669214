import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INSTALL_DISMISSED_KEY, InstallOffer, type InstallPromptEvent } from './installPrompt';
import { PRIVATE_CACHE, wipePrivateCopies } from './privateCopies';
import {
  dismissPromo,
  isAtWork,
  markSessionDismissed,
  PUSH_PROMO_DISMISSED_KEY,
  PUSH_PROMO_SESSION_KEY,
  readSession,
  resetPromo,
  startPromoChecks,
  type PromoConditions,
  type StorageLike,
} from './pushPromo';
import {
  base64UrlToBytes,
  PushError,
  PushService,
  type PermissionState,
  type PushApi,
  type RegistrationLike,
  type SubscriptionLike,
} from './pushService';

class MemoryStorage implements StorageLike {
  private m = new Map<string, string>();
  getItem = (k: string) => this.m.get(k) ?? null;
  setItem = (k: string, v: string) => void this.m.set(k, v);
  removeItem = (k: string) => void this.m.delete(k);
}

const DAY = 24 * 60 * 60 * 1000;
// base64url of bytes 1..65 (a P-256 public key is 65 bytes).
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => i + 1);
const KEY = Buffer.from(KEY_BYTES).toString('base64url');

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

function fakeSubscription(endpoint = 'https://push.example/abc', key: Uint8Array | null = KEY_BYTES): SubscriptionLike & { unsubscribe: jest.Mock } {
  return {
    endpoint,
    options: { applicationServerKey: key ? (key.buffer.slice(0) as ArrayBuffer) : null },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'P256', auth: 'AUTH' } }),
    unsubscribe: jest.fn().mockResolvedValue(true),
  };
}

function pushSetup(opts: { supported?: boolean; permission?: PermissionState; answer?: PermissionState; signedIn?: boolean } = {}) {
  let permission: PermissionState = opts.permission ?? 'default';
  let current: SubscriptionLike | null = null;
  const registration: RegistrationLike = {
    pushManager: {
      getSubscription: jest.fn(async () => current),
      subscribe: jest.fn(async () => {
        current = fakeSubscription();
        return current;
      }),
    },
  };
  const browser = {
    supported: jest.fn(() => opts.supported ?? true),
    permission: jest.fn(() => permission),
    requestPermission: jest.fn(async () => {
      permission = opts.answer ?? 'granted';
      return permission;
    }),
    register: jest.fn(async () => registration),
    ready: jest.fn(async () => registration),
    existing: jest.fn(async () => registration as RegistrationLike | null),
  };
  const api: { [K in keyof PushApi]: jest.Mock } = {
    publicKey: jest.fn().mockResolvedValue(KEY),
    check: jest.fn().mockResolvedValue(true),
    subscribe: jest.fn().mockResolvedValue(undefined),
    unsubscribe: jest.fn().mockResolvedValue(undefined),
  };
  const service = new PushService({ browser, api, isSignedIn: () => opts.signedIn ?? true, logger: { warn: jest.fn() } });
  return {
    service,
    browser,
    api,
    registration,
    setPermission: (p: PermissionState) => (permission = p),
    setSubscription: (s: SubscriptionLike | null) => (current = s),
  };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (err) {
    return err instanceof PushError ? err.code : `other: ${String(err)}`;
  }
}

describe('push subscription flow', () => {
  it('subscribes: permission asked, worker ready, key converted, subscription saved on the server', async () => {
    const { service, browser, api, registration } = pushSetup();
    await service.subscribe();
    expect(browser.requestPermission).toHaveBeenCalled();
    expect(browser.register).toHaveBeenCalledWith('/sw.js');
    const options = (registration.pushManager.subscribe as jest.Mock).mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey)).toEqual(Array.from(KEY_BYTES));
    expect(api.subscribe).toHaveBeenCalledWith({ endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'P256', auth: 'AUTH' } });
  });

  it('unsupported browser → unsupported, before anything else', async () => {
    const { service, browser } = pushSetup({ supported: false });
    expect(await codeOf(service.subscribe())).toBe('unsupported');
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('signed out → connection required, without asking for permission', async () => {
    const { service, browser } = pushSetup({ signedIn: false });
    expect(await codeOf(service.subscribe())).toBe('login-required');
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('permission refused now or earlier → permission denied', async () => {
    expect(await codeOf(pushSetup({ answer: 'denied' }).service.subscribe())).toBe('permission-denied');
    const earlier = pushSetup({ permission: 'denied' });
    expect(await codeOf(earlier.service.subscribe())).toBe('permission-denied');
    expect(earlier.browser.requestPermission).not.toHaveBeenCalled();
  });

  it('service worker registration failure → sw-registration-failed', async () => {
    const { service, browser, api } = pushSetup();
    browser.register.mockRejectedValueOnce(new Error('SecurityError'));
    expect(await codeOf(service.subscribe())).toBe('sw-registration-failed');
    expect(api.subscribe).not.toHaveBeenCalled();
  });

  it('a service worker not ready within 10 s → timeout', async () => {
    const { service, browser } = pushSetup();
    browser.ready.mockReturnValueOnce(new Promise(() => undefined));
    const result = codeOf(service.subscribe());
    await jest.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await result).toBe('timeout');
  });

  it('no public key (empty or failed call) → missing key', async () => {
    const a = pushSetup();
    a.api.publicKey.mockResolvedValueOnce('');
    expect(await codeOf(a.service.subscribe())).toBe('missing-key');
    const b = pushSetup();
    b.api.publicKey.mockRejectedValueOnce(new Error('500'));
    expect(await codeOf(b.service.subscribe())).toBe('missing-key');
  });

  it('the server refusing the subscription → subscribe-failed', async () => {
    const { service, api } = pushSetup();
    api.subscribe.mockRejectedValueOnce(new Error('400'));
    expect(await codeOf(service.subscribe())).toBe('subscribe-failed');
  });

  it('an existing subscription with the same key is reused; one made with another key is replaced', async () => {
    const same = pushSetup({ permission: 'granted' });
    const existing = fakeSubscription('https://push.example/old');
    same.setSubscription(existing);
    await same.service.subscribe();
    expect(same.registration.pushManager.subscribe).not.toHaveBeenCalled();
    expect(same.api.subscribe.mock.calls[0][0].endpoint).toBe('https://push.example/old');

    const other = pushSetup({ permission: 'granted' });
    const stale = fakeSubscription('https://push.example/stale', new Uint8Array(65));
    other.setSubscription(stale);
    await other.service.subscribe();
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(other.api.subscribe.mock.calls[0][0].endpoint).toBe('https://push.example/abc');
  });

  it('unsubscribing removes the browser subscription, then tells the server', async () => {
    const { service, api, setSubscription } = pushSetup({ permission: 'granted' });
    const order: string[] = [];
    const sub = fakeSubscription();
    sub.unsubscribe.mockImplementation(async () => order.push('browser'));
    api.unsubscribe.mockImplementation(async () => void order.push('server'));
    setSubscription(sub);
    await service.unsubscribe();
    expect(order).toEqual(['browser', 'server']);
    expect(api.unsubscribe).toHaveBeenCalledWith('https://push.example/abc');
  });

  it('an unsubscribe failure → unsubscribe-failed', async () => {
    const { service, api, setSubscription } = pushSetup({ permission: 'granted' });
    setSubscription(fakeSubscription());
    api.unsubscribe.mockRejectedValueOnce(new Error('500'));
    expect(await codeOf(service.unsubscribe())).toBe('unsubscribe-failed');
  });
});

describe('push check', () => {
  it('reports the server state of this browser subscription', async () => {
    const { service, api, setSubscription } = pushSetup({ permission: 'granted' });
    expect(await service.check()).toEqual({ supported: true, permission: 'granted', subscribed: false });
    setSubscription(fakeSubscription());
    expect(await service.check()).toEqual({ supported: true, permission: 'granted', subscribed: true });
    api.check.mockResolvedValueOnce(false);
    expect((await service.check()).subscribed).toBe(false);
    expect(api.check).toHaveBeenCalledWith('https://push.example/abc');
  });

  it('permission revoked: the stale local subscription is removed and the server told', async () => {
    const { service, api, setSubscription } = pushSetup({ permission: 'denied' });
    const sub = fakeSubscription();
    setSubscription(sub);
    expect(await service.check()).toEqual({ supported: true, permission: 'denied', subscribed: false });
    expect(sub.unsubscribe).toHaveBeenCalled();
    expect(api.unsubscribe).toHaveBeenCalledWith('https://push.example/abc');
    expect(api.check).not.toHaveBeenCalled();
  });

  it('times out after 10 s', async () => {
    const { service, api, setSubscription } = pushSetup({ permission: 'granted' });
    setSubscription(fakeSubscription());
    api.check.mockReturnValueOnce(new Promise(() => undefined));
    const result = codeOf(service.check());
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await result).toBe('timeout');
  });

  it('unsupported browser or signed-out user: nothing subscribed, nothing asked', async () => {
    const u = pushSetup({ supported: false });
    expect(await u.service.check()).toEqual({ supported: false, permission: 'default', subscribed: false });
    const s = pushSetup({ signedIn: false, permission: 'granted' });
    expect((await s.service.check()).subscribed).toBe(false);
    expect(s.browser.existing).not.toHaveBeenCalled();
  });

  it('decodes base64url keys', () => {
    expect(Array.from(base64UrlToBytes(Buffer.from([251, 255, 0, 1]).toString('base64url')))).toEqual([251, 255, 0, 1]);
  });
});

describe('push promo', () => {
  const eligible: PromoConditions = { signedIn: true, supported: true, permission: 'default', subscribed: false, busy: false };

  function promo(conditions: PromoConditions | undefined = eligible, local = new MemoryStorage(), session = new MemoryStorage()) {
    const show = jest.fn();
    const stop = startPromoChecks({
      local,
      session,
      now: () => Date.now(),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
      conditions: () => conditions,
      show,
    });
    return { show, stop, local, session };
  }

  it('never in the first minute of a session: shows after 60 s, checking every second, once', async () => {
    const { show, session } = promo();
    expect(readSession(session)).toEqual({ startTime: Date.now(), dismissed: false });
    await jest.advanceTimersByTimeAsync(59_999);
    expect(show).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(show).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(show).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a page opened with an old session record (a reopened or duplicated tab) still waits its first minute', async () => {
    const session = new MemoryStorage();
    session.setItem(PUSH_PROMO_SESSION_KEY, JSON.stringify({ startTime: Date.now() - 10 * 60_000, dismissed: false }));
    const { show } = promo(eligible, new MemoryStorage(), session);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(show).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(57_000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('keeps checking past the first minutes while the user is at work, and shows at the first quiet moment', async () => {
    const conditions = { ...eligible, busy: true };
    const { show } = promo(conditions);
    // Ten minutes of work: nothing, and the checks go on.
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(show).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(1);
    conditions.busy = false;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(show).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('not for signed-out users; the checks end once push is decided (unsupported, allowed, refused, subscribed)', async () => {
    const signedOut = promo({ ...eligible, signedIn: false });
    await jest.advanceTimersByTimeAsync(61_000);
    expect(signedOut.show).not.toHaveBeenCalled();
    signedOut.stop();
    for (const c of [{ ...eligible, supported: false }, { ...eligible, permission: 'denied' as const }, { ...eligible, permission: 'granted' as const }, { ...eligible, subscribed: true }]) {
      const { show } = promo(c);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(jest.getTimerCount()).toBe(0);
      await jest.advanceTimersByTimeAsync(61_000);
      expect(show).not.toHaveBeenCalled();
    }
  });

  it('counts as at work: a dialog, drawer or menu open, a focused field, the focus in a form, unsaved edits, typing in the last 10 s', () => {
    const now = 1_000_000;
    const quiet = { openLayer: false, focusedField: false, focusInForm: false, unsavedForms: 0, lastInputAt: null };
    expect(isAtWork(quiet, now)).toBe(false);
    expect(isAtWork({ ...quiet, openLayer: true }, now)).toBe(true);
    expect(isAtWork({ ...quiet, focusedField: true }, now)).toBe(true);
    expect(isAtWork({ ...quiet, focusInForm: true }, now)).toBe(true);
    expect(isAtWork({ ...quiet, unsavedForms: 1 }, now)).toBe(true);
    expect(isAtWork({ ...quiet, lastInputAt: now - 9_999 }, now)).toBe(true);
    expect(isAtWork({ ...quiet, lastInputAt: now - 10_000 }, now)).toBe(false);
  });

  it("'Not now' is remembered for the session and for 7 days", async () => {
    const local = new MemoryStorage();
    dismissPromo(local, new MemoryStorage(), Date.now());
    expect(Number(local.getItem(PUSH_PROMO_DISMISSED_KEY))).toBe(Date.now());
    // A new session within 7 days: still nothing.
    const first = promo(eligible, local);
    await jest.advanceTimersByTimeAsync(61_000);
    expect(first.show).not.toHaveBeenCalled();
    // Same session after 7 days: the session flag still says no.
    const session = new MemoryStorage();
    dismissPromo(local, session, Date.now());
    jest.setSystemTime(Date.now() + 7 * DAY);
    const same = promo(eligible, local, session);
    await jest.advanceTimersByTimeAsync(61_000);
    expect(same.show).not.toHaveBeenCalled();
    // A new session after 7 days: shown again.
    jest.setSystemTime(Date.now() + 7 * DAY);
    const later = promo(eligible, local);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(later.show).toHaveBeenCalledTimes(1);
  });

  it('enabling is remembered for the session only; reset forgets everything', async () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    markSessionDismissed(session, Date.now() - 40_000);
    expect(local.getItem(PUSH_PROMO_DISMISSED_KEY)).toBeNull();
    const same = promo(eligible, local, session);
    await jest.advanceTimersByTimeAsync(61_000);
    expect(same.show).not.toHaveBeenCalled();
    dismissPromo(local, session, Date.now());
    resetPromo(local, session);
    expect(local.getItem(PUSH_PROMO_DISMISSED_KEY)).toBeNull();
    expect(session.getItem(PUSH_PROMO_SESSION_KEY)).toBeNull();
  });

  it('waits while the conditions are unknown', async () => {
    const state: { known?: PromoConditions } = {};
    const show = jest.fn();
    startPromoChecks({
      local: new MemoryStorage(),
      session: new MemoryStorage(),
      now: () => Date.now(),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
      conditions: () => state.known,
      show,
    });
    await jest.advanceTimersByTimeAsync(65_000);
    expect(show).not.toHaveBeenCalled();
    state.known = eligible;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('install offer', () => {
  class FakeWindow {
    listeners = new Map<string, (e: Event) => void>();
    addEventListener = (t: string, l: (e: Event) => void) => void this.listeners.set(t, l);
    removeEventListener = (t: string) => void this.listeners.delete(t);
    fire(type: string, event?: Partial<InstallPromptEvent>) {
      const e = { preventDefault: jest.fn(), ...event } as unknown as Event;
      this.listeners.get(type)?.(e);
      return e;
    }
  }

  function offer(standalone = false, storage = new MemoryStorage()) {
    const win = new FakeWindow();
    const o = new InstallOffer({
      target: win,
      storage,
      isStandalone: () => standalone,
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    });
    const stop = o.listen();
    return { o, win, storage, stop };
  }

  const promptEvent = (outcome: 'accepted' | 'dismissed' = 'accepted') => ({
    prompt: jest.fn().mockResolvedValue(undefined),
    userChoice: Promise.resolve({ outcome }),
  });

  it('shows 5 s after the browser offers to install, keeping the browser bar away', async () => {
    const { o, win } = offer();
    const e = win.fire('beforeinstallprompt', promptEvent());
    expect(e.preventDefault).toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(o.isVisible()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(o.isVisible()).toBe(true);
  });

  it('never without the browser offer, never in standalone mode', async () => {
    const plain = offer();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(plain.o.isVisible()).toBe(false);
    const standalone = offer(true);
    standalone.win.fire('beforeinstallprompt', promptEvent());
    await jest.advanceTimersByTimeAsync(10_000);
    expect(standalone.o.isVisible()).toBe(false);
  });

  it('Later is remembered for 7 days', async () => {
    const { o, win, storage } = offer();
    win.fire('beforeinstallprompt', promptEvent());
    await jest.advanceTimersByTimeAsync(5_000);
    o.later();
    expect(o.isVisible()).toBe(false);
    expect(Number(storage.getItem(INSTALL_DISMISSED_KEY))).toBe(Date.now());
    const again = offer(false, storage);
    again.win.fire('beforeinstallprompt', promptEvent());
    await jest.advanceTimersByTimeAsync(6 * DAY);
    expect(again.o.isVisible()).toBe(false);
    jest.setSystemTime(Date.now() + DAY);
    const week = offer(false, storage);
    week.win.fire('beforeinstallprompt', promptEvent());
    await jest.advanceTimersByTimeAsync(5_000);
    expect(week.o.isVisible()).toBe(true);
  });

  it('install shows the browser dialog once and gives the outcome; installed hides it', async () => {
    const { o, win } = offer();
    const event = promptEvent('dismissed');
    win.fire('beforeinstallprompt', event);
    await jest.advanceTimersByTimeAsync(5_000);
    await expect(o.install()).resolves.toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(o.isVisible()).toBe(false);
    await expect(o.install()).rejects.toThrow();
    win.fire('beforeinstallprompt', promptEvent());
    await jest.advanceTimersByTimeAsync(5_000);
    win.fire('appinstalled');
    expect(o.isVisible()).toBe(false);
  });

  it('a failing prompt rejects', async () => {
    const { o, win } = offer();
    win.fire('beforeinstallprompt', { prompt: jest.fn().mockRejectedValue(new Error('NotAllowedError')), userChoice: new Promise(() => undefined) });
    await jest.advanceTimersByTimeAsync(5_000);
    await expect(o.install()).rejects.toThrow('NotAllowedError');
  });
});

describe('private copies (My tickets offline)', () => {
  it('sign-out deletes the cache the service worker keeps them in, and tells the worker', async () => {
    const kept = new Set([PRIVATE_CACHE, 'festival-shell-v1']);
    const caches = { delete: jest.fn(async (name: string) => kept.delete(name)) };
    const worker = { postMessage: jest.fn() };
    await wipePrivateCopies({ caches, worker });
    expect([...kept]).toEqual(['festival-shell-v1']);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'wipe-private' });
    // No worker in control, no Cache API (an old browser, a private window): nothing to wipe, no failure.
    await expect(wipePrivateCopies({ caches: undefined, worker: null })).resolves.toBeUndefined();
  });

  it('names the cache the service worker writes, and that worker keeps exactly GET /api/my-tickets there and wipes it on request', () => {
    const sw = readFileSync(join(__dirname, '../../public/sw.js'), 'utf8');
    expect(sw).toContain(`const PRIVATE_CACHE = '${PRIVATE_CACHE}';`);
    expect(sw).toContain(`const PRIVATE_PATHS = ['/api/my-tickets'];`);
    expect(sw).toMatch(/data\.type === 'wipe-private'[\s\S]{0,80}caches\.delete\(PRIVATE_CACHE\)/);
  });
});
