import type { Context } from 'hono';
import { Hono } from 'hono';
import { type GuestCheckAnswer, type GuestUseAnswer, guestFingerprintSchema } from '../../shared/api/guests';
import { MESSAGES } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { readJson } from '../http/validate';
import { checkGuestUsage, guestPolicy, spendGuestUse } from '../services/guests';

/** SPEC §7 checkGuestUsageLimit and useGuestGeneration, answered from the server's own counts. */
export function guestRoutes(deps: Pick<AppDeps, 'database' | 'config'>) {
  const { db } = deps.database;
  const policy = guestPolicy(deps.config);
  const request = async (c: Context<AppEnv>) => {
    if (c.get('viewer')) throw new ApiError(409, 'signed_in', "You are signed in: your generations use your account's credits, not the guest trial.");
    return { payload: await readJson(c, guestFingerprintSchema), address: clientIp(c, deps.config.trustProxy) };
  };
  return new Hono<AppEnv>()
    .post('/guests/check-usage', async (c) => {
      const answer: GuestCheckAnswer = await checkGuestUsage(db, policy, await request(c));
      return c.json(answer);
    })
    .post('/guests/use', async (c) => {
      const outcome = await spendGuestUse(db, policy, await request(c));
      const answer: GuestUseAnswer = outcome.success
        ? { success: true, remaining: outcome.remaining, token: outcome.token }
        : { success: false, remaining: 0, code: 'guest_limit', message: MESSAGES.guestLimitExceeded };
      return c.json(answer);
    });
}
