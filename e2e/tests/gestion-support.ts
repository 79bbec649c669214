import { deflateSync } from 'node:zlib';
import { expect, type Browser, type Page } from '@playwright/test';
import { lastMailTo, unique } from './support';

/** Registers and verifies a fresh account through the API, then signs the page out again. */
export async function newAccount(page: Page, prefix = 'orga') {
  const pseudo = unique(prefix);
  const email = `${pseudo}@example.com`;
  const password = 'organiser password';
  expect((await page.request.post('/api/auth/register', { data: { email, pseudo, password, nom: 'Orga', prenom: 'Nise' } })).status()).toBe(201);
  const code = /\b(\d{6})\b/.exec(await lastMailTo(email))![1];
  expect((await page.request.post('/api/auth/verify-email', { data: { email, code } })).status()).toBe(200);
  await page.context().clearCookies();
  return { pseudo, email, password };
}

/** A day relative to today, YYYY-MM-DD. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG file (solid colour, width × height), made here so the test needs no fixture. */
export function pngImage(width = 64, height = 48, rgb: [number, number, number] = [200, 40, 90]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Signs the page's browser context in through the API (the login form has its own journey): the
 * next page load starts signed in. Keeps these long journeys to the screens they are about.
 */
export async function apiLogin(page: Page, identifier: string, password: string): Promise<void> {
  expect((await page.request.post('/api/auth/login', { data: { identifier, password } })).status()).toBe(200);
}

/** A management page asks a visitor to sign in, and shows someone outside the edition's team the forbidden page. */
export async function expectSignInThenDenied(browser: Browser, path: string): Promise<void> {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(path);
  await expect(visitor).toHaveURL(/\/login/);
  const stranger = await newAccount(visitor, 'stranger');
  await apiLogin(visitor, stranger.pseudo, stranger.password);
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await visitor.context().close();
}
