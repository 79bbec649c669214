// `npm run bench:first-visit`: what a first visit downloads. Starts the built server on a data folder
// of its own (demo data), opens each page in Debian's Chromium with an empty cache, and prints the
// bytes that crossed the network (gzip as served) by kind, for an anonymous visitor and a signed-in one.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
/** `--files`: also list every file of each visit, largest first. */
const listFiles = process.argv.includes('--files');
const freePort = () =>
  new Promise((resolve) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const build = spawnSync(join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) throw new Error('build failed');

const dir = mkdtempSync(join(tmpdir(), 'festival-first-visit-'));
const [port, pgPort] = [await freePort(), await freePort()];
const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dir, DEMO: '1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/docs-json`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const kindOf = (type, url) => (type === 'script' ? 'JS' : type === 'stylesheet' ? 'CSS' : url.includes('/locales/') ? 'translations' : url.includes('/api/') ? 'API' : type === 'image' || type === 'font' ? 'images, fonts' : 'other');

  async function visit(path, login) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (login) await context.request.post(`${base}/api/auth/login`, { data: login });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    const totals = {};
    const files = [];
    cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: (e.type ?? 'other').toLowerCase() }));
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (!r || r.url.startsWith('data:')) return;
      const kind = kindOf(r.type, r.url);
      totals[kind] = totals[kind] ?? { files: 0, bytes: 0 };
      totals[kind].files += 1;
      totals[kind].bytes += e.encodedDataLength;
      files.push({ kind, bytes: e.encodedDataLength, url: r.url.replace(base, '') });
    });
    // Not 'networkidle': a signed-in page keeps its live notification stream open.
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    await context.close();
    if (listFiles) {
      console.log(`\n${path}${login ? ' (signed in)' : ''}:`);
      for (const f of files.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(7)} KiB  ${f.kind.padEnd(12)} ${f.url}`);
    }
    return totals;
  }

  const visits = [
    ['home, visitor', '/', null],
    ['edition page, visitor', '/editions/2', null],
    ['home, signed in', '/', { identifier: 'attendee', password: 'demo-attendee-2026' }],
    ['my conventions, organiser', '/my-conventions', { identifier: 'organiser', password: 'demo-organiser-2026' }],
  ];
  const kb = (n) => (n / 1024).toFixed(1);
  console.log('\nFirst visit, empty cache, bytes on the wire (gzip as served), KiB:\n');
  console.log('| page | JS (files) | CSS | translations | API | images, fonts | other | total |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, path, login] of visits) {
    const t = await visit(path, login);
    const cell = (k) => (t[k] ? kb(t[k].bytes) : '0');
    const total = Object.values(t).reduce((n, v) => n + v.bytes, 0);
    console.log(`| ${name} | ${cell('JS')} (${t.JS?.files ?? 0}) | ${cell('CSS')} | ${cell('translations')} | ${cell('API')} | ${cell('images, fonts')} | ${cell('other')} | ${kb(total)} |`);
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
