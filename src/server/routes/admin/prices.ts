import { Hono } from 'hono';
import { createPriceTableVersionSchema, priceVersionParamSchema } from '../../../shared/api/prices';
import type { AppDeps } from '../../deps';
import { check } from '../../domain/validation';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { requireAdmin } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { jsonBody } from '../../http/validation';
import { createPriceTableVersion, getPriceTable, listPriceTableVersions } from '../../services/pricing/price-tables';

/** /api/admin/prices: the price table's versions — list, read one, save an edit as the next version. */
export const adminPriceRoutes = defineRoutes({
  prefix: '/prices',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>) => {
    const { db } = deps.database;
    return new Hono<AppEnv>()
      .get('/', async (c) => c.json({ versions: await listPriceTableVersions(db) }))
      .get('/:version', async (c) => {
        const version = check(priceVersionParamSchema, c.req.param('version'));
        return c.json((await getPriceTable(db, version)).answer);
      })
      .post('/', jsonBody(createPriceTableVersionSchema), async (c) => {
        const saved = await createPriceTableVersion(db, c.req.valid('json'), requireAdmin(c).id);
        return c.json(saved.answer, 201);
      });
  },
});
