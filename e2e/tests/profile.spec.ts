import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { lastMailTo, login, unique } from './support';

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
  const pseudo = unique('pic');
  const email = `${pseudo}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, pseudo, password: 'first password', nom: 'Pic', prenom: 'Ture' } })).status()).toBe(201);
  const code = /\b(\d{6})\b/.exec(await lastMailTo(email))![1];
  expect((await page.request.post('/api/auth/verify-email', { data: { email, code } })).status()).toBe(200);
  await page.context().clearCookies();

  await login(page, pseudo, 'first password');
  await page.goto('/profile');
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  const avatar = page.getByRole('banner').getByRole('img').last();
  await expect(avatar).toHaveAttribute('src', /\/uploads\/profiles\/\d+\/[\w-]+\.webp\?v=\d+/);
  await page.getByRole('button', { name: 'Remove the picture' }).click();
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
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await login(page, email, 'second password');
});
