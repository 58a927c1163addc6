import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiSignUp, uniqueEmail, waitForApp } from './helpers';

async function expectNoSeriousViolations(page: Page) {
  await waitForApp(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  // One h1 per page.
  await expect(page.locator('h1')).toHaveCount(1);
}

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const path of [
    '/',
    '/login',
    '/policies',
    '/verify-email',
    '/pricing',
    '/admin/login',
    '/showcase',
    '/does-not-exist',
    '/indexHome',
    '/indexMobile',
    '/template',
    '/image-gen',
    '/custom-order',
    '/qwen-test',
  ]) {
    test(`${path} signed out`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    });
  }

  test('/account pages signed in', async ({ page }) => {
    await apiSignUp(page.request, { email: uniqueEmail('a11y'), password: 'a11y-password', name: 'Alex Access' });
    for (const path of ['/account/projects', '/account/settings', '/account/profile', '/home', '/image-gen', '/custom-order']) {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    }
  });

  test('/subscription and the test-mode checkout signed in', async ({ page }) => {
    await apiSignUp(page.request, { email: uniqueEmail('a11y-pay'), password: 'a11y-password', name: 'Alex Access' });
    await page.goto('/subscription');
    await expect(page.getByTestId('current-plan-name')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByTestId('pack-small').getByRole('button').click();
    await expect(page.getByTestId('test-mode-banner')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('login form with validation errors shown', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
