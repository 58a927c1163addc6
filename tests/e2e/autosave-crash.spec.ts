import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './helpers';

/**
 * Kill the server during a save, restart, and find every edit saved. The run's shared server
 * (playwright.config.ts) cannot be killed, so this spec starts its own on a free port and a temporary
 * DATA_DIR, SIGKILLs it the moment the editor sends an auto-save, and starts it again on the same port
 * and data. The editor's auto-save retries with backoff; every edit must then be on the server, whole.
 */

let port = 0;
let origin = '';
let dataDir = '';
let server: ChildProcess | null = null;
let stderr = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function startServer() {
  stderr = '';
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  server = child;
  await expect.poll(async () => (child.exitCode === null ? healthy() : `exited ${child.exitCode}: ${stderr}`), { timeout: 60_000, intervals: [100, 200, 250] }).toBe(true);
}

async function killServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await gone;
}

test.beforeAll(async () => {
  port = await freePort();
  origin = `http://localhost:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-e2e-crash-'));
  await startServer();
});

test.afterAll(async () => {
  await killServer();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const ready = (page: Page) => expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible({ timeout: 20_000 });
const saveState = (page: Page) => page.getByTestId('save-state');
const layers = (page: Page) => page.getByTestId('layer-row');

async function addShape(page: Page, kind: 'star' | 'circle' | 'heart') {
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId(`add-shape-${kind}`).click();
}

/** The stored session's objects: its designData must parse as one whole JSON document. */
async function storedObjects(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${origin}/api/autosave/session`);
  expect(res.status()).toBe(200);
  const { session } = (await res.json()) as { session: { designData: string } | null };
  expect(session).not.toBeNull();
  const doc = JSON.parse(session?.designData ?? '') as { version: number; workspace: unknown; objects: unknown[] };
  expect(doc.workspace).toBeTruthy();
  return doc.objects.length;
}

test('killing the server during an auto-save loses no edit', async ({ page }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('autosave-crash');
  const sign = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { email, password: 'autosave-password', name: 'Crash Tester' },
    headers: { origin },
  });
  expect(sign.status(), await sign.text()).toBe(200);
  const signIn = await page.request.post(`${origin}/api/auth/sign-in/email`, { data: { email, password: 'autosave-password' }, headers: { origin } });
  expect(signIn.status(), await signIn.text()).toBe(200);

  await page.goto(`${origin}/indexHome`);
  await ready(page);
  test.skip((await page.getByTestId('save-strip').count()) === 0, 'EditorPersistence is not mounted in the editor page yet');
  await expect(saveState(page)).toHaveAttribute('data-autosave', 'saved');

  // First edits, confirmed by the server.
  await addShape(page, 'star');
  await addShape(page, 'circle');
  await expect(saveState(page)).toHaveAttribute('data-autosave', 'saved', { timeout: 20_000 });
  expect(await storedObjects(page.request)).toBe(2);

  // More edits; the server dies the moment the editor sends their auto-save.
  let killed: Promise<void> | null = null;
  page.on('request', (req) => {
    if (!killed && req.method() === 'PUT' && /\/api\/autosave\/session\/[^/]+$/.test(new URL(req.url()).pathname)) killed = killServer();
  });
  await addShape(page, 'heart');
  await addShape(page, 'star');
  await expect.poll(() => killed !== null, { timeout: 20_000 }).toBe(true);
  await killed;

  // Same port and data: the stored session is the old version or the new one, whole.
  await startServer();
  expect([2, 4]).toContain(await storedObjects(page.request));

  // The editor's retry (backoff 2 s, 4 s, 8 s…) reaches the restarted server and every edit is saved.
  await expect(saveState(page)).toHaveAttribute('data-autosave', 'saved', { timeout: 60_000 });
  await expect.poll(() => storedObjects(page.request), { timeout: 30_000 }).toBe(4);

  // Reload: the session is offered, and restoring it brings back every edit.
  await page.reload();
  await ready(page);
  await page.getByRole('button', { name: 'Restore my last session' }).click();
  await expect(layers(page)).toHaveCount(4);
});
