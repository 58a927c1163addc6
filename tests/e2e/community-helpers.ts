import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminRequest, apiSignUp, firstLink, newestMailTo, uniqueEmail } from './helpers';

/** A page signed in as a new member with a verified address (forum writing needs one). */
export async function verifiedMember(browser: Browser, name: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  await apiSignUp(page.request, { email, password: 'member-password', name });
  const link = new URL(firstLink((await newestMailTo(email)).text));
  expect((await page.request.get(link.pathname + link.search, { maxRedirects: 0 })).status()).toBeLessThan(400);
  return { page, email };
}

/** A page signed in as the e2e admin. */
export async function adminPage(browser: Browser): Promise<Page> {
  await (await adminRequest()).dispose();
  const page = await (await browser.newContext()).newPage();
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status()).toBe(200);
  return page;
}

/** A thread by the admin through the API (admins have no new-account limits). */
export async function adminThread(admin: APIRequestContext, title: string, body: string): Promise<string> {
  const res = await admin.post('/api/forum/threads', { data: { categoryId: 'general', title, body } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).thread.id;
}
