import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import request from 'supertest';
import { loadConfig, type AppConfig } from '../../src/core/config/config';
import { createServer } from '../../src/server';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig;
  databaseUrl: string;
  /** A fresh entity manager on the test database. */
  em(): EntityManager;
  /** An agent keeps cookies between calls, like a browser. */
  agent(): ReturnType<typeof request.agent>;
  /** Mails written to the local outbox for an address, oldest first. */
  mailsTo(address: string): { subject: string; text: string }[];
  close(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_ADMIN_URL;
  if (!url) throw new Error('TEST_DATABASE_ADMIN_URL is not set: run API tests through jest.api.config.cjs');
  return url;
}

/** Clones the migrated template into a database of this test file's own and boots the real server on it. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name} template festival_template`);
  await admin.end();
  const databaseUrl = adminUrl().replace(/\/[^/]*$/, `/${name}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'festival-test-data-'));
  const config: AppConfig = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, SESSION_SECRET: 'test-secret', LOG_LEVEL: 'error' }),
    dataDir,
    // Test files sign up dozens of accounts from one address; the limit's own test sets it back.
    registrationsPerHour: 100_000,
    ...overrides,
  };
  const app = await createServer(config, databaseUrl);
  await app.init();
  const http = app.getHttpServer();
  const orm = app.get(MikroORM);

  return {
    app,
    http,
    config,
    databaseUrl,
    em: () => orm.em.fork() as EntityManager,
    agent: () => request.agent(http),
    mailsTo(address) {
      const dir = join(dataDir, 'mail');
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith(`-${address}.txt`)).sort();
      } catch {
        return [];
      }
      return files.map((f) => {
        const raw = readFileSync(join(dir, f), 'utf8');
        const [head, ...body] = raw.split('\n\n');
        const subject = /^Subject: (.*)$/m.exec(head)?.[1] ?? '';
        return { subject, text: body.join('\n\n') };
      });
    },
    async close() {
      await app.close();
      const cleanup = new Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers, reads the code from the outbox, verifies: a signed-in agent and its user. */
export async function signedInUser(
  t: TestApp,
  input: Partial<{ email: string; pseudo: string; password: string; nom: string; prenom: string }> = {},
) {
  const suffix = randomBytes(3).toString('hex');
  const account = {
    email: input.email ?? `user-${suffix}@example.com`,
    pseudo: input.pseudo ?? `user_${suffix}`,
    password: input.password ?? 'correct horse battery',
    nom: input.nom ?? 'Martin',
    prenom: input.prenom ?? 'Camille',
  };
  const agent = t.agent();
  await agent.post('/api/auth/register').send(account).expect(201);
  const code = verificationCode(t, account.email);
  const res = await agent.post('/api/auth/verify-email').send({ email: account.email, code }).expect(200);
  const setCookie = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const cookie = setCookie.find((c) => c.startsWith('festival.sid='))?.split(';')[0] ?? '';
  return { agent, account, cookie, user: res.body.user as { id: number; email: string; pseudo: string } };
}

export function verificationCode(t: TestApp, email: string): string {
  const mails = t.mailsTo(email);
  const last = mails[mails.length - 1];
  const code = last ? /\b(\d{6})\b/.exec(last.text)?.[1] : undefined;
  if (!code) throw new Error(`No verification code mailed to ${email}`);
  return code;
}
