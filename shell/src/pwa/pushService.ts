/**
 * Web Push subscription (spec 4 "Push subscription", 8 "Push errors", 9 time-outs), free of React:
 * the browser pieces and the API calls are injected, so the flow is unit-tested.
 *
 * Subscribing needs a signed-in user, then permission, then a service worker and a public push key;
 * it then saves on the server. Unsubscribing removes the browser subscription, then tells the server.
 * A check removes a stale local subscription when permission is no longer granted.
 */

/** Service worker readiness and subscription checks give up after 10 s. */
export const SERVICE_WORKER_TIMEOUT_MS = 10_000;
export const SERVICE_WORKER_URL = '/sw.js';

export type PushErrorCode =
  | 'unsupported'
  | 'permission-denied'
  | 'login-required'
  | 'missing-key'
  | 'sw-registration-failed'
  | 'timeout'
  | 'subscribe-failed'
  | 'unsubscribe-failed';

export class PushError extends Error {
  constructor(
    readonly code: PushErrorCode,
    override readonly cause?: unknown,
  ) {
    super(code);
    this.name = 'PushError';
  }
}

export type PermissionState = 'default' | 'granted' | 'denied';

export interface SubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export interface SubscriptionLike {
  endpoint: string;
  toJSON(): { endpoint?: string; expirationTime?: number | null; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
  options?: { applicationServerKey?: ArrayBuffer | null };
}

export interface RegistrationLike {
  pushManager: {
    getSubscription(): Promise<SubscriptionLike | null>;
    subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }): Promise<SubscriptionLike>;
  };
}

export interface PushBrowser {
  /** Service worker, PushManager and Notification all exist. */
  supported(): boolean;
  permission(): PermissionState;
  requestPermission(): Promise<PermissionState>;
  /** Registers /sw.js (or returns the registration already there). */
  register(url: string): Promise<unknown>;
  /** Resolves once a service worker is active (navigator.serviceWorker.ready). */
  ready(): Promise<RegistrationLike>;
  /** The registration already there, if any (no waiting). */
  existing(): Promise<RegistrationLike | null>;
}

export interface PushApi {
  publicKey(): Promise<string | null>;
  check(endpoint: string): Promise<boolean>;
  subscribe(subscription: SubscriptionJson): Promise<void>;
  unsubscribe(endpoint: string): Promise<void>;
}

export interface PushServiceDeps {
  browser: PushBrowser;
  api: PushApi;
  isSignedIn: () => boolean;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  logger?: Pick<Console, 'warn'>;
}

export interface PushStatus {
  supported: boolean;
  permission: PermissionState;
  subscribed: boolean;
}

/** VAPID public keys come base64url-encoded; PushManager wants the raw bytes. */
export function base64UrlToBytes(value: string): Uint8Array {
  const padded = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return true; // the browser does not tell: keep the subscription
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

function toSubscriptionJson(sub: SubscriptionLike): SubscriptionJson {
  const json = sub.toJSON();
  return {
    endpoint: json.endpoint ?? sub.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export class PushService {
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly logger: Pick<Console, 'warn'>;

  constructor(private readonly deps: PushServiceDeps) {
    this.setTimer = deps.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimeout ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.logger = deps.logger ?? console;
  }

  /** Rejects with PushError('timeout') when the promise does not settle within 10 s. */
  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = this.setTimer(() => reject(new PushError('timeout')), SERVICE_WORKER_TIMEOUT_MS);
      promise.then(
        (value) => {
          this.clearTimer(timer);
          resolve(value);
        },
        (err) => {
          this.clearTimer(timer);
          reject(err);
        },
      );
    });
  }

  /** Registers the service worker if needed and waits (at most 10 s) until it is ready. */
  private async readyRegistration(): Promise<RegistrationLike> {
    try {
      await this.deps.browser.register(SERVICE_WORKER_URL);
    } catch (err) {
      throw new PushError('sw-registration-failed', err);
    }
    return this.withTimeout(this.deps.browser.ready());
  }

  /**
   * Where push stands for this browser and user. Permission no longer granted: the stale local
   * subscription is removed (and the server told). Times out after 10 s.
   */
  async check(): Promise<PushStatus> {
    const { browser } = this.deps;
    if (!browser.supported()) return { supported: false, permission: 'default', subscribed: false };
    const permission = browser.permission();
    const status = { supported: true, permission, subscribed: false };
    if (!this.deps.isSignedIn()) return status;
    const registration = await this.withTimeout(browser.existing());
    if (!registration) return status;
    const sub = await this.withTimeout(registration.pushManager.getSubscription());
    if (!sub) return status;
    if (permission !== 'granted') {
      const endpoint = sub.endpoint;
      try {
        await sub.unsubscribe();
        await this.deps.api.unsubscribe(endpoint);
      } catch (err) {
        this.logger.warn('[push] could not remove a stale subscription', err);
      }
      return status;
    }
    const active = await this.withTimeout(this.deps.api.check(sub.endpoint));
    return { ...status, subscribed: active };
  }

  /** The whole subscribe flow; rejects with a PushError naming what failed. */
  async subscribe(): Promise<void> {
    const { browser, api } = this.deps;
    if (!browser.supported()) throw new PushError('unsupported');
    if (!this.deps.isSignedIn()) throw new PushError('login-required');
    let permission = browser.permission();
    if (permission === 'default') permission = await browser.requestPermission();
    if (permission !== 'granted') throw new PushError('permission-denied');
    const registration = await this.readyRegistration();
    let key: string | null;
    try {
      key = await api.publicKey();
    } catch (err) {
      throw new PushError('missing-key', err);
    }
    if (!key) throw new PushError('missing-key');
    const applicationServerKey = base64UrlToBytes(key);
    try {
      let sub = await registration.pushManager.getSubscription();
      // A subscription made with another server key (keys were rotated) would never get a push.
      if (sub && !sameKey(sub.options?.applicationServerKey, applicationServerKey)) {
        await sub.unsubscribe();
        sub = null;
      }
      sub ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      await api.subscribe(toSubscriptionJson(sub));
    } catch (err) {
      throw new PushError('subscribe-failed', err);
    }
  }

  /** Removes the browser subscription, then tells the server. */
  async unsubscribe(): Promise<void> {
    const { browser, api } = this.deps;
    if (!browser.supported()) throw new PushError('unsupported');
    try {
      const registration = await this.withTimeout(browser.existing());
      const sub = registration ? await this.withTimeout(registration.pushManager.getSubscription()) : null;
      if (!sub) return;
      const endpoint = sub.endpoint;
      await sub.unsubscribe();
      await api.unsubscribe(endpoint);
    } catch (err) {
      throw new PushError('unsubscribe-failed', err);
    }
  }
}
