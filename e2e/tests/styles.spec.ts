import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './support';

/**
 * The production shell loads only the Mantine styles of the components a first page may draw; the
 * others come with `@festival/ui/later` (scripts/shared-facades.mjs). A component whose styles were
 * left out would be drawn unstyled: this walk draws pages, menus, pickers, dialogs, tabs and tables,
 * and checks after each step that every Mantine class on screen which Mantine styles has its rules.
 */
const MANTINE_CLASS = /\.m_[0-9a-f]+/g;
const styledByMantine = new Set(
  [...readFileSync(join(__dirname, '..', '..', 'node_modules', '@mantine', 'core', 'styles.css'), 'utf8').matchAll(MANTINE_CLASS)].map((m) => m[0].slice(1)),
);

/** Mantine's classes now on screen that Mantine styles but no loaded style sheet does. */
async function unstyled(page: Page): Promise<string[]> {
  const { used, defined } = await page.evaluate(() => {
    const defined = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.m_[0-9a-f]+/g)) defined.add(m[0].slice(1));
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const used = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('[class]'))) for (const c of Array.from(el.classList)) if (/^m_[0-9a-f]+$/.test(c)) used.add(c);
    return { used: [...used], defined: [...defined] };
  });
  const loaded = new Set(defined);
  return used.filter((c) => styledByMantine.has(c) && !loaded.has(c));
}

async function expectStyled(page: Page, step: string) {
  expect([step, await unstyled(page)]).toEqual([step, []]);
}

test('every Mantine component drawn has its styles: pages, menus, pickers, dialogs, tabs and tables', async ({ page }) => {
  // A walk through a dozen pages: 33 s alone, up to 51 s while the other journeys share the two cores.
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectStyled(page, 'home');
  await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
  await expectStyled(page, 'language menu');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Country' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectStyled(page, 'country picker');
  await page.keyboard.press('Escape');
  const calendar = page.getByRole('radio', { name: 'Calendar' });
  await page.locator(`label[for="${await calendar.getAttribute('id')}"]`).click();
  await expect(page).toHaveURL(/view=calendar/);
  await expectStyled(page, 'calendar');

  await page.goto('/editions/2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectStyled(page, 'edition page');

  await login(page, 'organiser', 'demo-organiser-2026');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectStyled(page, 'user menu');
  await page.keyboard.press('Escape');
  for (const [path, ready] of [
    ['/editions/2/gestion', 'heading'],
    ['/editions/2/gestion/volunteers/planning', 'heading'],
    ['/editions/2/gestion/ticketing/tiers', 'heading'],
    ['/editions/2/gestion/ticketing/orders', 'heading'],
    // The gate: its switch (auto let-in) and tabs.
    ['/editions/2/gestion/ticketing/access-control', 'switch'],
    ['/editions/2/gestion/volunteers/applications', 'table'],
    ['/editions/2/gestion/artists', 'heading'],
    ['/notifications', 'tab'],
    ['/profile', 'heading'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole(ready).first()).toBeVisible();
    await expectStyled(page, path);
  }
  await page.goto('/editions/2/gestion/ticketing/tiers');
  await page.getByRole('button', { name: 'New tier' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectStyled(page, 'tier dialog');

  await page.context().clearCookies();
  await login(page, DEMO.admin.identifier, DEMO.admin.password);
  await page.goto('/admin');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expectStyled(page, '/admin');
});
