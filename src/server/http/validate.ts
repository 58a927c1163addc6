import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/** Reads and validates a JSON body with a shared zod schema; bad input is a 400 with a clear message. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch (err) {
    if ((err as { status?: number }).status === 413) throw err;
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  return check(schema, raw);
}

/** The raw body, for a route that parses it off the event loop; errors as readJson's. */
export async function readBodyBytes(c: Context): Promise<Uint8Array> {
  try {
    return new Uint8Array(await c.req.arrayBuffer());
  } catch (err) {
    if ((err as { status?: number }).status === 413) throw err;
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}

export function check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first.path.length ? `${first.path.join('.')}: ` : '';
    throw new ApiError(
      400,
      'invalid_input',
      `${where}${first.message}`,
      result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return result.data;
}
