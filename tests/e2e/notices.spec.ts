import { expect, test } from '@playwright/test';
import { adminRequest } from './helpers';

test('a new notice is shown once on its page, as plain text, and never again after dismissing', async ({ browser }) => {
  const admin = await adminRequest();
  const title = `Holiday shipping ${Date.now()}`;
  const message = 'Orders placed after Dec 18 ship in January.\n<b>Not bold</b>';
  const res = await admin.post('/api/admin/notices', { data: { title, message, targetPage: '/newsletter-thanks' } });
  expect(res.status(), await res.text()).toBe(201);
  await admin.dispose();

  const context = await browser.newContext();
  const page = await context.newPage();
  const noticeLoaded = () => page.waitForResponse((r) => r.url().includes('/api/notices/current?page=%2Fnewsletter-thanks') && r.ok());

  // Other pages do not show it.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  let loaded = noticeLoaded();
  await page.goto('/newsletter-thanks');
  await loaded;
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Orders placed after Dec 18 ship in January.');
  await expect(dialog).toContainText('<b>Not bold</b>');
  await expect(dialog.locator('b')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();

  loaded = noticeLoaded();
  await page.reload();
  await loaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for subscribing' })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const seen = await page.evaluate(() => JSON.parse(localStorage.getItem('seenNotices') ?? '[]') as string[]);
  expect(seen).toHaveLength(1);
  await context.close();
});
