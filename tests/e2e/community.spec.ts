import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiSignUp, firstLink, newestMailTo, uniqueEmail } from './helpers';
import { discDesign } from './orders-helpers';

const SHOTS = process.env.COMMUNITY_SCREENSHOTS_DIR;

/** A member signed up and verified (publishing and comments need a verified address), in a browser context of their own. */
async function member(browser: Browser, name: string): Promise<{ page: Page; request: APIRequestContext; id: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(name.toLowerCase());
  await apiSignUp(page.request, { email, password: 'community-pass', name });
  const verify = new URL(firstLink((await newestMailTo(email)).text));
  expect((await page.request.get(verify.pathname + verify.search, { maxRedirects: 0 })).status()).toBeLessThan(400);
  const id = (await (await page.request.get('/api/me')).json()).user.id as string;
  return { page, request: page.request, id };
}

/** axe (as tests/e2e/a11y.spec.ts): no serious or critical violations, one h1. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(', ')})`)).toEqual([]);
  await expect(page.locator('h1')).toHaveCount(1);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * The community journey: A publishes a design and sees it on their profile; B follows A, likes
 * the design, comments and orders it (the line lands in B's cart); A sees the notifications.
 */
test('publish → profile; another member follows, likes, comments and orders; the author is notified', async ({ browser }) => {
  test.setTimeout(120_000);
  const alice = await member(browser, 'Alice');
  const bob = await member(browser, 'Bob');
  const design = await alice.request.post('/api/designs', { data: { name: 'Red disc', json: discDesign(), isFavorite: false } });
  expect(design.status()).toBe(201);

  // A publishes from /showcase.
  await alice.page.goto('/showcase');
  await alice.page.getByTestId('open-publish').click();
  await alice.page.getByTestId('publish-design').click();
  await alice.page.getByRole('option', { name: 'Red disc' }).click();
  await alice.page.getByTestId('publish-title').fill('Red disc sticker');
  await alice.page.getByRole('combobox', { name: 'Tags' }).fill('round, red ');
  await alice.page.getByTestId('publish-submit').click();
  await expect(alice.page).toHaveURL(/\/showcase\/[\w-]+$/, { timeout: 30_000 });
  const itemUrl = new URL(alice.page.url()).pathname;
  await expect(alice.page.getByRole('heading', { name: 'Red disc sticker' })).toBeVisible();
  await expect(alice.page.getByTestId('showcase-image')).toBeVisible();

  // …and sees it on their public profile.
  await alice.page.goto(`/user/${alice.id}`);
  await expect(alice.page.getByTestId('showcase-card').filter({ hasText: 'Red disc sticker' })).toBeVisible();

  // B follows A from A's profile.
  await bob.page.goto(`/user/${alice.id}`);
  await bob.page.getByTestId('follow-button').click();
  await expect(bob.page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(bob.page.getByTestId('follower-count')).toHaveText('1 follower');
  await expect(bob.page.getByRole('button', { name: 'Report the profile of Alice' })).toBeVisible();
  await shoot(bob.page, 'user-as-member-1280-en');
  // The following feed now has A's design.
  await bob.page.goto('/showcase?sort=following');
  await bob.page.getByTestId('showcase-card').filter({ hasText: 'Red disc sticker' }).click();
  await expect(bob.page).toHaveURL(new RegExp(`${itemUrl}$`));
  await expect(bob.page.getByRole('button', { name: 'Report this showcase design' })).toBeVisible();

  // B likes and comments (plain text: markup is shown as typed, never run).
  await bob.page.getByTestId('like-button').click();
  await expect(bob.page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(bob.page.getByTestId('like-button')).toContainText('1');
  const comment = 'Lovely! <img src=x onerror="window.__xss=1">';
  await bob.page.getByTestId('comment-input').fill(comment);
  await bob.page.getByTestId('comment-submit').click();
  await expect(bob.page.getByTestId('comment').filter({ hasText: comment })).toBeVisible();
  expect(await bob.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // B orders it: the line lands in B's cart.
  await bob.page.getByTestId('order-sticker').click();
  await expect(bob.page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(bob.page.getByTestId('cart-line')).toHaveCount(1);
  await expect(bob.page.getByTestId('cart-line')).toContainText('Red disc sticker');

  // A sees the notifications behind the bell.
  await alice.page.goto('/showcase');
  const bell = alice.page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/3 unread/);
  await bell.click();
  const rows = alice.page.getByTestId('notification');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Bob started following you' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Bob liked your design' })).toBeVisible();
  await rows.filter({ hasText: 'Bob commented on your design' }).click();
  await expect(alice.page).toHaveURL(new RegExp(`${itemUrl}#comment-`));
  await expect(bell).toHaveAccessibleName(/2 unread/);

  await alice.page.context().close();
  await bob.page.context().close();
});

/** Every community page at 1280 and 390 px, in English and Chinese (set COMMUNITY_SCREENSHOTS_DIR to keep them). */
test('the community pages at desktop and phone widths, in English and Chinese', async ({ browser }) => {
  test.setTimeout(150_000);
  const alice = await member(browser, 'Shown');
  const bob = await member(browser, 'Viewer');
  await alice.request.patch('/api/community/profile', { data: { displayName: 'Alice Maker', bio: 'I draw round things.', links: ['https://alice.example/shop'] } });
  const designId = (await (await alice.request.post('/api/designs', { data: { name: 'Disc', json: discDesign() } })).json()).design.id;
  const item = (await (await alice.request.post('/api/showcase/items', { data: { designId, title: 'Green disc', description: 'Round and green.', tags: ['round'] } })).json()).item;
  await bob.request.put(`/api/community/users/${alice.id}/follow`);
  await bob.request.put(`/api/showcase/items/${item.id}/like`);
  await bob.request.post(`/api/showcase/items/${item.id}/comments`, { data: { body: 'Great colours!' } });
  await alice.request.put(`/api/community/users/${bob.id}/follow`);

  const pages = [
    ['showcase', '/showcase'],
    ['item', `/showcase/${item.id}`],
    ['community-profile', '/community-profile'],
    ['user', `/user/${alice.id}`],
    ['followers', '/followers-following?tab=followers'],
  ] as const;
  for (const language of ['en', 'zh'] as const) {
    await alice.page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const width of [1280, 390]) {
      await alice.page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
      for (const [name, url] of pages) {
        await alice.page.goto(url);
        await expect(alice.page.locator('main h1').first()).toBeVisible();
        // Nothing is wider than the screen.
        expect(await alice.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shoot(alice.page, `${name}-${width}-${language}`);
        if (width === 1280 && language === 'en') await expectNoSeriousViolations(alice.page);
      }
      await alice.page.goto(`/showcase/${item.id}`);
      await alice.page.getByTestId('notification-bell').click();
      await expect(alice.page.getByTestId('notification').first()).toBeVisible();
      await shoot(alice.page, `bell-${width}-${language}`);
    }
  }
  await alice.page.context().close();
  await bob.page.context().close();
});
