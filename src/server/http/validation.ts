import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { invalidJson } from '../domain/errors';
import { check, invalidInputOf } from '../domain/validation';
import type { AppEnv } from './env';

/**
 * Request validation at the edge: `@hono/zod-validator` with the shared zod schemas, so a handler reads
 * `c.req.valid('json' | 'query')` already typed. Every refusal keeps the one error shape
 * `{ error: { code: 'invalid_input', message: 'field: what is wrong', details: [{ path, message }] } }`
 * (decision 21).
 */
const refuseInvalid = (result: { success: boolean; error?: unknown }) => {
  if (!result.success) throw invalidInputOf(result.error as z.ZodError);
};

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * A JSON body checked with `schema`. The body must be labelled JSON: Hono's validator reads nothing
 * else (every client here sends `Content-Type: application/json`), and a body it cannot parse is the
 * usual 400 `invalid_json`.
 */
export function jsonBody<S extends z.ZodType>(schema: S) {
  const validate = zValidator('json', schema, refuseInvalid);
  const labelled: typeof validate = async (c, next) => {
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw invalidJson();
    return validate(c, next);
  };
  return labelled;
}

/**
 * A JSON body that may be left out entirely (sendBeacon, bare POSTs): an empty body is `{}`, whatever
 * its label. Read as `c.req.valid('json')` like `jsonBody`.
 */
export function optionalJsonBody<S extends z.ZodType>(schema: S): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    const text = await c.req.text();
    let raw: unknown = {};
    if (text.trim()) {
      try {
        raw = JSON.parse(text);
      } catch {
        throw invalidJson();
      }
    }
    c.req.addValidatedData('json', check(schema, raw) as object);
    await next();
  };
}

/**
 * The query string checked with `schema`. A repeated parameter counts by its first value (as
 * `c.req.query(name)` reads it); parameters named in `blankIsAbsent` count as absent when empty.
 */
export function query<S extends z.ZodType>(schema: S, options: { blankIsAbsent?: readonly string[] } = {}) {
  const blank = new Set(options.blankIsAbsent ?? []);
  const firstValues = (value: unknown) =>
    Object.fromEntries(
      Object.entries(value as Record<string, string | string[]>)
        .map(([k, v]) => [k, Array.isArray(v) ? v[0] : v] as const)
        .filter(([k, v]) => !(blank.has(k) && v === '')),
    );
  return zValidator('query', z.preprocess(firstValues, schema), refuseInvalid);
}

/** The raw body, for a route that parses it off the event loop; an unreadable body is `invalid_json`. */
export async function rawBody(c: Context): Promise<Uint8Array> {
  try {
    return new Uint8Array(await c.req.arrayBuffer());
  } catch (err) {
    if ((err as { status?: number }).status === 413) throw err;
    throw invalidJson();
  }
}
