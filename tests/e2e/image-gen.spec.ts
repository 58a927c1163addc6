import { expect, type Page, test } from '@playwright/test';
import { exportJson } from './editor-helpers';
import { apiSignUp, firstLink, newestMailTo, uniqueEmail, waitForApp } from './helpers';

/** /image-gen with the demo provider: a guest's trial to its limit; a user's credits; the editor handoff. */

const GUEST_LIMIT_MESSAGE = 'Guest usage limit exceeded. Please create a free account to continue generating images.';

/** A SegmentedControl option: its radio input is visually hidden, its label takes the click. */
const segment = (page: Page, text: string) => page.locator('.mantine-SegmentedControl-label', { hasText: new RegExp(`^${text}$`) });

async function generate(page: Page, prompt: string) {
  await page.getByLabel('Describe your sticker').fill(prompt);
  await page.getByRole('button', { name: /^Generate \d+ images?$/ }).click();
}

test.describe('/image-gen', () => {
  test('a guest generates with the trial until the server says the limit is reached', async ({ page }) => {
    await page.goto('/image-gen');
    await waitForApp(page);
    await expect(page.getByTestId('demo-notice')).toBeVisible();
    await expect(page.getByTestId('guest-remaining')).toContainText('20 free guest generations left');
    // A guest's results stay in this browser until sign-in: the page does not promise materials.
    await expect(page.getByTestId('results-empty-body')).toHaveText(
      'Each result is kept in this browser. Create an account or sign in and they are saved to your materials, to add to any design.',
    );

    await generate(page, 'a happy avocado surfing a wave');
    await expect(page.getByTestId('generated-image')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByTestId('guest-remaining')).toContainText('19 free guest generations left');
    await expect(page.getByTestId('generated-image').first().getByText('Demo image')).toBeVisible();

    // A guest's result has no stored file: it reaches the background-removal tool through the session.
    await page.getByTestId('generated-image').first().getByRole('button', { name: 'Remove background' }).click();
    await expect(page).toHaveURL(/\/tools\/remove-background\?src=session%3A/);
    await expect(page.getByTestId('bg-result-image')).toBeVisible({ timeout: 20_000 });
    await page.goBack();
    await waitForApp(page);

    // The server keeps its own count per fingerprint: spend the rest the way the page does (clearing
    // localStorage afterwards gives nothing back), then the last use through the page.
    const spent = await page.evaluate(async () => {
      const payload = {
        userAgent: navigator.userAgent.slice(0, 1000),
        language: (navigator.language || 'en').slice(0, 100),
        platform: ((navigator as { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '').slice(0, 200),
        screenResolution: `${screen.width}x${screen.height}`,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
        timestamp: Date.now(),
      };
      let last = null;
      for (let i = 0; i < 18; i++) {
        const res = await fetch('/api/guests/use', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
        last = await res.json();
      }
      localStorage.clear();
      return last;
    });
    expect(spent).toMatchObject({ success: true, remaining: 1 });

    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('guest-remaining')).toContainText('1 free guest generation left');
    await generate(page, 'a tiny cactus with a smile');
    await expect(page.getByTestId('generated-image')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByTestId('guest-limit')).toContainText(GUEST_LIMIT_MESSAGE);
    await expect(page.getByRole('button', { name: 'Generate 1 image' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Create a free account' }).last()).toHaveAttribute('href', '/login?redirect=%2Fimage-gen');
  });

  test('a signed-in user sees credits fall, finds the image in materials and adds it to a design', async ({ page }) => {
    const email = uniqueEmail('image-gen');
    await apiSignUp(page.request, { email, password: 'image-gen-password', name: 'Gina Generator' });
    await page.request.get(firstLink((await newestMailTo(email)).text));

    await page.goto('/image-gen');
    await waitForApp(page);
    await expect(page.getByTestId('credits-left')).toHaveText('40 credits left');
    await expect(page.getByTestId('header-credits')).toHaveText('40');
    await expect(page.getByTestId('results-empty-body')).toHaveText('Each result is saved to your materials, so you can add it to any design later.');

    await page.getByTestId('style-pixel-art').click();
    await segment(page, '2').click();
    // The demo answers in milliseconds: hold the request a moment so the progress state can be seen.
    await page.route('**/api/ai/generate', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await generate(page, 'a retro robot waving');
    await expect(page.getByTestId('generation-progress')).toBeVisible();
    await expect(page.getByTestId('generated-image')).toHaveCount(2, { timeout: 20_000 });
    await expect(page.getByTestId('credits-left')).toHaveText('38 credits left');
    await expect(page.getByTestId('header-credits')).toHaveText('38');

    const materials = await (await page.request.get('/api/materials')).json();
    expect(materials.materials.filter((m: { source: string }) => m.source === 'ai')).toHaveLength(2);

    // Premium models never use free credits: the way on is shown.
    await segment(page, 'Premium').click();
    await expect(page.getByTestId('out-of-credits')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Credit packs' })).toHaveAttribute('href', '/pricing#credit-packs');
    await segment(page, 'Standard').click();

    await page.getByTestId('generated-image').first().getByRole('button', { name: 'Add to design' }).click();
    await expect(page).toHaveURL(/\/indexHome$/);
    await expect(page.getByText('Added to your design.')).toBeVisible({ timeout: 15_000 });
    const doc = await exportJson(page);
    const images = doc.objects.filter((o) => o.type === 'image');
    expect(images).toHaveLength(1);
    expect(String(images[0].src)).toMatch(/\/api\/files\/raw\/users\/[^/]+\/materials\//);
  });

  test('an empty description is explained and costs nothing', async ({ page }) => {
    const email = uniqueEmail('image-gen-bad');
    await apiSignUp(page.request, { email, password: 'image-gen-password', name: 'Gina Generator' });
    await page.request.get(firstLink((await newestMailTo(email)).text));
    await page.goto('/image-gen');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Generate 1 image' }).click();
    await expect(page.getByText('Please describe your sticker in a few words.')).toBeVisible();
    await expect(page.getByTestId('credits-left')).toHaveText('40 credits left');
  });
});

/** A guest's empty results, in English and Chinese at 1280 and 390 px (looked at under /work/notes/shots/workrest). */
test.describe('/image-gen empty results for a guest', () => {
  const texts = {
    en: 'Each result is kept in this browser. Create an account or sign in and they are saved to your materials, to add to any design.',
    zh: '每个结果都会保存在此浏览器中。创建账户或登录后，它们会保存到你的素材中，可以添加到任何设计。',
  };
  for (const language of ['en', 'zh'] as const) {
    test(`says where a guest's results are kept (${language})`, async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
        await page.goto('/image-gen');
        await waitForApp(page);
        await expect(page.getByTestId('results-empty-body')).toHaveText(texts[language]);
        if (process.env.IMAGE_GEN_SHOTS_DIR) await page.screenshot({ path: `${process.env.IMAGE_GEN_SHOTS_DIR}/image-gen-guest-empty-${width}-${language}.png`, fullPage: true });
      }
    });
  }
});

const KEPT_HINT = {
  en: 'Your images are kept in this browser: create an account or sign in and they are saved to your materials.',
  zh: '你的图片保存在此浏览器中：创建账户或登录后，它们会保存到你的素材中。',
};
const NOT_KEPT = {
  en: 'This browser could not keep these images (its storage is off or full), so they are only on this page: download the ones you want before you leave it.',
  zh: '此浏览器无法保存这些图片（存储已关闭或已满），它们只在此页面上：离开前请下载你想要的图片。',
};
const SHOTS = process.env.IMAGE_GEN_SHOTS_DIR;

/**
 * The guest images this browser holds for sign-in (ai/guestImages.ts's IndexedDB store). A database
 * not made yet is not opened: opening it would make an empty one, without the keeper's store.
 */
function keptInBrowser(page: Page): Promise<number> {
  return page.evaluate(async () =>
    !(await indexedDB.databases()).some((d) => d.name === 'sticker-studio-guest-images')
      ? 0
      : new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('sticker-studio-guest-images');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('images')) return resolve(0);
            const count = db.transaction('images').objectStore('images').count();
            count.onsuccess = () => {
              db.close();
              resolve(count.result);
            };
            count.onerror = () => reject(count.error);
          };
        }),
  );
}

/**
 * Holds the script that keeps a guest's images in this browser (found by the store's name in it) until
 * the returned function is called: until then the images are only on the page.
 */
async function holdTheKeeper(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('sticker-studio-guest-images')) await released;
    await route.fulfill({ response, body });
  });
  return release;
}

