import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Client } from 'pg';

const mailDir = join(process.env.E2E_DATA_DIR ?? join(__dirname, '..', '..', '.nx', 'e2e-data'), 'mail');

/**
 * Runs one statement on the server's own database (e2e/start-server.mjs): what a journey needs that
 * only another journey, or time, would make (tickets sold, an accepted volunteer, a long absence).
 * Answers the rows it returns.
 */
export async function serverSql<T = Record<string, unknown>>(text: string, params: unknown[]): Promise<T[]> {
  const db = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54398'}/festival` });
  await db.connect();
  try {
    return (await db.query(text, params)).rows as T[];
  } finally {
    await db.end();
  }
}

/** The id of the row a statement makes on the server's database (… returning id). */
export const serverSqlId = async (text: string, params: unknown[]): Promise<number> => (await serverSql<{ id: number }>(text, params))[0]!.id;

/** The newest mail the server wrote to its local outbox for an address. */
export async function lastMailTo(address: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(mailDir).filter((f) => f.endsWith(`-${address}.txt`)).sort();
      } catch {
        return '';
      }
      text = files.length ? readFileSync(join(mailDir, files[files.length - 1]), 'utf8') : '';
      return text;
    })
    .not.toBe('');
  return text;
}

export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export const DEMO = {
  admin: { identifier: 'admin@demo.festival', password: 'demo-admin-2026', pseudo: 'admin' },
  attendee: { identifier: 'attendee', password: 'demo-attendee-2026', pseudo: 'attendee' },
};

export async function login(page: Page, identifier: string, password: string, rememberMe = false): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail or username', exact: true }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/**
 * A public, located edition of the demo organiser's, in a convention of its own: a journey that
 * must not see others archive or delete theirs uses it. Made through the API, signed out after.
 */
export async function publicEditionOfItsOwn(page: Page, prefix: string): Promise<{ id: number; name: string }> {
  const request = page.context().request;
  expect((await request.post('/api/auth/login', { data: { identifier: 'organiser', password: 'demo-organiser-2026' } })).status()).toBe(200);
  const convention = (await (await request.post('/api/conventions', { data: { name: unique(`${prefix} `) } })).json()) as { id: number };
  const name = unique(`${prefix} `);
  const created = await request.post(`/api/conventions/${convention.id}/editions`, {
    data: { name, startDate: '2027-06-10', endDate: '2027-06-12', isOnline: true, latitude: 45.76, longitude: 4.84 },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  return { id: ((await created.json()) as { id: number }).id, name };
}
