import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './env';
import { errorResponse } from './errors';
import { jsonBody, optionalJsonBody, query } from './validation';

const schema = z.object({ name: z.string().min(1), count: z.coerce.number().int().default(1) });
const app = new Hono<AppEnv>()
  .post('/json', jsonBody(schema), (c) => c.json(c.req.valid('json')))
  .post('/optional', optionalJsonBody(schema.partial()), (c) => c.json(c.req.valid('json')))
  .get('/query', query(schema.extend({ search: z.string().optional() }), { blankIsAbsent: ['search'] }), (c) => c.json(c.req.valid('query')));
app.onError(errorResponse);

const post = (path: string, body: string, type: string | null = 'application/json') => app.request(path, { method: 'POST', body, headers: type ? { 'content-type': type } : {} });

describe('request validation at the edge', () => {
  it('hands the handler the parsed, defaulted body', async () => {
    expect(await (await post('/json', '{"name":"a"}')).json()).toEqual({ name: 'a', count: 1 });
  });

  it('refuses a body that fails the schema in the one error shape, first issue first', async () => {
    const res = await post('/json', '{"name":""}');
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/^name: /);
    expect(error.details).toEqual([{ path: 'name', message: expect.any(String) }]);
  });

  it('answers invalid_json to malformed JSON and to a body not sent as JSON', async () => {
    for (const res of [await post('/json', '{not json'), await post('/json', '{"name":"a"}', 'text/plain'), await post('/json', '{"name":"a"}', null)]) {
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('invalid_json');
    }
  });

  it('takes an empty optional body as {}', async () => {
    expect(await (await post('/optional', '', null)).json()).toEqual({ count: 1 });
    expect(await (await post('/optional', '{"name":"b"}', null)).json()).toEqual({ name: 'b', count: 1 });
    expect((await post('/optional', '{nope', null)).status).toBe(400);
  });

  it('reads a repeated query parameter by its first value and named blank ones as absent', async () => {
    expect(await (await app.request('/query?name=a&name=b&count=3&search=')).json()).toEqual({ name: 'a', count: 3 });
    expect((await app.request('/query?name=')).status).toBe(400);
  });
});
