import { Hono, type MiddlewareHandler } from 'hono';
import { guestEndpoints } from '../../shared/api/endpoints/guests';
import type { GuestCheckAnswer, GuestUseAnswer } from '../../shared/api/guests';
import { MESSAGES } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { DomainError } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { clientIp } from '../http/client-ip';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { checkGuestUsage, guestPolicy, spendGuestUse } from '../services/guests';

/** 409 for a signed-in caller, before the body is read: the guest trial is for guests only. */
const guestsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('viewer')) throw new DomainError('conflict', 'signed_in', "You are signed in: your generations use your account's credits, not the guest trial.");
  await next();
};

/** SPEC §7 checkGuestUsageLimit and useGuestGeneration, answered from the server's own counts. */
export const guestRoutes = defineRoutes({
  prefix: '/guests',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'config'>, base) => {
    const { db } = deps.database;
    const policy = guestPolicy(deps.config);
    return implement(new Hono<AppEnv>(), base, guestEndpoints, {
      checkUsage: {
        use: [guestsOnly],
        handler: async ({ body }, c): Promise<GuestCheckAnswer> => checkGuestUsage(db, policy, { payload: body, address: clientIp(c, deps.config.trustProxy) }),
      },
      use: {
        use: [guestsOnly],
        handler: async ({ body }, c): Promise<GuestUseAnswer> => {
          const { images, ...payload } = body;
          const outcome = await spendGuestUse(db, policy, { payload, images, address: clientIp(c, deps.config.trustProxy) });
          return outcome.success
            ? { success: true, remaining: outcome.remaining, token: outcome.token }
            : { success: false, remaining: outcome.remaining, code: 'guest_limit', message: MESSAGES.guestLimitExceeded };
        },
      },
    });
  },
});
