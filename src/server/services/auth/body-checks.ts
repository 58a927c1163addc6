import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import { invalidInputOf } from '../../domain/validation';

/**
 * Bodies better-auth lets through but the database refuses (a 500): `update-user {"name": null}` would
 * write NULL into a NOT NULL column. Checked before better-auth's handler, answered 400 like every
 * other refusal's message (`name: …`).
 */
const BODY_CHECKS: Record<string, z.ZodType> = {
  '/update-user': z.looseObject({ name: z.string().optional(), image: z.string().nullable().optional() }),
};

export const checkAuthBodies = createAuthMiddleware(async (ctx) => {
  const schema = BODY_CHECKS[ctx.path];
  if (!schema) return;
  const result = schema.safeParse(ctx.body ?? {});
  if (!result.success) throw new APIError('BAD_REQUEST', { code: 'invalid_input', message: invalidInputOf(result.error).message });
});
