import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config/config';
import { cookieValue, LANGUAGE_COOKIE, requestLanguage } from '../i18n/server-i18n';
import { LOCALE_WARM_UP_TAG } from './locale-warm-up';

/** The three remotes, by Module Federation name → URL prefix and build folder. */
export const REMOTES = {
  mf_public: { prefix: '/remotes/public', dir: 'mf-public' },
  mf_gestion: { prefix: '/remotes/gestion', dir: 'mf-gestion' },
  mf_admin: { prefix: '/remotes/admin', dir: 'mf-admin' },
} as const;

const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;
const LONG_CACHE = 'public, max-age=31536000, immutable';

function cacheHeaders(res: Response, path: string): void {
  res.setHeader('Cache-Control', HASHED.test(path) ? LONG_CACHE : 'no-cache');
}

/**
 * Serves the build's precompressed copy of a text file (brotli .br, else gzip .gz, written by the
 * front ends' build) when the browser takes that encoding, with the file's own type and cache
 * headers; anything else goes on to express.static (and on-the-fly compression).
 */
export function precompressed(dir: string): RequestHandler {
  const root = resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const ext = extname(req.path);
    if (!/^\.(js|css|json|svg|webmanifest)$/.test(ext)) return next();
    let file: string;
    try {
      file = resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    if (!file.startsWith(root + sep)) return next();
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!req.acceptsEncodings(encoding) || !existsSync(file + suffix)) continue;
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
      res.type(ext);
      cacheHeaders(res, req.path);
      return res.sendFile(file + suffix, { cacheControl: false }, (err) => {
        // ECONNABORTED: the browser left before the file was sent; there is no one to answer.
        if (err && !res.headersSent && (err as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(err);
      });
    }
    next();
  };
}

/** A translation file with its brotli and gzip copies, made once (again when the file changes). */
interface CompressedFile {
  mtimeMs: number;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}
const translationFiles = new Map<string, CompressedFile>();

/**
 * Translations are compressed once per process, at the strongest settings, like the built front
 * ends (brotli 11, gzip 9), instead of on the fly at every request. A changed file (development)
 * is read and compressed again.
 */
export function translationFile(file: string): CompressedFile {
  const { mtimeMs } = statSync(file);
  let entry = translationFiles.get(file);
  if (entry?.mtimeMs !== mtimeMs) {
    const raw = readFileSync(file);
    entry = { mtimeMs, raw, br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(raw, { level: 9 }) };
    translationFiles.set(file, entry);
  }
  return entry;
}

