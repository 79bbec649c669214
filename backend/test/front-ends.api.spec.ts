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
});
