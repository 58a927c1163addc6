import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { apiSignUp, uniqueEmail, waitForApp } from './helpers';

/**
 * Plans and credit packs in test mode (PAYMENTS_PROVIDER=local, the default): the test-mode checkout
 * page pays, declines and abandons; what it pays shows on /subscription. Screenshots at 1280 and 390 px.
 */

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  // The header is sticky: from the top, a full-page shot shows it where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('plans and credit packs (test mode)', () => {
  test('a pack bought on the test-mode checkout adds 155 credits, once; a declined card adds nothing', async ({ page }, testInfo) => {
    await apiSignUp(page.request, { email: uniqueEmail('pack'), password: 'pack-password', name: 'Pat Pack' });
    await page.goto('/subscription');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Your subscription' })).toBeVisible();
    await expect(page.getByTestId('test-mode-badge')).toBeVisible();
    await expect(page.getByTestId('usage-one-time')).toContainText('0');
    await expect(page.getByTestId('current-plan-name')).toHaveText('Free');

    await page
      .getByTestId('pack-small')
      .getByRole('button', { name: /Buy for/ })
      .click();
    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_local_/);
    await expect(page.getByTestId('test-mode-banner')).toContainText('TEST MODE');
    await expect(page.getByTestId('test-checkout-item')).toContainText('155 AI image credits');
    await expect(page.getByTestId('test-checkout-total')).toContainText('3.99');
    await shoot(page, testInfo, 'test-checkout');

    await page.getByRole('button', { name: 'Simulate a declined card' }).click();
    await expect(page.getByTestId('declined')).toBeVisible();
    await page.getByRole('button', { name: /^Pay .*\(test\)$/ }).click();
    await expect(page).toHaveURL(/\/subscription\?checkout=success$/);
    await expect(page.getByTestId('checkout-returned')).toBeVisible();
    await expect(page.getByTestId('usage-one-time')).toContainText('155');
    const credits = await (await page.request.get('/api/credits')).json();
    expect(credits.oneTimeCredits).toBe(155);
    const ledger = await (await page.request.get('/api/credits/ledger?limit=20')).json();
    expect(ledger.entries.filter((e: { kind: string }) => e.kind === 'grant')).toHaveLength(1);
  });

  test('a plan chosen on /pricing changes the limits; upgrade, then cancel at period end', async ({ page }, testInfo) => {
    await apiSignUp(page.request, { email: uniqueEmail('plan'), password: 'plan-password', name: 'Pia Plan' });
    await page.goto('/pricing');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Choose Silver' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await expect(page.getByTestId('test-checkout-item')).toContainText('per month');
    await page.getByRole('button', { name: /^Pay .*\(test\)$/ }).click();
    await expect(page).toHaveURL(/\/subscription\?checkout=success$/);
    await expect(page.getByTestId('current-plan-name')).toHaveText('Silver');
    await expect(page.getByTestId('usage-images')).toContainText('0 of 400');
    await expect(page.getByTestId('usage-designs')).toContainText('0 of 350');
    await expect(page.getByTestId('period-note')).toContainText('Renews on');

    await page
      .getByTestId('plan-gold')
      .getByRole('button', { name: /Upgrade/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Change plan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your plan is now Gold.' })).toBeVisible();
    await expect(page.getByTestId('current-plan-name')).toHaveText('Gold');
    await expect(page.getByTestId('usage-images')).toContainText('0 of 600');

    // Scoped to the card: a click Playwright retries (the Gold toast was still sliding in) must not find the dialog's button too.
    await page.getByTestId('current-plan').getByRole('button', { name: 'Cancel at period end' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByTestId('period-note')).toContainText('Ends on');
    await expect(page.getByRole('button', { name: 'Keep my subscription' })).toBeVisible();
    await shoot(page, testInfo, 'subscription');
  });

  test('a guest choosing a plan signs in first, then lands on the checkout', async ({ page, browser }) => {
    const email = uniqueEmail('guest-plan');
    const other = await browser.newContext({ baseURL: testInfo().baseURL });
    await apiSignUp(other.request, { email, password: 'guest-plan-pw', name: 'Gus Guest' });
    await other.close();
    await page.goto('/pricing');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Choose Bronze' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('guest-plan-pw');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_local_/, { timeout: 15_000 });
    await expect(page.getByTestId('test-checkout-total')).toContainText('4.99');
    await page.getByRole('button', { name: 'Abandon checkout' }).click();
    await expect(page).toHaveURL(/\/pricing\?checkout=cancelled$/);
  });
});

const testInfo = () => test.info().project.use;