/** Sends the copy the browser takes: brotli first, else gzip, else the file itself. */
function sendCompressed(req: Request, res: Response, file: CompressedFile): void {
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : undefined;
  if (encoding === 'br' || encoding === 'gzip') {
    res.setHeader('Content-Encoding', encoding);
    res.send(file[encoding]);
  } else {
    res.send(file.raw);
  }
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** A short id that changes whenever any translation file changes: the `{build}` of locale URLs. */
export function localesBuildId(localesDir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(localesDir).sort()) {
    hash.update(relative(localesDir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * A matcher of the product's page paths (react-router patterns: `:param` is one segment, a final
 * `*` the rest); a trailing slash is ignored, as the router ignores it.
 */
export function pageMatcher(patterns: readonly string[]): (path: string) => boolean {
  const regexps = patterns.map(patternRegExp);
  return (path) => regexps.some((r) => r.test(trimSlash(path)));
}

/** A page of a section registry: its section id and the remote showing it (null: the shell). */
export interface PageInfo {
  section: string;
  remote: string | null;
}

/** The page a path shows (`route-pages.json`: pattern → page), or null. */
export function pageOf(pages: Readonly<Record<string, PageInfo>>): (path: string) => PageInfo | null {
  const table = Object.entries(pages).map(([pattern, page]) => [patternRegExp(pattern), page] as const);
  return (path) => table.find(([r]) => r.test(trimSlash(path)))?.[1] ?? null;
}

function patternRegExp(pattern: string): RegExp {
  const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const body = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}$`);
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The first page of the home page's edition list exactly as the home page asks for it (mf-public's
 * searchQueryOf with no filter): fetched by the browser with the HTML. Should they ever differ, the
 * home page asks again (the e2e first-visit journey counts the requests).
 */
export const HOME_EDITIONS_URL = '/api/editions?when=current&limit=20&offset=0';

/**
 * The data a page's first screen asks for, fetched with its HTML: the home page's first editions,
 * and an edition page's edition and programme (mf-public's prepareEdition: a signed-in user's
 * rights and stars depend on the session, and are asked for by the page).
 */
export function pageDataUrls(path: string): string[] {
  const page = trimSlash(path);
  if (page === '/') return [HOME_EDITIONS_URL];
  const edition = /^\/editions\/([1-9]\d{0,15})$/.exec(page);
  return edition ? [`/api/editions/${edition[1]}`, `/api/editions/${edition[1]}/programme`] : [];
}

/** The sign-out page's mark that the product's own pages (or the user, typing it) sent there: read by shell's LogoutPage. */
export const SIGN_OUT_MARK = '<meta name="sign-out" content="own-page">';

/**
 * Whether a page load of /logout came from the product's own pages or from the user (a typed
 * address, a bookmark): `Sec-Fetch-Site` same-origin or none. A foreign page's link, or a browser
 * that does not say, gets the page without the mark, which then asks "Sign out?" first.
 */
export function signsOutAtOnce(req: Pick<Request, 'path' | 'headers'>): boolean {
  if (trimSlash(req.path) !== '/logout') return false;
  const site = req.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none';
}

/** libs/i18n/start-groups.json: the translation groups the app loads at start, by language. */
export interface StartGroups {
  groups: string[];
  byLanguage: Record<string, string[]>;
}

/**
 * The translation files a first-time visitor's browser will load at start: in the language it
 * will pick (the one of Accept-Language the product speaks, as the app's detector does). None once
 * the language cookie is set: a returning visitor reads them from its own cache, and a preload it
 * does not use is wasted (and warned about in the console).
 */
export function startTranslations(req: Pick<Request, 'headers'>, build: string, startGroups: StartGroups): string[] {
  if (cookieValue(req.headers.cookie, LANGUAGE_COOKIE)) return [];
  const lng = requestLanguage({ headers: req.headers, user: undefined });
  return [...startGroups.groups, ...(startGroups.byLanguage[lng] ?? [])].map((group) => `/locales/${encodeURIComponent(build)}/${lng}/${group}.json`);
}

/** What preloadHints sets first: the shell's entry scripts, and which of the code is its start-up code. */
export interface StartCode {
  /** The scripts the HTML runs (index.html's `<script defer>`): the shared libraries and the shell's entry. */
  entryScripts: readonly string[];
  /** The shell's start-up chunk and styles (page-chunks.json's `start`). */
  startup: ReadonlySet<string>;
}

/**
 * What a page will fetch first, for the browser to fetch while it reads the shell's code instead of
 * one after the other: the shell's entry scripts, the run-time config, the session, the first-time
 * visitor's translations, the page's code (the shell's start-up code; the page's remote: its entry,
 * the first chunk of its routes; the page's own chunks) and its first screen's data (pageDataUrls).
 *
 * In the order the code needs them: on a slow link every file shares the bandwidth, and the entry
 * scripts (the largest, some 180 KB) would come last, with the processor idle until then. They
 * come first and high; what only the page needs once the start-up code has run (its code, its
 * data, the texts after the common ones) comes low, arriving while the start-up code runs (about
 * 0.25 s sooner on a throttled phone, measured by `npm run bench:first-visit`).
 *
 * Credentials modes match the later requests' (the API client sends cookies: use-credentials; plain
 * fetch() and the translations' loader: anonymous), or the browser fetches twice.
 */
export function preloadHints(path: string, code: readonly string[], translations: readonly string[] = [], start: StartCode = { entryScripts: [], startup: new Set() }): string {
  const priority = (later: boolean) => (later ? ' fetchpriority="low"' : '');
  const links = [
    ...start.entryScripts.map((url) => `<link rel="preload" href="${url}" as="script" fetchpriority="high">`),
    '<link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous">',
    '<link rel="preload" href="/api/session/me" as="fetch" crossorigin="use-credentials">',
    ...translations.map((url, i) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous"${priority(i > 0)}>`),
    ...code.map((url) => `<link rel="preload" href="${url}" as="${url.endsWith('.css') ? 'style' : 'script'}"${priority(!start.startup.has(url))}>`),
    ...pageDataUrls(path).map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials"${priority(true)}>`),
  ];
  return links.join('');
}

/** The scripts an HTML page runs, in order (`<script defer src>` as the shell's build writes them). */
export function entryScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]);
}

/**
 * The scripts a remote runs first: its entry, then the synchronous chunks of what it exposes (its
 * route tree), as its build's mf-manifest.json lists them. The entry alone when there is no manifest.
 */
export function firstScripts(prefix: string, dist: string): string[] {
  const manifest = join(dist, 'mf-manifest.json');
  const exposes = existsSync(manifest) ? ((JSON.parse(readFileSync(manifest, 'utf8')) as RemoteManifest).exposes ?? []) : [];
  return [`${prefix}/remoteEntry.js`, ...exposes.flatMap((e) => e.assets?.js?.sync ?? []).map((file) => `${prefix}/${file}`)];
}

