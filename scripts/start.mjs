// `npm start`: builds what changed (Nx cache makes an unchanged build instant), then runs the
// server on http://localhost:3000 with the embedded PostgreSQL unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const started = Date.now();
const nx = join(root, 'node_modules', '.bin', 'nx');
const build = spawnSync(nx, ['run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`Build ready in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server…`);

const server = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
