import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import { accountNameSchema, userImageSchema } from '../../../shared/api/auth.requests';
import { invalidInputOf } from '../../domain/validation';
import { refuseOffSiteRedirects } from './redirect-checks';

/**
 * Bodies better-auth lets through but the app refuses: `update-user {"name": null}` would write NULL
 * into a NOT NULL column (a 500), and better-auth does not bound the account name, which the forms keep
 * to `accountNameSchema`; nor does it check the picture's address (`userImageSchema`: no `javascript:`).
 * Checked before better-auth's handler, answered 400 `invalid_input` like every
 * other refusal's message (`name: …`).
 */
const BODY_CHECKS: Record<string, z.ZodType> = {
  '/sign-up/email': z.looseObject({ name: accountNameSchema, image: userImageSchema.nullable().optional() }),
  '/update-user': z.looseObject({ name: accountNameSchema.optional(), image: userImageSchema.nullable().optional() }),
};

/** Runs before every better-auth endpoint: redirect targets first (any endpoint), then the bodies above. */
export const checkAuthBodies = createAuthMiddleware(async (ctx) => {
  refuseOffSiteRedirects([ctx.body, ctx.query]);
  const schema = BODY_CHECKS[ctx.path];
  if (!schema) return;
  const result = schema.safeParse(ctx.body ?? {});
  if (!result.success) throw new APIError('BAD_REQUEST', { code: 'invalid_input', message: invalidInputOf(result.error).message });
});
