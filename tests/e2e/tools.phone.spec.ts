import { expect, type Page, test } from '@playwright/test';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('tools on a 390 px phone', () => {
  test('the QR tool fits the screen', async ({ page }) => {
    await page.goto('/tools/qr-code');
    await page.getByTestId('qr-text').fill('https://stickerstudio.ca/phone');
    await expect(page.getByRole('img', { name: 'QR code preview' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('a finger draws on the canvas without scrolling the page', async ({ page }) => {
    await page.goto('/tools/draw');
    const canvas = page.getByTestId('draw-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no drawing canvas');
    // The canvas takes the phone's width (less the page's padding).
    expect(box.width).toBeGreaterThan(330);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoHorizontalScroll(page);

    await canvas.scrollIntoViewIfNeeded();
    const start = await canvas.boundingBox();
    if (!start) throw new Error('no drawing canvas');
    const scrollBefore = await page.evaluate(() => window.scrollY);
    // An upward finger swipe would scroll the page down; on the canvas it draws instead.
    const cdp = await page.context().newCDPSession(page);
    const x = start.x + start.width / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: start.y + start.height * 0.8 }] });
    for (let i = 1; i <= 10; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + i * 4, y: start.y + start.height * (0.8 - i * 0.06) }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();

    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    const painted = await canvas.evaluate((element) => {
      const c = element as HTMLCanvasElement;
      const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
      return n;
    });
    expect(painted).toBeGreaterThan(1000);
    await expect(page.getByTestId('draw-undo')).toBeEnabled();
  });
});
