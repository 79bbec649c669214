// Fails when libs/api-client is stale: the committed OpenAPI document, generated types and bounds must
// equal what the backend's controllers produce now. Fix with `npm run api:generate`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateApiClient } from './api-generate.mjs';

const dir = mkdtempSync(join(tmpdir(), 'api-check-'));
const bin = (name) => join('node_modules', '.bin', name);
execFileSync(bin('nx'), ['run', 'backend:build', '--outputStyle=static'], { stdio: 'ignore' });
generateApiClient(dir);

let stale = [];
for (const [fresh, committed] of [
  [join(dir, 'openapi.json'), 'libs/api-client/openapi.json'],
  [join(dir, 'src', 'schema.ts'), 'libs/api-client/src/schema.ts'],
  [join(dir, 'src', 'bounds.ts'), 'libs/api-client/src/bounds.ts'],
]) {
  let current = '';
  try {
    current = readFileSync(committed, 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (current !== readFileSync(fresh, 'utf8')) stale.push(committed);
}
if (stale.length) {
  console.error(`The generated API client is stale (${stale.join(', ')}): run \`npm run api:generate\` and commit.`);
  process.exit(1);
}
console.log('API client is up to date with the backend controllers.');
