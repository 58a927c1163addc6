import { Hono } from 'hono';
import { accountEndpoints } from '../../shared/api/endpoints/accounts';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { getSubscription, publicSubscription } from '../services/accounts/subscriptions';

/** GET /api/subscription: the signed-in user's subscription ('Subscription data not found.' when missing). */
export const subscriptionRoutes = defineRoutes({
  prefix: '/subscription',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) =>
    implement(
      new Hono<AppEnv>(),
      base,
      { subscription: accountEndpoints.subscription },
      {
        subscription: async (_request, c) => ({ subscription: publicSubscription(await getSubscription(deps.database.db, requireViewer(c).id)) }),
      },
    ),
});
