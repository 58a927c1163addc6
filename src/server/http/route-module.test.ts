import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import type { AppEnv } from './env';
import { errorResponse } from './errors';
import { defineRoutes, mountRoutes } from './route-module';

const echo = () => new Hono<AppEnv>().post('/', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength })).get('/:id', (c) => c.json({ id: c.req.param('id') }));
const small = defineRoutes({ prefix: '/small', bodyLimit: 100, routes: echo });
const uploads = defineRoutes({ prefix: '/uploads', bodyLimit: 100, uploads: true, routes: echo });

const deps = { config: loadConfig({ DATA_DIR: '/tmp/unused', UPLOAD_MAX_BYTES: '1000' }) } as AppDeps;
const api = new Hono<AppEnv>();
mountRoutes(api, '/api', [small, uploads], deps);
api.onError(errorResponse);

const send = (path: string, bytes: number, type = 'application/json') => api.request(path, { method: 'POST', body: 'x'.repeat(bytes), headers: { 'content-type': type } });
const multipart = 'multipart/form-data; boundary=x';

describe('route modules', () => {
  it('are mounted at their prefix, with paths relative to it', async () => {
    expect(await (await api.request('/small/7')).json()).toEqual({ id: '7' });
    expect((await api.request('/elsewhere/7')).status).toBe(404);
  });

  it("cap writes at the module's body limit before the handler runs", async () => {
    expect((await send('/small', 100)).status).toBe(200);
    const over = await send('/small', 101);
    expect(over.status).toBe(413);
    expect((await over.json()).error.code).toBe('payload_too_large');
    // Without uploads a multipart body is no exception.
    expect((await send('/small', 101, multipart)).status).toBe(413);
  });

  it('cap multipart bodies of an upload module at the upload size (plus the form), with the upload message', async () => {
    expect((await send('/uploads', 5000, multipart)).status).toBe(200);
    const over = await send('/uploads', 1000 + 64 * 1024 + 1, multipart);
    expect(over.status).toBe(413);
    expect((await over.json()).error.message).toBe('The file is larger than 0 MB.');
    expect((await send('/uploads', 101)).status).toBe(413);
  });
});
