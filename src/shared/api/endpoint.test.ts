import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type EndpointInput, type EndpointOutput, endpointUrl, lazySchemas, loadSchema } from './endpoint';

const item = defineEndpoint({
  method: 'POST',
  path: '/api/things/:id/parts/:part',
  query: z.object({ limit: z.number().optional(), q: z.string().optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

describe('endpoint URLs', () => {
  it('encodes path parameters', () => {
    expect(endpointUrl(item, { params: { id: 'a/b c', part: 'x' } })).toBe('/api/things/a%2Fb%20c/parts/x');
  });

  it('appends the defined query values only', () => {
    expect(endpointUrl(item, { params: { id: '1', part: '2' }, query: { limit: 24, q: '', other: undefined, none: null, flag: false } })).toBe(
      '/api/things/1/parts/2?limit=24&flag=false',
    );
  });

  it('refuses a missing path parameter', () => {
    expect(() => endpointUrl(item, { params: { id: '1' } })).toThrow('missing path parameter "part"');
  });
});

describe('endpoint types', () => {
  it('asks for the path parameters, the query and the body the schemas describe', () => {
    expectTypeOf<EndpointInput<typeof item>>().toEqualTypeOf<{ params: Record<'id' | 'part', string> } & { query?: { limit?: number; q?: string } } & { body: { name: string } }>();
    expectTypeOf<EndpointOutput<typeof item>>().toEqualTypeOf<{ ok: boolean }>();
  });

  it('asks for nothing when the endpoint takes nothing', () => {
    const plain = defineEndpoint({ method: 'GET', path: '/api/plain', response: z.null() });
    expectTypeOf<EndpointInput<typeof plain>>().toEqualTypeOf<unknown>();
  });
});

describe('lazy schemas', () => {
  const responses = lazySchemas(async () => ({ okSchema: z.object({ ok: z.boolean() }), notASchema: 1 }));
  const lazy = defineEndpoint({ method: 'GET', path: '/api/lazy', query: async () => z.object({ q: z.string() }), response: responses('okSchema') });

  it('types the call from the schemas the functions import', () => {
    expectTypeOf<EndpointInput<typeof lazy>>().toEqualTypeOf<unknown & { query: { q: string } } & unknown>();
    expectTypeOf<EndpointOutput<typeof lazy>>().toEqualTypeOf<{ ok: boolean }>();
  });

  it('loads a lazy schema and passes an eager one through', async () => {
    expect((await loadSchema(lazy.response)).parse({ ok: true })).toEqual({ ok: true });
    const eager = z.string();
    expect(await loadSchema(eager)).toBe(eager);
  });
});
