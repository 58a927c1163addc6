import { expect, test } from '@playwright/test';
import { firstLink, newestMailTo, uniqueEmail } from './helpers';

test.describe('custom order as a guest (double opt-in)', () => {
  test('asks to confirm by e-mail, mails no typed text, and confirms with a click on the mailed link', async ({ page }) => {
    const email = uniqueEmail('custom-order');
    const description = 'A round sticker of a fox reading a book, warm autumn colours';
    await page.goto('/custom-order');
    await page.getByLabel('Your name').fill('Fiona Guest');
    await page.getByLabel('E-mail for the proof and quote').fill(email);
    await page.getByLabel('What should the sticker show?').fill(description);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('custom-order-pending')).toContainText('Check your e-mail to confirm');

    const mail = await newestMailTo(email);
    expect(mail.subject).toContain('Please confirm');
    expect(mail.text).not.toContain('Fiona');
    expect(mail.text).not.toContain('fox');
    const link = new URL(firstLink(mail.text));
    expect(link.pathname).toBe('/custom-order/confirm');

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByTestId('custom-order-confirm').click();
    await expect(page.getByTestId('custom-order-done')).toContainText('Request sent');
    await expect.poll(async () => (await newestMailTo(email)).subject).toContain('We received your sticker request');
  });
});
