import { z } from 'zod';
import { PLAN_IDS } from '../plans';
import { USER_ROLES } from '../roles';

/** Answers of /api/me, /api/subscription and the auto-login routes (the contract: endpoints/accounts.ts). */

/** GET /api/me user: the server's Viewer without its session id. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(USER_ROLES),
  isAdmin: z.boolean(),
  isGraphicDesigner: z.boolean(),
  plan: z.enum(PLAN_IDS),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/me: null for a guest. */
export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });

export const subscriptionSchema = z.object({
  plan: z.string(),
  userRole: z.string(),
  imageCount: z.number().int(),
  monthlyImageCount: z.number().int(),
  oneTimeCredits: z.number().int(),
  maxImages: z.number().int(),
  lastResetDate: z.string(),
  freeCredits: z.number().int(),
  freeCreditsUsed: z.number().int(),
  freeCreditsLastReset: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/subscription */
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });

/** POST /api/auto-login: the signed bearer token (SPEC §7 `data.jwt`, stored as 'token'). */
export const autoLoginResponseSchema = z.object({ data: z.object({ jwt: z.string() }) });

/** A write that answers only that it worked (`{ ok: true }`). */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/**
 * better-auth's own endpoints under /api/auth/* answer in better-auth's shape (decision 1); the app
 * reads only the status and the cookies they set, so their bodies are not part of this contract.
 */
export const betterAuthAnswerSchema = z.unknown();
