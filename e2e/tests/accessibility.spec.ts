import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The pages of each kind of user, drawn in the light and the dark scheme, pass axe's WCAG 2.1 A and
 * AA rules: text contrast (the theme's colours are chosen to read: libs/ui/src/providers/
 * readableColors.ts), links told apart from the text around them, every field named, tabs that name
 * what they control, scroll areas reachable from the keyboard. Demo accounts and demo edition 2.
 */
const PAGES: Record<string, { account?: string; paths: string[] }> = {
  visitor: { paths: ['/', '/editions/2', '/editions/2/workshops', '/editions/2/carpool', '/editions/2/programme', '/login', '/register'] },
  organiser: {
    account: 'organiser',
    paths: ['/my-conventions', '/profile', '/editions/2/edit', '/editions/2/gestion', '/editions/2/gestion/volunteers/applications', '/editions/2/gestion/volunteers/planning', '/editions/2/gestion/ticketing/tiers', '/editions/2/gestion/ticketing/access-control', '/editions/2/gestion/meals/validate', '/editions/2/gestion/artists'],
  },
  volunteer: { account: 'volunteer', paths: ['/my-volunteer-applications', '/my-tickets', '/editions/2/volunteers', '/notifications'] },
  admin: { account: 'admin', paths: ['/admin', '/admin/feedback'] },
};

/** What axe finds on the page as it is now, a line per rule broken (at most five places each). */
async function violationsOf(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => {
    const shown = v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`);
    return `${v.id}: ${shown.join('; ')}${v.nodes.length > 5 ? `; and ${v.nodes.length - 5} more` : ''}`;
  });
}

/** The page drawn: its title shown and no loader left. */
async function drawn(page: Page) {
  await expect(page.locator('main h1, h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    for (const [who, { account, paths }] of Object.entries(PAGES)) {
      test(`${who}: ${paths.length} pages pass WCAG 2.1 AA`, async ({ page }) => {
        test.setTimeout(30_000 + paths.length * 15_000);
        if (account) expect((await page.request.post('/api/auth/login', { data: { identifier: account, password: `demo-${account}-2026` } })).ok()).toBe(true);
        for (const path of paths) {
          await page.goto(path);
          await drawn(page);
          const found = await violationsOf(page);
          expect([path, found]).toEqual([path, []]);
        }
      });
    }

    test('what opens over a page: menus, the notification panel, dialogs, a drawer, the phone menu', async ({ page }) => {
      test.setTimeout(120_000);
      expect((await page.request.post('/api/auth/login', { data: { identifier: 'organiser', password: 'demo-organiser-2026' } })).ok()).toBe(true);
      const opened = async (step: string, open: () => Promise<unknown>, shown: () => Promise<unknown>) => {
        await open();
        await shown();
        expect([step, await violationsOf(page)]).toEqual([step, []]);
        await page.keyboard.press('Escape');
      };
      await page.goto('/');
      await drawn(page);
      const banner = page.getByRole('banner');
      await opened('user menu', () => banner.getByRole('button', { name: 'User menu' }).click(), () => expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible());
      await opened('language menu', () => banner.getByRole('button', { name: 'Language' }).click(), () => expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible());
      await opened('notification panel', () => banner.getByRole('button', { name: /^Notifications/ }).click(), () => expect(page.getByRole('button', { name: 'Close notifications' })).toBeVisible());
      await opened('feedback dialog', () => page.getByRole('button', { name: 'Send feedback' }).click(), () => expect(page.getByRole('dialog')).toBeVisible());
      await page.goto('/editions/2/gestion/volunteers/applications');
      await drawn(page);
      await opened('application drawer', () => page.locator('tbody tr').first().click(), () => expect(page.getByRole('dialog')).toBeVisible());
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/');
      await drawn(page);
      await opened('phone menu', () => banner.getByRole('button', { name: 'Open menu' }).click(), () => expect(page.getByRole('dialog')).toBeVisible());
    });
  });
}
