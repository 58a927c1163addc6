import { expect, type Page, test } from '@playwright/test';
import { apiSignUp, contrast, firstLink, newestMailTo, uniqueEmail, waitForApp } from './helpers';
import { artFixture } from './upload-pricing-helpers';

/** The widths issue 29 names: every option card's contents stay inside its border at each. */
const WIDTHS = [360, 390, 768, 1280, 1440] as const;

/** Each option card's elements whose box reaches past the card's border (more than half a pixel), or a card that scrolls sideways. */
async function spills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('.choice-card')) {
      const box = card.getBoundingClientRect();
      if (box.width === 0) continue;
      const name = card.dataset.testid ?? card.textContent ?? '?';
      if (card.scrollWidth > card.clientWidth + 1) out.push(`${name}: scrolls (${card.scrollWidth} > ${card.clientWidth})`);
      for (const inner of card.querySelectorAll<HTMLElement>('*')) {
        const r = inner.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5) {
          out.push(`${name}: "${inner.textContent?.trim().slice(0, 30)}" ${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(box.left)}–${Math.round(box.right)}`);
        }
      }
    }
    return out;
  });
}

async function expectNoSpillAtEveryWidth(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('.choice-card').first()).toBeVisible();
    // Two frames: the grid has laid out at the new width.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await spills(page), `${where} at ${width} px`).toEqual([]);
  }
}

test('option cards stay inside their borders from 360 to 1440 px: price pages, order modal, upload page, cart', async ({ page }) => {
  test.setTimeout(150_000);
  await apiSignUp(page.request, { email: uniqueEmail('cards'), password: 'cards-pass-1', name: 'Cara Cards' });

  for (const path of ['/sticker-prices', '/StickerLibraryPrice', '/VinylDecalPrice']) {
    await page.goto(path);
    await waitForApp(page);
    await expectNoSpillAtEveryWidth(page, path);
  }
  // Sticker sheets and decals have choices of their own (colours).
  await page.goto('/sticker-prices?product=vinyl-decal');
  await waitForApp(page);
  await expectNoSpillAtEveryWidth(page, '/sticker-prices (decal)');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/StickerLibrary');
  await waitForApp(page);
  await page.getByTestId('library-add-to-cart').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSpillAtEveryWidth(page, 'the library order modal');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/upload-pricing?material=holographic&shape=rectangle&qty=10000');
  await waitForApp(page);
  await page.getByTestId('upload-file-input').setInputFiles(artFixture('idle-256.png'));
  await expect(page.getByTestId('upload-cut-traced')).toBeVisible({ timeout: 30_000 });
  await expectNoSpillAtEveryWidth(page, '/upload-pricing');

  await page.setViewportSize({ width: 1280, height: 900 });
  const warning = page.getByTestId('resolution-warning');
  if (await warning.isVisible()) await warning.getByLabel('Print anyway').check();
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expectNoSpillAtEveryWidth(page, '/cart');
});

const coloursOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });

test('the zero-credit and Demo image badges have WCAG AA contrast (4.5:1), by their computed colours', async ({ page }) => {
  test.setTimeout(60_000);
  // A member's demo generation shows the Demo image badge (signed in and verified: a guest's trial is
  // counted per address, and earlier specs of a full run use it up).
  const email = uniqueEmail('no-credits');
  await apiSignUp(page.request, { email, password: 'credits-pass-1', name: 'Nell Nocredit' });
  await page.request.get(firstLink((await newestMailTo(email)).text));
  await page.goto('/image-gen');
  await waitForApp(page);
  await page.getByLabel('Describe your sticker').fill('a happy avocado surfing a wave');
  await page.getByRole('button', { name: /^Generate \d+ images?$/ }).click();
  await expect(page.getByTestId('demo-badge').first()).toBeVisible({ timeout: 20_000 });
  const demo = await coloursOf(page, 'demo-badge');
  expect(contrast(demo.color, demo.background), JSON.stringify(demo)).toBeGreaterThanOrEqual(4.5);

  // The same member with no credits left: the header's badge.
  await page.route(/\/api\/credits$/, async (route) => {
    const response = await route.fetch();
    const answer = await response.json();
    for (const key of Object.keys(answer.remaining ?? {})) if (typeof answer.remaining[key] === 'number') answer.remaining[key] = 0;
    await route.fulfill({ response, json: answer });
  });
  await page.goto('/StickerLibrary');
  await waitForApp(page);
  await expect(page.getByTestId('header-credits')).toHaveText('0');
  const zero = await coloursOf(page, 'header-credits');
  expect(contrast(zero.color, zero.background), JSON.stringify(zero)).toBeGreaterThanOrEqual(4.5);
});
