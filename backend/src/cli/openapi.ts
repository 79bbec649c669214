import { writeFileSync } from 'node:fs';
import { loadConfig } from '../core/config/config';
import { buildOpenApiDocument, createServer } from '../server';

/** Writes the OpenAPI document of the controllers (no database needed) to the path given. */
async function run(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('Usage: node dist/cli/openapi.js <output.json>');
  const app = await createServer(loadConfig(), 'postgres://unused@127.0.0.1:1/unused', { preview: true });
  const document = buildOpenApiDocument(app);
  writeFileSync(out, JSON.stringify(document, null, 2) + '\n');
  await app.close();
}

run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
