import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { LocalStorage } from '../providers/storage/local';
import { fileRoutes } from './files';

/**
 * The raw route's own headers, without the app's security-headers middleware (which, as of writing,
 * replaces every Content-Security-Policy with the page policy; see the storage report).
 */
/** These files are no member's published ones: the route never asks the database about them. */
const NO_DATABASE = undefined as unknown as AppDeps['database'];

describe('GET /api/files/raw/* headers', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-files-route-'));
  const storage = new LocalStorage(root);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('viewer', null);
    await next();
  });
  app.route('/api/files', fileRoutes.routes({ storage, config: loadConfig({ DATA_DIR: root }), database: NO_DATABASE }, '/api/files'));
  app.onError(errorResponse);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('sandboxes an SVG with its own content-security policy', async () => {
    await storage.put('public/p.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    const res = await app.request('/api/files/raw/public/p.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('inline');
  });

  it('serves non-image types as attachments, and caches immutable keys for a year', async () => {
    await storage.put('public/doc.json', Buffer.from('{}'), 'application/json');
    expect((await app.request('/api/files/raw/public/doc.json')).headers.get('content-disposition')).toBe('attachment');
    await storage.put('public/0123456789abcdef0123456789abcdef.png', Buffer.from('x'), 'image/png');
    const res = await app.request('/api/files/raw/public/0123456789abcdef0123456789abcdef.png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-length')).toBe('1');
  });

  it('asks guests to sign in for user files', async () => {
    expect((await app.request('/api/files/raw/users/u1/uploads/a.png')).status).toBe(401);
  });
});
