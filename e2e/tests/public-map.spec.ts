import { expect, test } from '@playwright/test';
import { unique } from './support';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const LYON = { latitude: 45.764, longitude: 4.8357 };
const LILLE = { latitude: 50.6292, longitude: 3.0573 };

test('the map view shows the editions of a filtered search without map tiles, and a popup link opens the edition', async ({ page }) => {
  // Nothing outside the app answers, as in CI: map tiles can never load.
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );

  const organiser = page.context().request;
  expect((await organiser.post('/api/auth/login', { data: { identifier: 'organiser', password: 'demo-organiser-2026' } })).status()).toBe(200);
  const tag = unique('Mq');
  const convention = (await (await organiser.post('/api/conventions', { data: { name: `Cirque ${tag}` } })).json()) as { id: number };
  const make = async (name: string, extra: object) => {
    const res = await organiser.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(40), endDate: day(42), isOnline: true, ...extra } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const lyon = await make(`${tag} Lyon Fest`, { city: 'Lyon', country: 'FR', hasShowers: true, ...LYON });
  await make(`${tag} Lyon Off`, { city: 'Lyon', country: 'FR', ...LYON });
  await make(`${tag} Lille Fest`, { city: 'Lille', country: 'FR', hasShowers: true, ...LILLE });
  await make(`${tag} Nowhere Fest`, { city: 'Somewhere', country: 'FR' });
  await make(`${tag} Draft Fest`, { isOnline: false, ...LILLE });
  await organiser.post('/api/auth/logout');

  await page.goto(`/?q=${tag}`);
  await expect(page.getByText(`${tag} Lille Fest`)).toBeVisible();
  // The list does not download Leaflet: it comes with the first map.
  expect(await page.evaluate(() => 'L' in window)).toBe(false);

  // The view switch is a segmented control: its radios are hidden behind their labels.
  await page.getByText('Map', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByRole('region', { name: 'Map of editions' });
  await expect(map).toBeVisible();
  await expect(page.getByText('4 editions', { exact: true })).toBeVisible();
  await expect(page.getByText('1 matching edition has no position and is not on the map.')).toBeVisible();
  await expect(page.getByText('Map background unavailable: positions are still shown.')).toBeVisible();
  expect(await page.evaluate(() => 'L' in window)).toBe(true);

  // Two editions at one venue make one group; its popup lists both. The offline one is not there.
  const lille = map.getByRole('button', { name: `${tag} Lille Fest` });
  await expect(lille).toBeVisible();
  const venue = map.getByRole('button', { name: '2 editions here, zoom in' });
  await venue.click();
  await expect(map.getByRole('link', { name: `${tag} Lyon Fest` })).toBeVisible();
  await expect(map.getByRole('link', { name: `${tag} Lyon Off` })).toBeVisible();
  await expect(map.getByRole('button', { name: `${tag} Draft Fest` })).toHaveCount(0);

  // A filter applies to the map too, and stays in the URL.
  await page.getByRole('textbox', { name: 'Amenities' }).click();
  await page.getByRole('option', { name: 'Showers' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/amenities=hasShowers/);
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByText('2 editions', { exact: true })).toBeVisible();
  await expect(venue).toHaveCount(0);
  await expect(page.getByText(/has no position/)).toHaveCount(0);
  await expect(lille).toBeVisible();

  // A marker is a keyboard button: Enter opens its popup and moves the focus to the link.
  const lyonMarker = map.getByRole('button', { name: `${tag} Lyon Fest` });
  await lyonMarker.focus();
  await page.keyboard.press('Enter');
  const link = map.getByRole('link', { name: `${tag} Lyon Fest` });
  // The venue's popup, closed when the results changed, stays in the page for its 200 ms fade-out.
  await expect(link).toHaveCount(1);
  await expect(link).toBeFocused();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/editions/${lyon}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag} Lyon Fest`);

  // The edition page shows its position on a small map, still without tiles.
  const small = page.getByRole('region', { name: 'Map of editions' });
  await expect(small.getByRole('button', { name: `${tag} Lyon Fest` })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute('href', /mlat=45.764&mlon=4.8357/);

  // Back keeps the map view with its filters.
  await page.goBack();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole('region', { name: 'Map of editions' }).getByRole('button', { name: `${tag} Lille Fest` })).toBeVisible();
});
