import fs from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from '@playwright/test';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4173';
export const ADMIN_EMAIL = 'admin@e2e.test';
export const ADMIN_PASSWORD = 'admin-e2e-password';

let counter = 0;
/** A fresh address per call: sign-up is rate limited per address, so every test uses its own. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** Newest message for an address in E2E_DATA_DIR/outbox (the server's embedded mail port), waiting for it to arrive. */
export async function newestMailTo(address: string, timeoutMs = 10_000): Promise<OutboxEntry> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const entries = await Promise.all(names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as OutboxEntry));
    const mine = entries.filter((e) => e.to.toLowerCase() === address.toLowerCase()).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    if (mine[0]) return mine[0];
    if (Date.now() > deadline) throw new Error(`No e-mail for ${address} in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in: ${text}`);
  return match[0];
}

/** Signs up through the API, then signs that request context in with the password (signing up alone never signs in: decision 93). */
export async function apiSignUp(request: APIRequestContext, user: { email: string; password: string; name: string }) {
  const res = await request.post('/api/auth/sign-up/email', { data: { ...user, callbackURL: '/account/projects' } });
  expect(res.status(), await res.text()).toBe(200);
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
}

/** A request context signed in as the allow-listed admin (created and verified on first use: admin rights need a verified address). */
export async function adminRequest(): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const signIn = await ctx.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  if (!signIn.ok()) {
    const signUp = await ctx.post('/api/auth/sign-up/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'E2E Admin' } });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const verify = new URL(firstLink((await newestMailTo(ADMIN_EMAIL)).text));
    expect((await ctx.get(verify.pathname + verify.search, { maxRedirects: 0 })).status()).toBeLessThan(400);
  }
  const me = await (await ctx.get('/api/me')).json();
  expect(me.user?.isAdmin).toBe(true);
  return ctx;
}

/** Waits until the app has resolved the session and rendered its page heading. */
export async function waitForApp(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * /preview's "Actual size" is the sticker as cut (the traced cut line's box), so it is checked within
 * a few hundredths of an inch of the expected width × height.
 */
export async function expectActualSize(page: Page, widthIn: number, heightIn: number, tolerance = 0.04) {
  await expect
    .poll(
      async () => {
        const text = (await page.getByTestId('preview-actual-size').textContent()) ?? '';
        const m = /Actual size: ([\d.]+) × ([\d.]+) in/.exec(text);
        return m ? Math.max(Math.abs(Number(m[1]) - widthIn), Math.abs(Number(m[2]) - heightIn)) <= tolerance : text;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** WCAG relative luminance and contrast of two computed CSS colours (rgb()/rgba(), alpha ignored: the badges are opaque). */
export function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}
