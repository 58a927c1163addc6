import { Hono } from 'hono';
import { priceEndpoints } from '../../../shared/api/endpoints/prices';
import { priceVersionParamSchema } from '../../../shared/api/prices';
import type { AppDeps } from '../../deps';
import { check } from '../../domain/validation';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { requireAdmin } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { createPriceTableVersion, getPriceTable, listPriceTableVersions } from '../../services/pricing/price-tables';

/** /api/admin/prices: the price table's versions — list, read one, save an edit as the next version. */
export const adminPriceRoutes = defineRoutes({
  prefix: '/prices',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) => {
    const { db } = deps.database;
    const { adminList, adminGet, adminCreate } = priceEndpoints;
    return implement(
      new Hono<AppEnv>(),
      base,
      { adminList, adminGet, adminCreate },
      {
        adminList: async () => ({ versions: await listPriceTableVersions(db) }),
        adminGet: async ({ params }) => (await getPriceTable(db, check(priceVersionParamSchema, params.version))).answer,
        adminCreate: async ({ body }, c) => (await createPriceTableVersion(db, body, requireAdmin(c).id)).answer,
      },
    );
  },
});
