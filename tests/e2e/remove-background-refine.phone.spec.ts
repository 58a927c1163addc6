import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { downloadAlpha, openRefine, screenPoint, screenshotRefine } from './refine-helpers';

const SIZE = 512;

test('refine brush on a phone (390 px): a touch stroke erases, undo restores, and the view fits and passes axe', async ({ page }, testInfo) => {
  test.slow();
  await openRefine(page, SIZE);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  // A finger drags across the body: real touch events, which the browser turns into touch pointer events.
  const cdp = await page.context().newCDPSession(page);
  const a = await screenPoint(page, SIZE, 210, 350);
  const b = await screenPoint(page, SIZE, 300, 350);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
  for (let k = 1; k <= 8; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + ((b.x - a.x) * k) / 8, y: a.y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  let alpha = await downloadAlpha(page);
  expect(alpha(256, 350)).toBe(0);
  expect(alpha(256, 420)).toBe(255);
  await screenshotRefine(page, testInfo.outputPath('refine-390.png'));

  await page.getByRole('button', { name: 'Undo' }).click();
  alpha = await downloadAlpha(page);
  expect(alpha(256, 350)).toBe(255);
});
