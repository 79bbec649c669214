import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Everything the server reads from its environment, with the defaults a fresh clone runs on. */
export interface AppConfig {
  port: number;
  host: string;
  /** Repository root: the built front ends and locales are found from here. */
  rootDir: string;
  /** Where local state lives: embedded PostgreSQL, uploads, mails. */
  dataDir: string;
  /** Unset: start the embedded PostgreSQL in `dataDir/pg`. */
  databaseUrl?: string;
  embeddedPgPort: number;
  sessionSecret: string;
  /** Key of the secrets kept encrypted in the database (SecretBox): SECRETS_KEY, else generated into the data folder. */
  secretsKey: string;
  /** Sent in links inside e-mails. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  socialUrl: string;
  /** Map tile URL template ({s}, {z}, {x}, {y}) and the attribution its provider requires. */
  mapTileUrl: string;
  mapAttribution: string;
  /** The avatar service keyed by the e-mail's SHA-256 ({hash}, {size} in pixels), the fallback of a user without a picture; null: initials only. */
  avatarServiceUrl: string | null;
  /**
   * Which proxies in front may say who the client is (X-Forwarded-For), as Express's `trust proxy`:
   * false (none: the client is the connecting address), a number of hops, or a list of proxy
   * addresses / subnets. A client-chosen X-Forwarded-For beyond them is ignored.
   */
  trustProxy: false | number | string;
  /** Other origins whose pages may write through the API (besides PUBLIC_URL's and the one a request is addressed to). */
  allowedOrigins: string[];
  /** Cookies only over https: on by default when PUBLIC_URL is https. */
  secureCookies: boolean;
  /** New accounts one client address may create per hour (each mails a code to any address). */
  registrationsPerHour: number;
  demo: boolean;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  /** Web Push (VAPID). Without keys, a pair is generated at first start and kept in the database. */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** `mailto:` or `https:` contact the push services may use; defaults to the MAIL_FROM address. */
  vapidSubject: string;
  /** Extra certificate authority (PEM) trusted for push endpoints, e.g. a company push relay. */
  pushExtraCa?: string;
  /** Let push endpoints be on loopback or private networks (tests only: otherwise refused). */
  pushAllowPrivateHosts: boolean;
  /** Let a ticketing provider's API address be http or on loopback / private networks (tests and the local demo's fake HelloAsso only). */
  ticketingAllowPrivateHosts: boolean;
  /** Sync every HelloAsso edition every 15 minutes (TICKETING_SCHEDULED_SYNC, on by default; the end-to-end tests turn it off so that no quarter-hour run races their own). */
  ticketingScheduledSync: boolean;
  /** The fake HelloAsso the demo edition is connected to (`npm start` runs it: tools/fake-helloasso). */
  demoHelloAssoUrl: string;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/**
 * TRUST_PROXY: unset or false → trust no proxy; true → one hop (the reverse proxy in front); a
 * number → that many hops; otherwise a comma-separated list of addresses or subnets (`loopback`,
 * `10.0.0.0/8`…). Never Express's `true` (trust every hop), which lets a client choose its address.
 */
export function trustProxyOf(value: string | undefined): false | number | string {
  const v = (value ?? '').trim();
  if (v === '' || ['0', 'false', 'no', 'off'].includes(v.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(v.toLowerCase())) return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** Gravatar takes SHA-256 hashes; d=404 answers 404 for an e-mail it has no picture for, and the app draws initials. */
export const DEFAULT_AVATAR_SERVICE_URL = 'https://www.gravatar.com/avatar/{hash}?s={size}&d=404';

/**
 * AVATAR_SERVICE_URL: unset → Gravatar; empty or `none` → no service (no request leaves for a third
 * party: initials); else an http(s) URL template holding `{hash}` (and optionally `{size}`).
 */
export function avatarServiceUrlOf(value: string | undefined): string | null {
  if (value === undefined) return DEFAULT_AVATAR_SERVICE_URL;
  const v = value.trim();
  if (v === '' || v.toLowerCase() === 'none') return null;
  let url: URL | null = null;
  try {
    url = sampleAvatarUrl(v);
  } catch {
    /* reported below */
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || !v.includes('{hash}')) {
    throw new Error(`AVATAR_SERVICE_URL must be an http(s) URL holding {hash} (or empty, or none): ${v}`);
  }
  return v;
}

/** The avatar service template with its placeholders filled: a URL to read its origin from (throws on a malformed one). */
export function sampleAvatarUrl(template: string): URL {
  return new URL(template.replaceAll('{hash}', 'h').replaceAll('{size}', '1'));
}

function findRoot(start: string): string {
  let dir = start;
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    dir = resolve(dir, '..');
  }
  return process.cwd();
}

/**
 * A session secret must survive restarts (or every user is signed out) and be shared by replicas:
 * take SESSION_SECRET, else keep a generated one in the data folder.
 */
function sessionSecret(dataDir: string, env: NodeJS.ProcessEnv): string {
  return env.SESSION_SECRET || keptSecret(dataDir, 'session-secret');
}

/** A random secret generated once into the data folder and read back at every start. */
function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `mailto:` address of MAIL_FROM ("Name <a@b>" or "a@b"). */
function mailtoOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return `mailto:${address}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const rootDir = env.APP_ROOT ? resolve(env.APP_ROOT) : findRoot(__dirname);
  const dataDir = resolve(rootDir, env.DATA_DIR ?? 'data');
  const port = int(env.PORT, 3000);
  const mailFrom = env.MAIL_FROM ?? 'Festival Platform <no-reply@localhost>';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    rootDir,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPgPort: int(env.EMBEDDED_PG_PORT, 54329),
    sessionSecret: sessionSecret(dataDir, env),
    // Losing this key loses the stored provider secrets (organisers enter them again): keep it with the data, or set SECRETS_KEY.
    secretsKey: env.SECRETS_KEY || keptSecret(dataDir, 'secrets-key'),
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    socialUrl: env.SOCIAL_URL ?? 'https://github.com/festival-platform',
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.MAP_ATTRIBUTION ?? '&copy; OpenStreetMap contributors',
    avatarServiceUrl: avatarServiceUrlOf(env.AVATAR_SERVICE_URL),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    secureCookies: bool(env.SECURE_COOKIES, publicUrl.startsWith('https:')),
    registrationsPerHour: Math.max(1, int(env.REGISTRATIONS_PER_HOUR, 20)),
    demo: bool(env.DEMO, false),
    logLevel: (env.LOG_LEVEL as AppConfig['logLevel']) ?? 'log',
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSubject: env.VAPID_SUBJECT || mailtoOf(mailFrom),
    pushExtraCa: env.PUSH_EXTRA_CA_FILE ? readFileSync(resolve(rootDir, env.PUSH_EXTRA_CA_FILE), 'utf8') : undefined,
    pushAllowPrivateHosts: bool(env.PUSH_ALLOW_PRIVATE_HOSTS, false),
    ticketingAllowPrivateHosts: bool(env.TICKETING_ALLOW_PRIVATE_HOSTS, false),
    ticketingScheduledSync: bool(env.TICKETING_SCHEDULED_SYNC, true),
    demoHelloAssoUrl: (env.DEMO_HELLOASSO_URL || 'http://127.0.0.1:3901').replace(/\/$/, ''),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
