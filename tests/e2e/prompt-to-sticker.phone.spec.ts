import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiSignUp, firstLink, newestMailTo, uniqueEmail } from './helpers';

/**
 * Journey (f) in the editor on a phone (touch, 390 px): the rail's AI tab, a prompt, Make it a sticker
 * (a full-screen dialog over the tool sheet) and Add to cart, the cart line read back from the server.
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results';

test('on a phone, the editor’s AI tab makes a prompt a sticker in the cart', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('phone-sticker');
  await apiSignUp(page.request, { email, password: 'sticker-journey-password', name: 'Pia Phone' });
  await page.request.get(firstLink((await newestMailTo(email)).text));
  await page.goto('/indexHome?new=1');
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('tab-ai').click();
  const form = page.getByTestId('editor-ai-form');
  await form.locator('textarea').fill('a tiny robot');
  await form.getByRole('button', { name: 'Generate 1 image' }).click();
  await page.getByTestId('make-sticker-button').click({ timeout: 20_000 });
  const panel = page.getByTestId('make-sticker');
  await expect(panel.getByTestId('order-button')).toBeEnabled({ timeout: 40_000 });
  await expect(panel.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'editor-sticker-phone-en.png') });
  await panel.getByTestId('order-button').click();
  await expect(page).toHaveURL(/\/cart$/);
  const cart = await (await page.request.get('/api/cart')).json();
  expect(cart.cart.lines.map((line: { designName: string }) => line.designName)).toEqual(['a tiny robot']);
});
