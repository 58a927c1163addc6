import { expect, test } from '@playwright/test';

/**
 * The site's CSP has no 'unsafe-eval', and no page needs it: opening pages reports no CSP violation
 * (zod's `new Function` probe did, on every page, until it was made jitless: src/web/zod-jitless.ts).
 */
test('pages open without a CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of ['/', '/library', '/pricing', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
