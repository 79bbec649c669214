import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const shellDist = join(__dirname, '..', '..', 'shell', 'dist');
/** The shell's main bundle (content-hashed) as the build wrote it, with its precompressed copies. */
const main = readdirSync(shellDist).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;

describe('the built front ends', () => {
  it('sends the precompressed copy the browser takes: brotli first, else gzip, else the file itself; cached for a year', async () => {
    const original = readFileSync(join(shellDist, main));
    const br = await t.agent().get(`/${main}`).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(statSync(join(shellDist, `${main}.br`)).size);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Buffer.from(br.text)).toEqual(original);

    const gzip = await t.agent().get(`/${main}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(statSync(join(shellDist, `${main}.gz`)).size);
    expect(Buffer.from(gzip.text)).toEqual(original);

    const plain = await t.agent().get(`/${main}`).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.from(plain.text)).toEqual(original);
  });

  it("serves the remotes' files the same way, and nothing outside the build folders", async () => {
    const entry = await t.agent().get('/remotes/public/remoteEntry.js').set('Accept-Encoding', 'br').expect(200);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    for (const path of ['/..%2f..%2fpackage.json', '/remotes/public/..%2f..%2fpackage.json', '/%2e%2e/backend/package.json']) {
      const res = await t.agent().get(path).set('Accept-Encoding', 'br');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.text).not.toContain('"dependencies"');
    }
  });

  it("gives pages, the API, uploads and the service worker the full security headers, and the build's assets only nosniff and CORP", async () => {
    const documentHeaders = (res: { headers: Record<string, string> }) => {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    };
    documentHeaders(await t.agent().get('/').expect(200));
    documentHeaders(await t.agent().get('/editions/1').expect(200));
    documentHeaders(await t.agent().get('/api/session/me').expect(200));
    documentHeaders(await t.agent().get('/sw.js').expect(200));
    documentHeaders(await t.agent().get('/favicon.svg').expect(200));
    documentHeaders(await t.agent().get('/uploads/nothing-here.js'));

    const config = await t.agent().get('/app-config.json').expect(200);
    const build = (config.body as { build: string }).build;
    for (const path of [`/${main}`, '/remotes/public/remoteEntry.js', '/app-config.json', `/locales/${build}/en/common.json`]) {
      const res = await t.agent().get(path).set('Accept-Encoding', 'br').expect(200);
      expect([path, res.headers['x-content-type-options'], res.headers['cross-origin-resource-policy']]).toEqual([path, 'nosniff', 'same-origin']);
      expect([path, res.headers['content-security-policy'], res.headers['x-frame-options'], res.headers['strict-transport-security']]).toEqual([path, undefined, undefined, undefined]);
    }
  });

  it("lets a page run its one inline script, the locale warm-up, by its hash in the page's policy, and no other", async () => {
    const res = await t.agent().get('/').expect(200);
    const inline = [...(res.text as string).matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)![1]!.split(' ');
    // 'wasm-unsafe-eval' compiles WebAssembly (the gate's QR reader), never JavaScript text.
    expect(scriptSrc.sort()).toEqual(["'self'", `'sha256-${hash}'`, "'wasm-unsafe-eval'"].sort());
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it("marks the shell's start-up libraries, and only them, for eager compilation", async () => {
    const html = (await t.agent().get('/').expect(200)).text as string;
    const entry = [...html.matchAll(/<script defer src="\/([^"]+)"/g)].map((m) => m[1]!);
    const marked = (file: string) => readFileSync(join(shellDist, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
    // React DOM and the other shared libraries; not the runtime (main), whose start waits on them anyway.
    expect(entry.map((file) => [file.replace(/\.[0-9a-f]+\.js$/, ''), marked(file)])).toEqual([
      ['react-dom', true],
      [expect.stringMatching(/^\d+$/), true],
      ['main', false],
    ]);
    expect(readdirSync(shellDist).filter((f) => f.endsWith('.js') && !entry.includes(f) && marked(f))).toEqual([]);
  });

  it('sends translations compressed once, brotli first, else gzip, else as they are', async () => {
    const build = ((await t.agent().get('/app-config.json').expect(200)).body as { build: string }).build;
    const file = JSON.parse(readFileSync(join(__dirname, '..', '..', 'libs', 'i18n', 'locales', 'de', 'public.json'), 'utf8')) as unknown;
    const path = `/locales/${build}/de/public.json`;
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await t.agent().get(path).set('Accept-Encoding', accepted).expect(200);
      expect([accepted, res.headers['content-encoding'], res.headers.vary]).toEqual([accepted, encoding, 'Accept-Encoding']);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(JSON.parse(res.text)).toEqual(file);
    }
  });
});
