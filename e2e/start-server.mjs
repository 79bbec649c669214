// The server the journeys run against: the built backend on its own port, data folder and
// embedded PostgreSQL, started empty with the demo accounts.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import fakeAvatars from '../tools/fake-avatars/server.cjs';

const root = join(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? join(root, '.nx', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });
// The avatar service (Gravatar's protocol), faked: the journeys cannot reach the real one.
const avatars = await fakeAvatars.startFakeAvatars({ port: Number(process.env.E2E_AVATAR_PORT ?? 3998) });
const server = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3999',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54398',
    DEMO: '1',
    // The journeys sign up many accounts from this one address.
    REGISTRATIONS_PER_HOUR: '10000',
    // The journeys connect editions to a fake HelloAsso on 127.0.0.1 (tools/fake-helloasso).
    TICKETING_ALLOW_PRIVATE_HOSTS: '1',
    // No quarter-hour sync of every connected edition in the middle of a test's own.
    TICKETING_SCHEDULED_SYNC: '0',
    LOG_LEVEL: 'warn',
    AVATAR_SERVICE_URL: avatars.template,
    PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? '3999'}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