test.describe('/image-gen: where a guest’s results are kept, said truthfully', () => {
  // A browser of its own: the server counts the guest trial per browser fingerprint.
  test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) ImageGenKept/${Date.now()}` });

  test('"kept in this browser" shows only once the images are stored there', async ({ page }) => {
    test.setTimeout(90_000);
    const release = await holdTheKeeper(page);
    await page.goto('/image-gen');
    await waitForApp(page);
    await generate(page, 'a lighthouse at dusk');
    await expect(page.getByTestId('generated-image')).toHaveCount(1, { timeout: 20_000 });
    // The result is on the page, but not yet in this browser's storage: nothing is claimed.
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('results-kept')).toHaveCount(0);
    await expect(page.getByTestId('results-not-kept')).toHaveCount(0);
    expect(await keptInBrowser(page)).toBe(0);

    release();
    await expect(page.getByTestId('results-kept')).toHaveText(KEPT_HINT.en);
    // Said once true: the image is stored, and sign-in will look for it.
    expect(await keptInBrowser(page)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('sticker-studio:guest-images-kept'))).toBe('1');
  });

  for (const language of ['en', 'zh'] as const) {
    test(`kept, or not kept when the browser's storage refuses, at 1280 and 390 px (${language})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
        await page.goto('/image-gen');
        await waitForApp(page);
        await page.locator('textarea').first().fill('a paper crane');
        await page.locator('form button[type="submit"]').first().click();
        await expect(page.getByTestId('generated-image')).toHaveCount(1, { timeout: 20_000 });
        await expect(page.getByTestId('results-kept')).toHaveText(KEPT_HINT[language]);
        await page.getByTestId('results-kept').scrollIntoViewIfNeeded();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/image-gen-guest-kept-${width}-${language}.png` });
      }
    });

    test(`a browser that cannot store the images says so (${language})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      // Storage full: every IndexedDB write is refused, as a browser over its quota does.
      await page.addInitScript(() => {
        IDBObjectStore.prototype.put = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
        await page.goto('/image-gen');
        await waitForApp(page);
        await page.locator('textarea').first().fill('a paper crane');
        await page.locator('form button[type="submit"]').first().click();
        await expect(page.getByTestId('generated-image')).toHaveCount(1, { timeout: 20_000 });
        await expect(page.getByTestId('results-not-kept')).toHaveText(NOT_KEPT[language]);
        await expect(page.getByTestId('results-kept')).toHaveCount(0);
        expect(await keptInBrowser(page)).toBe(0);
        await page.getByTestId('results-not-kept').scrollIntoViewIfNeeded();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/image-gen-guest-not-kept-${width}-${language}.png` });
      }
    });
  }
});
