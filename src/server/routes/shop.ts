import { Hono } from 'hono';
import { shopSettingsEndpoints } from '../../shared/api/endpoints/shop-settings';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { deliveryTimesOf, getShopSettings } from '../services/shop-settings/settings';

/** /api/shop: what everyone may read of the shop's settings (the delivery times behind "arrives by"). */
export const shopRoutes = defineRoutes({
  prefix: '/shop',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) => {
    const { deliveryTimes } = shopSettingsEndpoints;
    return implement(
      new Hono<AppEnv>(),
      base,
      { deliveryTimes },
      {
        deliveryTimes: async () => ({ deliveryTimes: deliveryTimesOf(await getShopSettings(deps.database.db)) }),
      },
    );
  },
});
