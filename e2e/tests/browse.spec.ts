import { expect, test } from '@playwright/test';
import { unique } from './support';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a visitor searches, filters by an amenity, opens the edition, signs in, stars it and finds it in favorites; archiving hides it', async ({ page }) => {
  // The organiser's data, made through the API (the edition forms come in a later step).
  const organiser = page.context().request;
  expect((await organiser.post('/api/auth/login', { data: { identifier: 'organiser', password: 'demo-organiser-2026' } })).status()).toBe(200);
  const tag = unique('Zx');
  const convention = (await (await organiser.post('/api/conventions', { data: { name: `Rencontres ${tag}` } })).json()) as { id: number };
  const make = async (name: string, extra: object) =>
    (await (await organiser.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(30), endDate: day(33), isOnline: true, city: 'Lyon', country: 'France', ...extra } })).json()) as { id: number };
  const withShowers = await make(`${tag} Showers Fest`, { hasShowers: true, description: 'Four days of juggling.\nShows every night.' });
  await make(`${tag} Dry Fest`, { hasShowers: false });
  await organiser.post('/api/auth/logout');

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search editions' }).fill(tag);
  await expect(page.getByText(`${tag} Dry Fest`)).toBeVisible();
  await expect(page.getByText(`${tag} Showers Fest`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Amenities' }).click();
  await page.getByRole('option', { name: 'Showers' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText(`${tag} Dry Fest`)).toHaveCount(0);
  await expect(page).toHaveURL(/amenities=hasShowers/);
  await page.getByRole('link', { name: `${tag} Showers Fest` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/editions/${withShowers.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag} Showers Fest`);
  await expect(page.getByText('Shows every night.')).toBeVisible();

  // Signed out, the star leads to login and back.
  await page.getByRole('link', { name: 'Add to favorites' }).first().click();
  await page.getByRole('textbox', { name: 'E-mail or username', exact: true }).fill('attendee');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-attendee-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${withShowers.id}$`));
  await page.getByRole('button', { name: 'Add to favorites' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' }).first()).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByText(`${tag} Showers Fest`)).toBeVisible();

  // Archiving the convention hides its editions from the home page (the organiser acts through the
  // API: this journey is about what visitors see).
  expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);
  expect((await page.request.post('/api/auth/login', { data: { identifier: 'organiser', password: 'demo-organiser-2026' } })).status()).toBe(200);
  expect((await page.request.post(`/api/conventions/${convention.id}/archive`)).status()).toBe(200);
  await page.goto(`/?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText('No edition matches')).toBeVisible();
});
