import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { languageDetector, TRANSLATION_CACHE_MS, TranslationBackend } from './loader';

/** A real HTTP server answering /locales/{build}/{lng}/{ns}.json; `status` sets its answer. */
let server: Server;
let base = '';
const requests: string[] = [];
let status = 200;
beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url!);
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(status === 200 ? JSON.stringify({ hello: `hello from ${req.url}` }) : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/locales`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The browser's localStorage, as far as the backend uses it. */
class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

function read(backend: TranslationBackend, lng: string, ns: string): Promise<{ error: unknown; data: unknown }> {
  return new Promise((resolve) => backend.read(lng, ns, (error, data) => resolve({ error, data })));
}

function backendFor(build: string): TranslationBackend {
  const backend = new TranslationBackend();
  backend.init(undefined, { build, basePath: base });
  return backend;
}

describe('the translation loader', () => {
  beforeEach(() => {
    requests.length = 0;
    status = 200;
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });
  afterAll(() => delete (globalThis as { localStorage?: unknown }).localStorage);

  it("fetches a group's texts for the build, then serves them from the cache for 24 h and that build only", async () => {
    const first = await read(backendFor('b1'), 'de', 'common');
    expect(first).toEqual({ error: null, data: { hello: 'hello from /locales/b1/de/common.json' } });
    expect(await read(backendFor('b1'), 'de', 'common')).toEqual(first);
    expect(requests).toEqual(['/locales/b1/de/common.json']);
    // A new deployment (another build id) fetches again.
    await read(backendFor('b2'), 'de', 'common');
    expect(requests).toEqual(['/locales/b1/de/common.json', '/locales/b2/de/common.json']);
    // So does an entry past its 24 hours.
    const storage = (globalThis as unknown as { localStorage: MemoryStorage }).localStorage;
    const entry = JSON.parse(storage.getItem('i18n_de-common')!) as { expires: number };
    expect(entry.expires - Date.now()).toBeGreaterThan(TRANSLATION_CACHE_MS - 60_000);
    storage.setItem('i18n_de-common', JSON.stringify({ ...entry, expires: Date.now() - 1 }));
    await read(backendFor('b2'), 'de', 'common');
    expect(requests).toHaveLength(3);
  });

  it('reports a missing file without retrying, a server error for a retry', async () => {
    status = 404;
    const missing = await read(backendFor('b1'), 'fr', 'nope');
    expect(String(missing.error)).toMatch(/404/);
    expect(missing.data).toBe(false);
    status = 503;
    expect((await read(backendFor('b1'), 'fr', 'app')).data).toBe(true);
  });
});

describe('the language detector', () => {
  const set = (cookie: string, languages: string[]) => {
    Object.defineProperty(globalThis, 'document', { value: { cookie }, configurable: true, writable: true });
    Object.defineProperty(globalThis, 'navigator', { value: { languages, language: languages[0] }, configurable: true, writable: true });
  };
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
    delete (globalThis as { navigator?: unknown }).navigator;
  });

  it('takes the language cookie, else the first browser language the product speaks, else English', () => {
    set('a=1; i18n_redirected=uk', ['de-DE']);
    expect(languageDetector.detect()).toBe('uk');
    set('', ['ja-JP', 'pt-BR', 'en']);
    expect(languageDetector.detect()).toBe('pt');
    set('i18n_redirected=xx', ['ja']);
    expect(languageDetector.detect()).toBe('en');
  });

  it('keeps the choice in the cookie, for a year, on the whole site', () => {
    set('', ['de']);
    languageDetector.cacheUserLanguage!('de-AT');
    expect(document.cookie).toBe('i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