/** page-chunks.json of a build: the files of each section's page (and of the shell's start-up code), or none. */
export function pageChunks(dist: string): Record<string, string[]> {
  const file = join(dist, 'page-chunks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

/**
 * The code a page runs first, in the order it asks for it: the shell's start-up code, then the
 * page's own (for a remote's page, the remote's first scripts, then the page's chunks).
 */
export function pageCode(
  page: PageInfo | null,
  shellChunks: Record<string, string[]>,
  remotes: ReadonlyMap<string, { first: string[]; chunks: Record<string, string[]>; prefix: string }>,
): string[] {
  const code = (shellChunks.start ?? []).map((file) => `/${file}`);
  if (!page) return code;
  const remote = page.remote ? remotes.get(page.remote) : undefined;
  if (remote) code.push(...remote.first, ...(remote.chunks[page.section] ?? []).map((file) => `${remote.prefix}/${file}`));
  else if (!page.remote) code.push(...(shellChunks[page.section] ?? []).map((file) => `/${file}`));
  return [...new Set(code)];
}

/** What firstScripts reads of a Module Federation manifest. */
interface RemoteManifest {
  exposes?: { assets?: { js?: { sync?: string[] } } }[];
}

/**
 * Serves what the browser loads besides the API: uploads, translations, the runtime manifest of
 * remotes, the remotes themselves, and the shell with its SPA fallback.
 */
export function mountFrontEnds(app: Express, config: AppConfig): void {
  const localesDir = join(config.rootDir, 'libs', 'i18n', 'locales');
  const build = localesBuildId(localesDir);
  const shellDir = join(config.rootDir, 'shell', 'dist');

  app.use('/uploads', express.static(join(config.dataDir, 'uploads'), { maxAge: '7d', index: false, dotfiles: 'deny' }));

  // Translations: /locales/{build}/{lng}/{group}.json. The build segment makes them cacheable for a year;
  // a request with an old build id still gets today's file, but not cached.
  const locales: RequestHandler = (req, res, next) => {
    const m = /^\/([a-z0-9]+)\/([a-z]{2})\/([a-z-]+)\.json$/.exec(req.path);
    if (!m) return next();
    const file = join(localesDir, m[2], `${m[3]}.json`);
    if (m[3] === 'server' || !existsSync(file)) return next();
    res.setHeader('Cache-Control', m[1] === build ? LONG_CACHE : 'no-cache');
    sendCompressed(req, res.type('application/json'), translationFile(file));
  };
  app.use('/locales', locales);

  app.get('/app-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({
      build,
      remotes: Object.fromEntries(Object.entries(REMOTES).map(([name, r]) => [name, `${r.prefix}/remoteEntry.js`])),
      socialUrl: config.socialUrl,
      mapTileUrl: config.mapTileUrl,
      mapAttribution: config.mapAttribution,
      avatarServiceUrl: config.avatarServiceUrl,
    });
  });

  for (const remote of Object.values(REMOTES)) {
    const dist = join(config.rootDir, remote.dir, 'dist');
    app.use(remote.prefix, precompressed(dist), express.static(dist, { index: false, setHeaders: cacheHeaders }));
  }

  // API calls never touch the disk.
  const shellPrecompressed = precompressed(shellDir);
  const shellFiles = express.static(shellDir, { index: false, setHeaders: cacheHeaders });
  app.use((req, res, next) => (req.path.startsWith('/api/') ? next() : shellPrecompressed(req, res, () => shellFiles(req, res, next))));

  const indexFile = join(shellDir, 'index.html');
  // The pages of every section registry, written by the shell's build: any other path is a 404
  // (the same page, which shows the product's 404, with the status a crawler or a link checker needs).
  const routesFile = join(shellDir, 'routes.json');
  const isPage = existsSync(routesFile) ? pageMatcher(JSON.parse(readFileSync(routesFile, 'utf8')) as string[]) : () => true;
  const pagesFile = join(shellDir, 'route-pages.json');
  const startGroupsFile = join(config.rootDir, 'libs', 'i18n', 'start-groups.json');
  const startGroups: StartGroups = existsSync(startGroupsFile) ? (JSON.parse(readFileSync(startGroupsFile, 'utf8')) as StartGroups) : { groups: [], byLanguage: {} };
  const pageAt = existsSync(pagesFile) ? pageOf(JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, PageInfo>) : () => null;
  const shellChunks = pageChunks(shellDir);
  const shellStartup = new Set((shellChunks.start ?? []).map((file) => `/${file}`));
  const remoteCode = new Map(
    Object.values(REMOTES).map((r) => {
      const dist = join(config.rootDir, r.dir, 'dist');
      return [r.prefix.slice('/remotes/'.length), { prefix: r.prefix, first: firstScripts(r.prefix, dist), chunks: pageChunks(dist) }] as const;
    }),
  );
  // Every other page is a route of the single-page app.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/uploads/') || req.path.startsWith('/remotes/')) return next();
    if (/\.[a-z0-9]{1,8}$/i.test(req.path)) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The front end is not built yet: run `npm start` (or `npm run build`).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const page = isPage(req.path);
    const index = readFileSync(indexFile, 'utf8');
    const start = { entryScripts: entryScriptsOf(index), startup: shellStartup };
    const hints = page ? preloadHints(req.path, pageCode(pageAt(req.path), shellChunks, remoteCode), startTranslations(req, build, startGroups), start) : '';
    if (trimSlash(req.path) === '/logout') res.setHeader('Vary', 'Sec-Fetch-Site');
    const mark = signsOutAtOnce(req) ? SIGN_OUT_MARK : '';
    const html = index.replace('</head>', `${hints}${mark}</head>`).replace('</body>', `${LOCALE_WARM_UP_TAG}</body>`);
    res.status(page ? 200 : 404).type('html').send(html);
  });
}
