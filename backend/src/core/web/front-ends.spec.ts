import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entryScriptsOf, firstScripts, HOME_EDITIONS_URL, pageCode, pageMatcher, pageOf, preloadHints, signsOutAtOnce, startTranslations } from './front-ends';

describe('the page route table', () => {
  const isPage = pageMatcher(['/', '/login', '/editions/:id', '/editions/:id/gestion', '/conventions/:id/editions/add', '/docs/*']);

  it('matches the registries’ paths, parameters as one segment, a trailing slash ignored', () => {
    for (const path of ['/', '/login', '/login/', '/editions/12', '/editions/12/gestion', '/conventions/3/editions/add', '/docs/a/b']) {
      expect([path, isPage(path)]).toEqual([path, true]);
    }
  });

  it('matches nothing else', () => {
    for (const path of ['/nowhere', '/editions', '/editions/12/unknown', '/editions/12/gestion/x', '/loginx', '/login/extra', '//']) {
      expect([path, isPage(path)]).toEqual([path, false]);
    }
  });
});

describe('preload hints', () => {
  const pages = {
    '/': { section: 'public/home', remote: 'public' },
    '/editions/:id': { section: 'public/edition', remote: 'public' },
    '/editions/:id/gestion': { section: 'gestion/home', remote: 'gestion' },
    '/login': { section: 'shell/login', remote: null },
  };
  const pageAt = pageOf(pages);

  it('finds the page of a path: its section and remote (null for the shell)', () => {
    expect(pageAt('/')).toEqual({ section: 'public/home', remote: 'public' });
    expect(pageAt('/editions/12/')).toEqual({ section: 'public/edition', remote: 'public' });
    expect(pageAt('/editions/12/gestion')?.remote).toBe('gestion');
    expect(pageAt('/login')).toEqual({ section: 'shell/login', remote: null });
    expect(pageAt('/nowhere')).toBeNull();
  });

  it("lists a page's code in the order it runs: the shell's start, then the remote's first scripts and the page's chunks", () => {
    const shell = { start: ['857.css', '334.js'], 'shell/login': ['654.js'] };
    const remotes = new Map([['public', { prefix: '/remotes/public', first: ['/remotes/public/remoteEntry.js', '/remotes/public/expose.js'], chunks: { 'public/home': ['889.js', '999.js'] } }]]);
    expect(pageCode(pageAt('/'), shell, remotes)).toEqual(['/857.css', '/334.js', '/remotes/public/remoteEntry.js', '/remotes/public/expose.js', '/remotes/public/889.js', '/remotes/public/999.js']);
    expect(pageCode(pageAt('/login'), shell, remotes)).toEqual(['/857.css', '/334.js', '/654.js']);
    // A remote whose build is missing: the shell's start only.
    expect(pageCode(pageAt('/editions/3/gestion'), shell, remotes)).toEqual(['/857.css', '/334.js']);
    expect(preloadHints('/', ['/857.css', '/334.js'], [], { entryScripts: [], startup: new Set(['/857.css', '/334.js']) })).toContain(
      '<link rel="preload" href="/857.css" as="style"><link rel="preload" href="/334.js" as="script">',
    );
  });

  it("names the config, the session, the page's remote and its first screen's data", () => {
    const scripts = ['/remotes/public/remoteEntry.js', '/remotes/public/__federation_expose_routes.abc.js'];
    const home = preloadHints('/', scripts);
    expect(home).toContain('href="/app-config.json" as="fetch" crossorigin="anonymous"');
    expect(home).toContain('href="/api/session/me" as="fetch" crossorigin="use-credentials"');
    expect(home).toContain('href="/remotes/public/remoteEntry.js" as="script"');
    expect(home).toContain('href="/remotes/public/__federation_expose_routes.abc.js" as="script"');
    expect(home).toContain(`href="${HOME_EDITIONS_URL}"`);
    const login = preloadHints('/login', []);
    expect(login).not.toContain('/remotes/');
    expect(login).not.toContain('/api/editions');
    const edition = preloadHints('/editions/3', scripts);
    expect(edition).toContain('<link rel="preload" href="/api/editions/3" as="fetch" crossorigin="use-credentials" fetchpriority="low">');
    expect(edition).toContain('<link rel="preload" href="/api/editions/3/programme" as="fetch" crossorigin="use-credentials" fetchpriority="low">');
    expect(edition).not.toContain(HOME_EDITIONS_URL);
    // Only an edition page's own address (not its sub-pages, nor a malformed id).
    for (const path of ['/editions/3/volunteers', '/editions/03', '/editions/x', '/editions/99999999999999999']) expect(preloadHints(path, [])).not.toContain('/api/editions');
  });

  it('puts the entry scripts first and high, the start-up code and first texts next, and what only the page needs low', () => {
    const index = '<html><head></head><body><div id="root"></div><script defer src="/584.ab.js"></script><script defer="defer" src="/main.cd.js"></script></body></html>';
    expect(entryScriptsOf(index)).toEqual(['/584.ab.js', '/main.cd.js']);
    const hints = preloadHints('/', ['/857.css', '/334.js', '/remotes/public/remoteEntry.js', '/remotes/public/889.js'], ['/locales/b1/en/common.json', '/locales/b1/en/public.json'], {
      entryScripts: entryScriptsOf(index),
      startup: new Set(['/857.css', '/334.js']),
    });
    const links = hints.split('>').filter(Boolean).map((link) => `${link}>`);
    expect(links).toEqual([
      '<link rel="preload" href="/584.ab.js" as="script" fetchpriority="high">',
      '<link rel="preload" href="/main.cd.js" as="script" fetchpriority="high">',
      '<link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/api/session/me" as="fetch" crossorigin="use-credentials">',
      '<link rel="preload" href="/locales/b1/en/common.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/locales/b1/en/public.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
      '<link rel="preload" href="/857.css" as="style">',
      '<link rel="preload" href="/334.js" as="script">',
      '<link rel="preload" href="/remotes/public/remoteEntry.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/public/889.js" as="script" fetchpriority="low">',
      `<link rel="preload" href="${HOME_EDITIONS_URL}" as="fetch" crossorigin="use-credentials" fetchpriority="low">`,
    ]);
  });

  it("takes a remote's first scripts from its build's manifest: the entry, then the exposed routes' first chunk", () => {
    const dist = mkdtempSync(join(tmpdir(), 'remote-dist-'));
    expect(firstScripts('/remotes/public', dist)).toEqual(['/remotes/public/remoteEntry.js']);
    const exposes = [{ assets: { js: { sync: ['__federation_expose_routes.1a2b.js'], async: ['14.ffff.js'] } } }];
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ exposes }));
    expect(firstScripts('/remotes/public', dist)).toEqual(['/remotes/public/remoteEntry.js', '/remotes/public/__federation_expose_routes.1a2b.js']);
    rmSync(dist, { recursive: true });
  });
});

