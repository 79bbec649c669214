import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { lastMailTo, login, serverSql, unique } from './support';

/** The fake avatar service e2e/start-server.mjs runs (tools/fake-avatars). */
const AVATARS = `http://127.0.0.1:${process.env.E2E_AVATAR_PORT ?? 3998}`;

/** A new, verified account, signed out. */
async function signUp(page: Page, prefix: string, password = 'a password'): Promise<{ pseudo: string; email: string; hash: string }> {
  const pseudo = unique(prefix);
  const email = `${pseudo}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, pseudo, password, nom: 'Ava', prenom: 'Tar' } })).status()).toBe(201);
  const code = /\b(\d{6})\b/.exec(await lastMailTo(email))![1];
  expect((await page.request.post('/api/auth/verify-email', { data: { email, code } })).status()).toBe(200);
  await page.context().clearCookies();
  return { pseudo, email, hash: createHash('sha256').update(email.trim().toLowerCase()).digest('hex') };
}

/** The browser's record of an image's last load (spec: url key, status, timestamp, fallbackUrl). */
const cacheEntry = (page: Page, url: string) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem('imageLoadCache') ?? '{}') as Record<string, { status: string; fallbackUrl?: string }>)[key] ?? null, url);

/** A real 64×64 PNG, built byte by byte (signature, IHDR, IDAT, IEND). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: size }, (_, y) => Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, y * 4)])));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

test('a user uploads and removes a profile picture, changes the password, and logs out to returnTo', async ({ page }) => {
  const { pseudo, email } = await signUp(page, 'pic', 'first password');

  await login(page, pseudo, 'first password');
  await page.goto('/profile');
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  const avatar = page.getByRole('banner').getByRole('img').last();
  await expect(avatar).toHaveAttribute('src', /\/uploads\/profiles\/\d+\/[\w-]+\.webp\?v=\d+/);
  // Removing asks first: keeping it changes nothing; confirming removes it.
  await page.getByRole('button', { name: 'Remove the picture' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove your picture?' });
  await removeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(avatar).toHaveAttribute('src', /\/uploads\/profiles\//);
  await page.getByRole('button', { name: 'Remove the picture' }).click();
  await removeDialog.getByRole('button', { name: 'Remove the picture' }).click();
  await expect(page.getByText('Profile picture removed')).toBeVisible();

  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('wrong password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second password');
  await page.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('second password');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText('The current password is wrong.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('first password');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await page.goto('/logout?returnTo=%2Fprivacy-policy');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await login(page, email, 'second password');
});

test("without a picture of its own, the user's avatar is the avatar service's for their e-mail; without one there, initials", async ({ page }) => {
  const known = await signUp(page, 'grav');
  expect((await page.request.put(`${AVATARS}/_fake/avatars/${known.hash}`)).status()).toBe(204);
  const service = `${AVATARS}/avatar/${known.hash}?s=64&d=404`;

  await login(page, known.pseudo, 'a password');
  const picture = page.getByRole('banner').getByRole('button', { name: 'User menu' }).locator('img');
  await expect(picture).toHaveAttribute('src', service);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect.poll(() => cacheEntry(page, service)).toMatchObject({ status: 'success' });
  // The service learns the hash, never the page the user is on.
  const asked = (await (await page.request.get(`${AVATARS}/_fake/requests`)).json()) as { hash: string; referer: string | null }[];
  expect(asked.filter((r) => r.hash === known.hash).length).toBeGreaterThan(0);
  expect(asked.filter((r) => r.hash === known.hash && r.referer !== null)).toEqual([]);

  // The privacy page names the service asked.
  await page.goto('/privacy-policy');
  await expect(page.getByText('your browser asks the avatar service 127.0.0.1 for the picture tied to your e-mail address', { exact: false })).toBeVisible();

  // An own picture that cannot be loaded gives way to the service's, and the failure names it.
  const missing = '/uploads/profiles/0/missing.webp';
  await serverSql('update users set profile_picture = $1, updated_at = now() where pseudo = $2', [missing, known.pseudo]);
  await expect.poll(async () => ((await (await page.request.get('/api/session/me')).json()) as { user: { profilePicture: string } }).user.profilePicture).toBe(missing);
  await page.reload();
  await expect(picture).toHaveAttribute('src', service);
  const broken = await page.evaluate((m) => Object.keys(JSON.parse(localStorage.getItem('imageLoadCache') ?? '{}')).find((url) => url.startsWith(m)), missing);
  expect(await cacheEntry(page, broken!)).toMatchObject({ status: 'error', fallbackUrl: service });

  // Someone the service has no picture for: initials, and the failure is remembered for a day.
  await page.goto('/logout');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  const unknown = await signUp(page, 'nograv');
  await login(page, unknown.pseudo, 'a password');
  // The avatar itself (its picture, named alike, stays inside it until the service has answered).
  const avatar = page.getByRole('banner').getByRole('button', { name: 'User menu' }).getByRole('img', { name: unknown.pseudo }).first();
  await expect(avatar).toHaveText(unknown.pseudo.slice(0, 1).toUpperCase());
  await expect(avatar.locator('img')).toHaveCount(0);
  expect(await cacheEntry(page, `${AVATARS}/avatar/${unknown.hash}?s=64&d=404`)).toMatchObject({ status: 'error' });
});
