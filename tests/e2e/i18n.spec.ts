import { expect, test } from '@playwright/test';

test.describe('interface language', () => {
  test.use({ locale: 'zh-CN' });

  test('a zh-CN browser sees Chinese; switching to English survives a reload', async ({ page }) => {
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('从创意到印刷，设计属于您的贴纸');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '价格' })).toBeVisible();

    await page.getByText('EN', { exact: true }).click();
    await expect(h1).toHaveText('Design stickers that stick, from idea to print');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design stickers that stick, from idea to print');

    await page.getByText('中文', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('从创意到印刷，设计属于您的贴纸');
  });

  test('the SPEC validation messages are translated in Chinese', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('电子邮箱').fill('nope');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('123');
    await page.getByRole('button', { name: '登录' }).last().click();
    await expect(page.getByText('请输入有效的电子邮件地址')).toBeVisible();
    await expect(page.getByText('密码至少需要 6 个字符')).toBeVisible();
  });
});
