// `npm test`: every check, in the order that fails fastest: lint, API client freshness, type-check,
// unit tests, build, API tests (real PostgreSQL), end-to-end journeys (real Chromium).
// Ends with one line "tests: N passed, N failed" counting unit, API and e2e tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = join(root, '.nx', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR };
const only = process.argv.slice(2);

const steps = [
  ['lint', bin('eslint'), ['--cache', '--cache-location', '.nx/eslintcache', '.']],
  ['api client', process.execPath, ['scripts/api-check.mjs']],
  ['type-check', bin('nx'), ['run-many', '-t', 'typecheck', '--outputStyle=static']],
  ['unit tests', bin('jest'), ['-c', 'jest.unit.config.cjs', '--json', `--outputFile=${join(reports, 'unit.json')}`]],
  ['build', bin('nx'), ['run-many', '-t', 'build', '--outputStyle=static']],
  ['API tests', bin('jest'), ['-c', 'backend/jest.api.config.cjs', '--json', `--outputFile=${join(reports, 'api.json')}`]],
  ['end-to-end', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']],
];

const timings = [];
let failed = false;
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name.split(' ')[0])) continue;
  const start = Date.now();
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  timings.push([name, ((Date.now() - start) / 1000).toFixed(1), res.status === 0 ? 'ok' : 'FAILED']);
  if (res.status !== 0) {
    failed = true;
    break;
  }
}

// Count the tests each runner reports.
let passed = 0;
let failures = 0;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
for (const file of ['unit.json', 'api.json']) {
  const r = readJson(join(reports, file));
  if (r && typeof r.numPassedTests === 'number') {
    passed += r.numPassedTests;
    failures += r.numFailedTests;
  }
}
const e2e = readJson(join(reports, 'e2e.json'));
if (e2e?.stats) {
  passed += e2e.stats.expected ?? 0;
  failures += (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0);
}

console.log('\nstep                 seconds  result');
for (const [name, secs, result] of timings) console.log(`${name.padEnd(20)} ${secs.padStart(7)}  ${result}`);
if (failed && failures === 0) failures = 1;
console.log(`\ntests: ${passed} passed, ${failures} failed`);
process.exit(failed ? 1 : 0);
