// Writes the API client's generated files from the backend's controllers: the OpenAPI document
// (openapi.json) and its TypeScript types with the enums' values (src/schema.ts), into the given
// folder (default libs/api-client). `npm run api:generate` and the freshness check both use it.
// Needs a built backend (backend/dist).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export function generateApiClient(dir) {
  mkdirSync(join(dir, 'src'), { recursive: true });
  execFileSync(process.execPath, ['backend/dist/cli/openapi.js', join(dir, 'openapi.json')], { stdio: 'inherit' });
  execFileSync(join('node_modules', '.bin', 'openapi-typescript'), [join(dir, 'openapi.json'), '-o', join(dir, 'src', 'schema.ts'), '--alphabetize', '--enum-values'], { stdio: 'ignore' });
}

if (import.meta.url === `file://${process.argv[1]}`) generateApiClient(process.argv[2] ?? 'libs/api-client');
