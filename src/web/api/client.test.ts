import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../shared/api/endpoint';
import { ApiError, call } from './client';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id',
  query: z.object({ full: z.enum(['true', 'false']).optional() }),
  response: z.object({ name: z.string() }),
});
const saveThing = defineEndpoint({ method: 'PUT', path: '/api/things/:id', body: z.object({ name: z.string() }), response: z.object({ name: z.string() }) });
const start = defineEndpoint({ method: 'POST', path: '/api/start', response: z.object({ started: z.boolean() }) });
const remove = defineEndpoint({ method: 'DELETE', path: '/api/things/:id', response: z.null() });
const upload = defineEndpoint({ method: 'POST', path: '/api/upload', body: z.custom<FormData>((v) => v instanceof FormData), response: z.object({ url: z.string() }) });
// Lazy schemas, as the shell's tables give them (decision 23).
const lazyThing = defineEndpoint({ method: 'GET', path: '/api/lazy', response: async () => z.object({ name: z.string() }) });
const unloadable = defineEndpoint({ method: 'GET', path: '/api/lazy', response: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
const big = defineEndpoint({ method: 'GET', path: '/api/big', response: z.object({ n: z.number() }), parseResponse: false });

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, method: init.method, body: init.body, headers: init.headers as Headers };
};

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('call(endpoint, input)', () => {
  it('builds the URL from params and query, and returns the checked answer', async () => {
    fetchMock.mockResolvedValue(answer(200, { name: 'Cat', extra: 1 }));
    const thing = await call(getThing, { params: { id: 'a b' }, query: { full: 'true' } });
    expect(thing).toEqual({ name: 'Cat' });
    expect(lastRequest()).toMatchObject({ url: '/api/things/a%20b?full=true', method: 'GET', body: undefined });
  });

  it('sends the body as JSON, and an empty object for a write without one', async () => {
    fetchMock.mockResolvedValue(answer(200, { name: 'Dog' }));
    await call(saveThing, { params: { id: '1' }, body: { name: 'Dog' } });
    expect(lastRequest()).toMatchObject({ method: 'PUT', body: '{"name":"Dog"}' });
    expect(lastRequest().headers.get('content-type')).toBe('application/json');
    fetchMock.mockResolvedValue(answer(200, { started: true }));
    await call(start);
    expect(lastRequest()).toMatchObject({ method: 'POST', body: '{}' });
  });

  it('sends a form as multipart and a DELETE without a body', async () => {
    fetchMock.mockResolvedValue(answer(201, { url: '/x' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await call(upload, { body: form });
    expect(lastRequest().body).toBe(form);
    expect(lastRequest().headers.get('content-type')).toBeNull();
    fetchMock.mockResolvedValue(answer(204));
    await expect(call(remove, { params: { id: '1' } })).resolves.toBeNull();
    expect(lastRequest()).toMatchObject({ method: 'DELETE', body: undefined });
  });

  it('asks for the interface language the person reads the site in (the one on <html>), not the browser’s', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'zh-CN' } });
    fetchMock.mockResolvedValue(answer(200, { started: true }));
    await call(start);
    expect(lastRequest().headers.get('accept-language')).toBe('zh-CN');
  });

  it('throws ApiError with the server error code, message and details', async () => {
    fetchMock.mockResolvedValue(answer(409, { error: { code: 'revision_conflict', message: 'Changed', details: { current: 2 } } }));
    const error = await call(saveThing, { params: { id: '1' }, body: { name: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'revision_conflict', message: 'Changed', details: { current: 2 } });
  });

  it("carries a busy server's Retry-After, so the caller can wait that long", async () => {
    const busy = { error: { code: 'autosave_busy', message: 'Busy' } };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(busy), { status: 503, headers: { 'retry-after': '2' } }));
    await expect(call(saveThing, { params: { id: '1' }, body: { name: 'x' } })).rejects.toMatchObject({ status: 503, code: 'autosave_busy', retryAfterMs: 2000 });
    fetchMock.mockResolvedValue(answer(409, { error: { code: 'revision_conflict', message: 'Changed' } }));
    await expect(call(saveThing, { params: { id: '1' }, body: { name: 'x' } })).rejects.toMatchObject({ retryAfterMs: undefined });
  });

  it("reads better-auth's error shape and a network failure", async () => {
    fetchMock.mockResolvedValue(answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' }));
    await expect(call(start)).rejects.toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(start)).rejects.toMatchObject({ status: 0, code: 'network', message: 'Network error' });
  });

  it('throws invalid_response when the answer breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer(200, { name: 42 }));
    await expect(call(getThing, { params: { id: '1' } })).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('trusts the answer of an endpoint that opts out of the check', async () => {
    fetchMock.mockResolvedValue(answer(200, { n: 'not a number' }));
    await expect(call(big)).resolves.toEqual({ n: 'not a number' });
  });

  it('checks the answer with a lazy schema too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer(200, { name: 'Cat', extra: 1 }));
    await expect(call(lazyThing)).resolves.toEqual({ name: 'Cat' });
    fetchMock.mockResolvedValue(answer(200, { name: 42 }));
    await expect(call(lazyThing)).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('fails as a network error when a lazy schema cannot be loaded', async () => {
    fetchMock.mockResolvedValue(answer(200, { name: 'Cat' }));
    await expect(call(unloadable)).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('types the input from the endpoint', () => {
    // Compile-time only: a missing path parameter or a wrong body is a type error.
    const typeChecks = () => {
      // @ts-expect-error the path needs params.id
      void call(getThing);
      // @ts-expect-error name must be a string
      void call(saveThing, { params: { id: '1' }, body: { name: 1 } });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
