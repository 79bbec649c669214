import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { unique } from './support';

/** An organiser's online edition (in 10 to 12 days), made through the API; the organiser's page is signed in. */
async function scene(browser: Browser, viewport: { width: number; height: number }) {
  const team = await (await browser.newContext({ viewport })).newPage();
  const organiser = await newAccount(team, 'posts');
  await apiLogin(team, organiser.pseudo, organiser.password);
  const convention = (await (await team.request.post('/api/conventions', { data: { name: unique('Posts convention ') } })).json()) as { id: number };
  const created = await team.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Posts '), startDate: day(10), endDate: day(12), isOnline: true, city: 'Lyon' } });
  expect(created.status()).toBe(201);
  return { team, editionId: ((await created.json()) as { id: number }).id };
}

async function fitsTheScreen(page: Page, width: number) {
  if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The team writes a post in the editor; it shows at once. */
async function publish(team: Page, content: string, pinned = false) {
  await team.getByRole('button', { name: 'New post' }).click();
  await team.getByRole('textbox', { name: 'Your post' }).fill(content);
  if (pinned) await team.getByRole('checkbox', { name: 'Pin it at the top' }).check();
  await team.getByRole('button', { name: 'Publish' }).click();
  await expect(team.getByRole('textbox', { name: 'Your post' })).toHaveCount(0);
}

async function journey(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const { team, editionId } = await scene(browser, viewport);
  const page = `/editions/${editionId}/commentaires`;
  const tag = unique('');
  const welcome = [`**Welcome** to the convention ${tag}!`, '', '<script>window.__pwned = true</script>', '', '- juggling', '- [the map](https://www.openstreetmap.org/)'].join('\n');

  // The team: nothing yet; posts the welcome, then a later post; pins the welcome, which goes first.
  await team.goto(page);
  await expect(team.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  await expect(team.getByText('Markdown: **bold**, *italic*')).toHaveCount(0);
  await team.getByRole('button', { name: 'New post' }).click();
  await expect(team.getByText(/^Markdown: \*\*bold\*\*, \*italic\*/)).toBeVisible();
  await team.getByRole('button', { name: 'Cancel' }).click();
  await publish(team, welcome);
  await publish(team, `Parking is full ${tag}, take the metro.`);
  const articles = team.getByRole('article');
  await expect(articles).toHaveCount(2);
  await expect(articles.first()).toContainText('Parking is full');
  const welcomeCard = articles.filter({ hasText: 'Welcome to the convention' });
  await welcomeCard.getByRole('button', { name: 'Pin post' }).click();
  await expect(articles.first()).toContainText('Welcome to the convention');
  await expect(articles.first()).toContainText('Pinned');
  await expect(articles.first().getByRole('button', { name: 'Unpin post' })).toBeVisible();
  await fitsTheScreen(team, width);
  await team.close();

  // A visitor reads: markdown rendered (bold, list, a link opening apart), the typed <script> as text that ran nothing.
  const visitor = await (await browser.newContext({ viewport })).newPage();
  await visitor.goto(page);
  const first = visitor.getByRole('article').first();
  await expect(first).toContainText('Pinned');
  await expect(first.locator('strong', { hasText: 'Welcome' })).toBeVisible();
  await expect(first.locator('li')).toHaveCount(2);
  await expect(first.getByRole('link', { name: 'the map' })).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  await expect(first.getByText('<script>window.__pwned = true</script>')).toBeVisible();
  expect(await first.locator('script').count()).toBe(0);
  expect(await visitor.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  // No team actions for a visitor; the comments are offered with a sign-in link.
  await expect(visitor.getByRole('button', { name: 'New post' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Pin post' })).toHaveCount(0);
  await first.getByRole('button', { name: 'Comments (0)' }).click();
  await expect(first.getByText('No comments yet.')).toBeVisible();
  await expect(first.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
  await fitsTheScreen(visitor, width);
  await visitor.close();

  // A signed-in user comments under the welcome, then deletes their comment after confirming.
  const fan = await (await browser.newContext({ viewport })).newPage();
  const account = await newAccount(fan, 'fan');
  await apiLogin(fan, account.pseudo, account.password);
  await fan.goto(page);
  const card = fan.getByRole('article').first();
  await card.getByRole('button', { name: 'Comments (0)' }).click();
  const box = card.getByRole('textbox', { name: 'Your comment' });
  await box.fill('See you there! <b>not bold</b>');
  await card.getByRole('button', { name: 'Send', exact: true }).click();
  // Sent once the box is emptied: until then its own text is what getByText would find.
  await expect(box).toHaveValue('');
  await expect(card.getByText('See you there! <b>not bold</b>')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Comments (1)' })).toBeVisible();
  await fitsTheScreen(fan, width);
  await card.getByRole('button', { name: 'Delete comment' }).click();
  const confirm = fan.getByRole('dialog', { name: 'Delete this comment?' });
  await confirm.getByRole('button', { name: 'Delete comment' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('See you there!')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Comments (0)' })).toBeVisible();
  await fan.close();
}

test('the team posts and pins, a visitor reads the rendered markdown (a typed script stays text), a signed-in user comments and deletes their comment', async ({ browser }) => {
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  await journey(browser, 375);
});

test('the team edits and deletes a post after confirming', async ({ browser }) => {
  const { team, editionId } = await scene(browser, { width: 1280, height: 900 });
  await team.goto(`/editions/${editionId}/commentaires`);
  await publish(team, 'Doors open at *nine*.');
  const card = team.getByRole('article').first();
  await card.getByRole('button', { name: 'Edit post' }).click();
  await card.getByRole('textbox', { name: 'Text of the post' }).fill('Doors open at *ten*.');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.locator('em', { hasText: 'ten' })).toBeVisible();
  await card.getByRole('button', { name: 'Delete post' }).click();
  const confirm = team.getByRole('dialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expect(team.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  await team.close();
});