describe("a first-time visitor's translations", () => {
  const groups = { groups: ['common', 'public'], byLanguage: { fr: ['gestion'] } };
  const req = (headers: Record<string, string>) => ({ headers });

  it("in the language the app will pick from Accept-Language, with that language's extra groups", () => {
    expect(startTranslations(req({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }), 'b1', groups)).toEqual(['/locales/b1/de/common.json', '/locales/b1/de/public.json']);
    expect(startTranslations(req({ 'accept-language': 'fr-CA' }), 'b1', groups)).toEqual(['/locales/b1/fr/common.json', '/locales/b1/fr/public.json', '/locales/b1/fr/gestion.json']);
    expect(startTranslations(req({ 'accept-language': 'ja' }), 'b1', groups)[0]).toBe('/locales/b1/en/common.json');
  });

  it('none for a returning visitor (language cookie set): its own cache has them', () => {
    expect(startTranslations(req({ cookie: 'i18n_redirected=de', 'accept-language': 'de' }), 'b1', groups)).toEqual([]);
  });

  it('as fetch preloads without credentials', () => {
    expect(preloadHints('/login', [], ['/locales/b1/de/common.json'])).toContain('<link rel="preload" href="/locales/b1/de/common.json" as="fetch" crossorigin="anonymous">');
  });
});

describe('the sign-out page', () => {
  const load = (path: string, site?: string) => ({ path, headers: site ? { 'sec-fetch-site': site } : {} });

  it("signs out at once when the product's own pages or the user (typed, bookmarked) asked", () => {
    expect(signsOutAtOnce(load('/logout', 'same-origin'))).toBe(true);
    expect(signsOutAtOnce(load('/logout/', 'none'))).toBe(true);
  });

  it('asks first when a foreign page sent there, or the browser does not say', () => {
    expect(signsOutAtOnce(load('/logout', 'cross-site'))).toBe(false);
    expect(signsOutAtOnce(load('/logout', 'same-site'))).toBe(false);
    expect(signsOutAtOnce(load('/logout'))).toBe(false);
    expect(signsOutAtOnce(load('/login', 'same-origin'))).toBe(false);
  });
});
