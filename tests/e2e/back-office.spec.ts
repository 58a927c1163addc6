import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest, apiSignUp, BASE_URL, newestMailTo, uniqueEmail } from './helpers';

/** Set BACK_OFFICE_SCREENSHOTS_DIR to keep a 1280 px screenshot of every back-office page. */
const SHOTS = process.env.BACK_OFFICE_SCREENSHOTS_DIR;

async function noSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

test('the back office: sign in with a redirect, a new custom request on the home screen, a user’s role and credits, a notice seen once', async ({ page, playwright, browser }) => {
  test.setTimeout(120_000);
  (await adminRequest()).dispose();

  // A customer, and a guest's custom request (which also e-mails the shop).
  const email = uniqueEmail('shopper');
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await apiSignUp(customer, { email, password: 'shopper-pass', name: 'Sam Shopper' });
  await customer.dispose();
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  const sent = await guest.post('/api/custom-orders', {
    data: { contactEmail: uniqueEmail('custom'), name: 'Nora Request', description: 'Fifty holographic stickers of our cafe logo', size: '3 in', quantity: 50 },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const requestId: string = (await sent.json()).request.id;
  const reference = requestId.slice(0, 8).toUpperCase();
  await guest.dispose();
  expect((await newestMailTo(ADMIN_EMAIL)).subject).toContain(`New custom sticker request ${reference}`);

  // /admin/login?redirect=…: signing in lands on the page asked for.
  await page.goto('/admin/login?redirect=%2Fadmin%2Fdashboard');
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in as admin' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const newRequests = page.getByRole('link', { name: /^New custom requests: \d+$/ });
  await expect(newRequests).toBeVisible();
  expect(Number((await newRequests.getAttribute('aria-label'))?.split(': ')[1])).toBeGreaterThanOrEqual(1);
  await noSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-home-1280.png`, fullPage: true });

  // The figure opens the list of new requests; the request opens and moves on.
  await newRequests.click();
  await expect(page).toHaveURL(/\/admin\/custom-orders\?status=new$/);
  await page.getByRole('link', { name: `Open request ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Custom request ${reference}` })).toBeVisible();
  await expect(page.getByText('Fifty holographic stickers of our cafe logo')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-custom-order-1280.png`, fullPage: true });
  await page.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'In review' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The request is now: In review.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office pages' });
  await nav.getByRole('link', { name: 'Custom requests' }).click();
  await expect(page.getByTestId('custom-order-row').filter({ hasText: reference })).toContainText('In review');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-custom-orders-1280.png`, fullPage: true });

  // A user's role and credits.
  await nav.getByRole('link', { name: 'Users' }).click();
  await page.getByLabel('Search by e-mail or name').fill(email);
  await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-users-1280.png`, fullPage: true });
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await page.getByRole('combobox', { name: `Role for ${email}` }).click();
  await page.getByRole('option', { name: 'Graphic designer' }).click();
  await expect(page.getByText('The role has been updated.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Credits' }).fill('25');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Sorry for the late proof');
  await page.getByRole('button', { name: 'Change credits' }).click();
  await expect(page.getByText('25 credits granted.')).toBeVisible();
  await expect(page.getByTestId('ledger-table')).toContainText('Sorry for the late proof (admin admin@e2e.test)');
  await expect(page.getByTestId('ledger-table')).toContainText('+25');
  await noSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-user-1280.png`, fullPage: true });

  // A notice: previewed in the real dialog, published, then seen once by a visitor.
  await nav.getByRole('link', { name: 'Notices' }).click();
  const title = `Holiday hours ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Message' }).fill('We ship again on January 3.');
  await page.getByRole('textbox', { name: 'Page' }).fill('/followers-following');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: title });
  await expect(preview).toContainText('We ship again on January 3.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-notice-preview-1280.png` });
  await preview.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Publish notice' }).click();
  await expect(page.getByText('The notice has been published.')).toBeVisible();
  await expect(page.getByTestId('notice-row').filter({ hasText: title })).toContainText('Active');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-notices-1280.png`, fullPage: true });

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const noticeLoaded = () => visitorPage.waitForResponse((r) => r.url().includes('/api/notices/current?page=%2Ffollowers-following') && r.ok());
  let loaded = noticeLoaded();
  await visitorPage.goto('/followers-following');
  await loaded;
  const dialog = visitorPage.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('We ship again on January 3.');
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
  loaded = noticeLoaded();
  await visitorPage.reload();
  await loaded;
  await visitorPage.waitForTimeout(300);
  await expect(visitorPage.getByRole('dialog')).toHaveCount(0);
  await visitor.close();

  // Switching it off (the admin's write shows in the audit).
  await page.getByRole('switch', { name: `Active: ${title}` }).click();
  await expect(page.getByText('The notice is switched off.')).toBeVisible();
  await nav.getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByTestId('audit-row').first()).toContainText('PATCH /notices/:id');
  await expect(page.getByTestId('audit-row').filter({ hasText: '/users/:id/credits' })).toContainText('Sorry for the late proof');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-audit-1280.png`, fullPage: true });

  // The other pages, looked at.
  for (const [link, shot] of [
    ['Security', 'security'],
    ['Mail outbox', 'outbox'],
    ['Jobs', 'jobs'],
    ['Orders', 'orders'],
    ['Prices', 'prices'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-${shot}-1280.png`, fullPage: true });
  }
  await noSeriousA11yViolations(page);
});
