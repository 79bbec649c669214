import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import type { TestApp } from './test-app';

export interface Replica {
  /** http://127.0.0.1:port of the other process. */
  base: string;
  /** Stops the process (SIGTERM, waits for its exit) and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Another server process on the test app's database, as behind a load balancer: the built server
 * (`backend/dist/main.js`), with the same session secret. Resolves once `readyPath` answers 2xx.
 */
export async function startReplica(t: TestApp, readyPath: string): Promise<Replica> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'festival-replica-'));
  const child = spawn(process.execPath, [join(__dirname, '..', '..', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir, SESSION_SECRET: t.config.sessionSecret, LOG_LEVEL: 'warn', DEMO: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    if (i > 300 || child.exitCode !== null) {
      await stop();
      throw new Error(`the replica did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
