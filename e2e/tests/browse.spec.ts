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
    (await (await organiser.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(30), endDate: day(33), isOnline: true, city: 'Lyon', country: 'FR', ...extra } })).json()) as { id: number };
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

  // Signed out, the star leads to login and back, and is applied there with a toast.
  await page.getByRole('link', { name: 'Add to favorites' }).first().click();
  await page.getByRole('textbox', { name: 'E-mail or username', exact: true }).fill('attendee');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-attendee-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${withShowers.id}$`));
  await expect(page.getByText('Added to your favorites.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from favorites' }).first()).toBeVisible();
  // Applied once: a reload neither toasts again nor changes it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove from favorites' }).first()).toBeVisible();
  await expect(page.getByText('Added to your favorites.')).toHaveCount(0);
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

test('the home page lists editions under headings that tell the truth, past ones behind a toggle kept in the URL', async ({ page }) => {
  const organiser = page.context().request;
  expect((await organiser.post('/api/auth/login', { data: { identifier: 'organiser', password: 'demo-organiser-2026' } })).status()).toBe(200);
  const tag = unique('Yq');
  const convention = (await (await organiser.post('/api/conventions', { data: { name: `Rencontres ${tag}` } })).json()) as { id: number };
  for (const [name, start, end] of [[`${tag} Now`, -1, 1], [`${tag} Later`, 30, 33], [`${tag} Over`, -40, -37]] as const) {
    expect((await organiser.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(start), endDate: day(end), isOnline: true } })).status()).toBe(201);
  }
  await organiser.post('/api/auth/logout');

  await page.goto(`/?q=${tag}`);
  const section = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(section('Happening now').getByRole('article')).toHaveText([new RegExp(`${tag} Now`)]);
  await expect(section('Upcoming').getByRole('article')).toHaveText([new RegExp(`${tag} Later`)]);
  await expect(page.getByText(`${tag} Over`)).toHaveCount(0);
  await expect(page.getByText('2 editions', { exact: true })).toBeVisible();

  const past = page.getByRole('radio', { name: 'Past', exact: true });
  await page.locator(`label[for="${await past.getAttribute('id')}"]`).click();
  await expect(page).toHaveURL(/past=1/);
  await expect(section('Past editions').getByRole('article')).toHaveText([new RegExp(`${tag} Over`)]);
  await expect(page.getByText(`${tag} Now`)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Upcoming', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(section('Past editions').getByRole('article')).toHaveText([new RegExp(`${tag} Over`)]);

  // Nothing past matches this word: the empty state says so and leads back.
  await page.goto(`/?q=${tag}+Later&past=1`);
  await expect(page.getByText('No edition matches')).toBeVisible();
  await page.getByRole('button', { name: 'See upcoming editions' }).click();
  await expect(section('Upcoming').getByRole('article')).toHaveText([new RegExp(`${tag} Later`)]);
});

test('the country filter is a list in the user language, kept as a code in the URL; old links naming a country still work', async ({ page }) => {
  const organiser = page.context().request;
  expect((await organiser.post('/api/auth/login', { data: { identifier: 'organiser', password: 'demo-organiser-2026' } })).status()).toBe(200);
  const tag = unique('Cq');
  const convention = (await (await organiser.post('/api/conventions', { data: { name: `Rencontres ${tag}` } })).json()) as { id: number };
  for (const [name, country] of [[`${tag} Gent`, 'BE'], [`${tag} Lyon`, 'FR']] as const) {
    expect((await organiser.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(20), endDate: day(22), isOnline: true, country } })).status()).toBe(201);
  }
  await organiser.post('/api/auth/logout');

  await page.goto(`/?q=${tag}`);
  await expect(page.getByRole('article')).toHaveCount(2);
  const country = page.getByRole('textbox', { name: 'Country' });
  await country.fill('BELG');
  await expect(page.getByRole('option')).toHaveText(['Belgium']);
  await country.press('ArrowDown');
  await country.press('Enter');
  await expect(page).toHaveURL(/country=BE/);
  await expect(page.getByRole('article')).toHaveText([new RegExp(`${tag} Gent`)]);
  await expect(page.getByRole('article').getByText('Belgium')).toBeVisible();

  // A link from before countries were codes.
  await page.goto(`/?q=${tag}&country=France`);
  await expect(country).toHaveValue('France');
  await expect(page.getByRole('article')).toHaveText([new RegExp(`${tag} Lyon`)]);
});
