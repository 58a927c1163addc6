import type { z } from 'zod';
import { type DomainError, invalidInput } from './errors';

/**
 * The refusal for input that fails a shared zod schema: 400 `invalid_input`, the first issue as the
 * message ("designData: must be a string") and every issue, with its dotted path, as details.
 */
export function invalidInputOf(error: z.ZodError): DomainError {
  const first = error.issues[0];
  const where = first.path.length ? `${first.path.join('.')}: ` : '';
  return invalidInput(
    `${where}${first.message}`,
    error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}

/** Checks a value with a shared schema inside a service or job; bad input throws `invalidInputOf`. */
export function check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInputOf(result.error);
  return result.data;
}
