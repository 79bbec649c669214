// `npm start`: builds what changed (Nx cache makes an unchanged build instant), then runs the
// server on http://localhost:3000 with the embedded PostgreSQL unless DATABASE_URL is set, and the
// fake HelloAsso of the demo edition on http://127.0.0.1:3901.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startFakeHelloAsso } from '../tools/fake-helloasso/server.mjs';

const root = join(import.meta.dirname, '..');
const started = Date.now();
const nx = join(root, 'node_modules', '.bin', 'nx');
const build = spawnSync(nx, ['run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`Build ready in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server…`);

// The fake HelloAsso the demo edition sells its tickets on (tools/fake-helloasso), unless FAKE_HELLOASSO=0.
const env = { ...process.env };
if (process.env.FAKE_HELLOASSO !== '0') {
  const port = Number(process.env.FAKE_HELLOASSO_PORT || 3901);
  try {
    const fake = await startFakeHelloAsso({ port, orders: 300 });
    env.DEMO_HELLOASSO_URL = fake.url;
    env.TICKETING_ALLOW_PRIVATE_HOSTS = process.env.TICKETING_ALLOW_PRIVATE_HOSTS ?? '1';
    console.log(`Fake HelloAsso on ${fake.url} (300 orders; FAKE_HELLOASSO=0 to turn it off)`);
  } catch (error) {
    console.warn(`Fake HelloAsso not started on port ${port} (${error.code ?? error.message}): set FAKE_HELLOASSO_PORT, or FAKE_HELLOASSO=0`);
  }
}

const server = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// The fake lives in this process: it ends with the server.
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
