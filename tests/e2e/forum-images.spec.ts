import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { verifiedMember } from './community-helpers';
import { waitForApp } from './helpers';

const SHOTS = '/work/notes/shots/trialforum';
const PICTURE = path.resolve('tests/fixtures/art/embedded-f3.jpg');

/** The post's image has really loaded (decoded pixels), not only an <img> in the page. */
async function expectImageLoaded(page: Page) {
  const image = page.locator('#post-1 img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  return image;
}

test('a member puts a picture into a post; another member and a signed-out visitor see it; deleted, it leaves storage', async ({ browser }) => {
  // Three members' pages, eight screenshots and the deletion's sweep: more than the default 45 s on a loaded machine.
  test.setTimeout(120_000);
  const ann = await verifiedMember(browser, 'Ann Photo');
  await ann.page.goto('/forum');
  await waitForApp(ann.page);
  await ann.page.getByRole('button', { name: 'New thread' }).click();
  await ann.page.getByLabel('Title').fill('My sunset sticker sheet');
  await ann.page.getByLabel('Your post').fill('Printed on matte vinyl:');
  const chooser = ann.page.waitForEvent('filechooser');
  await ann.page.getByRole('button', { name: 'Add image' }).click();
  await (await chooser).setFiles(PICTURE);
  await expect(ann.page.getByLabel('Your post')).toHaveValue(/!\[embedded-f3\]\(\/api\/forum-attachments\/[0-9a-f-]{36}\)/);
  await ann.page.getByRole('tab', { name: 'Preview' }).click();
  await expect
    .poll(() =>
      ann.page
        .getByTestId('markdown-preview')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await ann.page.getByRole('button', { name: 'Post thread' }).click();
  await expect(ann.page.getByRole('heading', { level: 1, name: 'My sunset sticker sheet' })).toBeVisible();
  const threadUrl = ann.page.url();
  const src = (await (await expectImageLoaded(ann.page)).getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/api\/forum-attachments\//);

  // What the server stored: the post's HTML names the attachment, served publicly as WebP.
  const threadId = new URL(threadUrl).searchParams.get('thread') ?? threadUrl.split('/').pop();
  const stored = await ann.page.request.get(`/api/forum/threads/${threadId}?page=1`);
  expect((await stored.json()).posts[0].html).toContain(`src="${src}"`);

  const bob = await verifiedMember(browser, 'Bob Reader');
  await bob.page.goto(threadUrl);
  await expectImageLoaded(bob.page);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(threadUrl);
  await expectImageLoaded(visitor);
  const file = await visitor.request.get(src);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(file.headers()['cache-control']).toBe('public, max-age=300');

  fs.mkdirSync(SHOTS, { recursive: true });
  for (const language of ['en', 'zh'] as const) {
    await visitor.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const width of [1280, 390]) {
      await visitor.setViewportSize({ width, height: width > 400 ? 800 : 844 });
      await visitor.goto(threadUrl);
      await expectImageLoaded(visitor);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await visitor.screenshot({ path: `${SHOTS}/forum-post-image-${width}-${language}.png`, fullPage: true });
    }
  }
  for (const width of [1280, 390]) {
    await ann.page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
    await ann.page.goto(threadUrl);
    await ann.page.getByLabel('Your reply').scrollIntoViewIfNeeded();
    await ann.page.screenshot({ path: `${SHOTS}/forum-reply-editor-${width}-en.png` });
  }

  // Ann deletes the thread: the picture is served to nobody at once, and its file leaves the storage
  // (the deletion's sweep job, decision 106).
  const storedFile = path.join(process.env.E2E_DATA_DIR as string, 'storage', 'forum', 'attachments', `${src.split('/').pop()}.webp`);
  expect(fs.existsSync(storedFile)).toBe(true);
  await ann.page.goto(threadUrl);
  await ann.page.locator('#post-1').getByRole('button', { name: 'Delete' }).click();
  await ann.page.getByRole('dialog', { name: 'Delete this thread?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(ann.page.getByText('Deleted.')).toBeVisible();
  expect((await visitor.request.get(src)).status()).toBe(404);
  await expect.poll(() => fs.existsSync(storedFile), { timeout: 20_000 }).toBe(false);
});
