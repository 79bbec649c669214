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
 * (`backend/dist/main.js`), with the same session secret. Resolves once the process has said it
 * listens ("Ready on …") and `readyPath` answers 2xx. The port is chosen free just before, so another
 * test's server may take it first (the system hands out the same ports): then the process fails to
 * listen, and another port is tried; an answer on the port alone could be that other server's.
 */
export async function startReplica(t: TestApp, readyPath: string): Promise<Replica> {
  for (let attempt = 1; ; attempt++) {
    const replica = await startOn(await freePort(), t, readyPath);
    if ('base' in replica) return replica;
    if (attempt === 3) throw new Error(`the replica did not start:\n${replica.log}`);
  }
}

async function startOn(port: number, t: TestApp, readyPath: string): Promise<Replica | { log: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'festival-replica-'));
  const child = spawn(process.execPath, [join(__dirname, '..', '..', 'dist', 'main.js')], {
    // LOG_LEVEL log: its "Ready on" line says it listens on the port itself.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir, SESSION_SECRET: t.config.sessionSecret, LOG_LEVEL: 'log', DEMO: '0' },
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
    if (log.includes(`Ready on http://localhost:${port}`)) {
      try {
        if ((await fetch(`${base}${readyPath}`)).ok) return { base, stop };
      } catch {
        /* not answering yet */
      }
    }
    if (i > 300 || child.exitCode !== null) {
      await stop();
      return { log };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
