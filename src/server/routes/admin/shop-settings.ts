import { Hono } from 'hono';
import { shopSettingsEndpoints } from '../../../shared/api/endpoints/shop-settings';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { requireAdmin } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { getShopSettings, saveShopSettings } from '../../services/shop-settings/settings';

/** /api/admin/shop-settings: production and transit days, the tax registration numbers on invoices. */
export const adminShopSettingsRoutes = defineRoutes({
  prefix: '/shop-settings',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) => {
    const { db } = deps.database;
    const { adminGet, adminUpdate } = shopSettingsEndpoints;
    return implement(
      new Hono<AppEnv>(),
      base,
      { adminGet, adminUpdate },
      {
        adminGet: async () => ({ settings: await getShopSettings(db) }),
        adminUpdate: async ({ body }, c) => ({ settings: await saveShopSettings(db, body, requireAdmin(c).id) }),
      },
    );
  },
});
