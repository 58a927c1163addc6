import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminPage, adminThread, verifiedMember } from './community-helpers';
import { adminRequest, waitForApp } from './helpers';

const SHOTS = process.env.COMMUNITY_SCREENSHOTS_DIR;

/**
 * Every community page in English and Chinese at 1280 and 390 px: one heading, nothing wider than the
 * screen (it fits a phone), no serious or critical axe violation, and — with COMMUNITY_SCREENSHOTS_DIR set — a full-page screenshot to look at.
 */
test('forum, blog, newsletter, policies and the reports review fit 1280 and 390 px in English and Chinese', async ({ browser }) => {
  test.setTimeout(300_000);
  const api = await adminRequest();
  const threadId = await adminThread(
    api,
    'Welcome to the Sticker Studio forum',
    'Say hello, ask for **design help** and share what you made.\n\n> Tip: a 3 mm border around the art gives a clean white edge.\n\n- Be kind\n- Stay on topic\n\nSee the [die-cut tutorial](/blog-tutorials/design-a-die-cut-sticker).',
  );
  await api.post(`/api/forum/threads/${threadId}/posts`, { data: { body: 'Reports from three people hide a post until we look at it.' } });
  const reported = (await (await api.get(`/api/forum/threads/${threadId}`)).json()).posts[1].id;
  const page = await adminPage(browser);
  // The admin cannot report their own post: a member does, so /admin/reports has an item.
  const member = await verifiedMember(browser, 'Rita Reporter');
  await member.page.request.post('/api/reports', { data: { targetType: 'forum_post', targetId: reported, reason: 'off_topic', note: 'Belongs in Feedback' } });

  const paths = [
    '/forum',
    `/forum?thread=${threadId}`,
    '/blog-tutorials',
    '/blog-tutorials/ordering-your-stickers',
    '/newsletter-thanks',
    '/policies',
    '/admin/reports',
    '/admin/newsletter',
  ];
  for (const language of ['en', 'zh'] as const) {
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language).catch(() => {});
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      for (const path of paths) {
        await page.goto(path);
        await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
        await page.reload();
        await waitForApp(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
        await expect(page.locator('main h1')).toHaveCount(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px (${language}) is wider than the screen`).toBeLessThanOrEqual(0);
        if (language === 'en') {
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(serious.map((v) => `${path} ${width}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
        }
        if (SHOTS) {
          const name =
            path
              .replace(/^\//, '')
              .replace(/\?thread=.*/, '-thread')
              .replace(/[/?=]/g, '-') || 'home';
          await page.screenshot({ path: `${SHOTS}/${name}-${language}-${width}.png`, fullPage: true });
        }
      }
    }
  }
  await api.dispose();
});
