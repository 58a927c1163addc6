import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { unsafeParts } from '../../src/shared/community/xss-check';
import { adminPage, adminThread, verifiedMember } from './community-helpers';
import { adminRequest, firstLink, newestMailTo, uniqueEmail, waitForApp } from './helpers';

test('a forum thread with a quoted reply and a report the admin reviews', async ({ browser }) => {
  const ann = await verifiedMember(browser, 'Ann Maker');
  await ann.page.goto('/forum');
  await waitForApp(ann.page);
  await ann.page.getByRole('button', { name: 'New thread' }).click();
  await ann.page.getByLabel('Title').fill('Best vinyl for water bottles?');
  await ann.page.getByLabel('Your post').fill('My stickers peel in the **dishwasher**. Which material holds up?');
  await ann.page.getByRole('tab', { name: 'Preview' }).click();
  await expect(ann.page.getByTestId('markdown-preview').locator('strong')).toHaveText('dishwasher');
  await ann.page.getByRole('button', { name: 'Post thread' }).click();
  await expect(ann.page.getByRole('heading', { level: 1, name: 'Best vinyl for water bottles?' })).toBeVisible();
  const threadUrl = ann.page.url();

  const bob = await verifiedMember(browser, 'Bob Printer');
  await bob.page.goto(threadUrl);
  await expect(bob.page.locator('#post-1 strong')).toHaveText('dishwasher');
  await bob.page.locator('#post-1').getByRole('button', { name: 'Quote' }).click();
  const reply = bob.page.getByLabel('Your reply');
  await expect(reply).toHaveValue(/^> @AnnMaker wrote \(#1\):/);
  await reply.fill(`${await reply.inputValue()}Try the **clear** vinyl with a matte laminate, @AnnMaker.`);
  await bob.page.getByRole('button', { name: 'Post reply' }).click();
  const post2 = bob.page.locator('#post-2');
  await expect(post2.locator('blockquote')).toContainText('dishwasher');
  await expect(post2.getByRole('link', { name: '@AnnMaker' }).last()).toHaveAttribute('href', /^\/user\//);

  // Bob reports Ann's opening post.
  await bob.page
    .locator('#post-1')
    .getByRole('button', { name: /Report post 1/ })
    .click();
  await bob.page.getByLabel('Spam or advertising').check();
  await bob.page.getByLabel(/Anything else/).fill('Looks like an advert to me');
  await bob.page.getByRole('button', { name: 'Send report' }).click();
  await expect(bob.page.getByText('Thank you. Our team will review it.')).toBeVisible();

  // The admin sees it on /admin/reports and dismisses it.
  const admin = await adminPage(browser);
  await admin.goto('/admin/reports');
  const item = admin.getByRole('listitem').filter({ hasText: 'Best vinyl for water bottles?' });
  await expect(item).toContainText('Looks like an advert to me');
  await expect(item).toContainText('1 report');
  await item.getByRole('button', { name: 'Dismiss (show it)' }).click();
  await expect(admin.getByText('Reports dismissed.')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('newsletter: footer sign-up, confirm by e-mail, an issue, one-click unsubscribe', async ({ page }) => {
  const email = uniqueEmail('news');
  await page.goto('/blog-tutorials');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Your address for the newsletter' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('newsletter-sent')).toContainText('Click the link in it');

  const confirm = await newestMailTo(email);
  expect(confirm.text).not.toContain('November');
  await page.goto(firstLink(confirm.text));
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible();

  const admin = await adminRequest();
  const subject = `E2E news ${Date.now()}`;
  expect((await admin.post('/api/admin/newsletter/issues', { data: { subject, body: 'Holographic vinyl is **here**.' } })).status()).toBe(201);
  let issue = await newestMailTo(email, 20_000);
  for (let i = 0; i < 40 && issue.subject !== subject; i++) {
    await page.waitForTimeout(500);
    issue = await newestMailTo(email);
  }
  expect(issue.subject).toBe(subject);
  const unsubscribe = issue.text.match(/Unsubscribe with one click: (\S+)/)?.[1] ?? '';
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await admin.dispose();
});

const corpus = JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/xss-vectors.json'), 'utf8')) as { html: string[]; markdown: string[] };

test('the XSS corpus, stored as posts and rendered in Chromium, runs nothing', async ({ browser }) => {
  test.setTimeout(240_000);
  // Signed in (as the admin, who has no posting limits), so the reply composer is there too.
  const page = await adminPage(browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Anything a vector could run ends up here: alert/confirm/prompt set the flag instead of a dialog.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = () => (w.__xss = `${name} called`);
  });
  const admin = await adminRequest();
  const vectors = [...corpus.html, ...corpus.markdown];
  const threadId = await adminThread(admin, 'XSS corpus', vectors[0]);
  for (const vector of vectors.slice(1)) {
    const res = await admin.post(`/api/forum/threads/${threadId}/posts`, { data: { body: vector } });
    expect(res.status(), vector).toBe(201);
  }
  const pages = Math.ceil(vectors.length / 25);
  for (let p = 1; p <= pages; p++) {
    await page.goto(`/forum?thread=${threadId}&page=${p}`);
    await expect(page.locator('article').first()).toBeVisible();
    // Mouse-over, focus and click every element of every post body: handlers like onmouseover would fire now.
    await page.locator('.user-html *').evaluateAll((elements) => {
      for (const element of elements) {
        for (const type of ['mouseover', 'mouseenter', 'focus', 'toggle', 'animationstart']) element.dispatchEvent(new Event(type, { bubbles: true }));
      }
    });
    await page.waitForTimeout(300);
    expect(await page.locator('.user-html').evaluateAll(unsafeParts)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  }

  // The browser's own pass (the composer's preview renders and sanitises in the page).
  await page.goto(`/forum?thread=${threadId}`);
  const composer = page.getByLabel('Your reply');
  for (const vector of corpus.markdown) {
    await page.getByRole('tab', { name: 'Write' }).click();
    await composer.fill(vector);
    await page.getByRole('tab', { name: 'Preview' }).click();
    expect(await page.getByTestId('markdown-preview').evaluateAll(unsafeParts), vector).toEqual([]);
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await admin.dispose();
});
