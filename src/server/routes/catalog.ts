import { Hono } from 'hono';
import { catalogListQuerySchema, createCatalogItemSchema, libraryToCartSchema, updateCatalogItemSchema } from '../../shared/api/catalog';
import type { CatalogKind } from '../../shared/catalog/catalog';
import type { AppDeps } from '../deps';
import { DESIGN_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { jsonBody, query } from '../http/validation';
import { listCart } from '../services/cart/cart';
import { productionProof } from '../services/cart/proof';
import { createCatalogItem, findCatalogItem, listCatalog, readCatalogDocument, toCatalogItem, updateCatalogItem } from '../services/catalog/items';
import { addLibraryItemToCart } from '../services/catalog/to-cart';
import { appOriginsOf } from '../services/designs/sources';
import { printFonts } from '../services/production/print-fonts';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'config'>;

/**
 * The routes /api/library and /api/templates share (issue 18): the gallery (anyone), one item, its design
 * JSON (what the editor opens), and for graphic designers and admins create and change (the service
 * refuses everyone else with 403). The body limit is the designs' own: a design JSON comes with create.
 */
function catalogApp(kind: CatalogKind, deps: Deps) {
  const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
  const catalog = { db: deps.database.db, storage: deps.storage, urls };
  return new Hono<AppEnv>()
    .get('/', query(catalogListQuerySchema, { blankIsAbsent: ['q', 'category', 'size'] }), async (c) =>
      c.json(await listCatalog(catalog, kind, c.req.valid('query'), c.get('viewer') ?? null)),
    )
    .post('/', signedIn, jsonBody(createCatalogItemSchema), async (c) => c.json({ item: await createCatalogItem(catalog, requireViewer(c), kind, c.req.valid('json')) }))
    .get('/:id', async (c) => c.json({ item: toCatalogItem(await findCatalogItem(catalog.db, kind, c.req.param('id'), c.get('viewer') ?? null), deps.storage) }))
    .patch('/:id', signedIn, jsonBody(updateCatalogItemSchema), async (c) =>
      c.json({ item: await updateCatalogItem(catalog, requireViewer(c), kind, c.req.param('id'), c.req.valid('json')) }),
    )
    .get('/:id/document', async (c) => {
      const { jsonText } = await readCatalogDocument(catalog, kind, c.req.param('id'), c.get('viewer') ?? null);
      return c.body(jsonText, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    });
}

export const libraryRoutes = defineRoutes({
  prefix: '/library',
  bodyLimit: DESIGN_BODY_LIMIT,
  routes: (deps: Deps) => {
    const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
    const cartDeps = {
      db: deps.database.db,
      storage: deps.storage,
      renderProof: productionProof(urls, printFonts(deps.config.googleFonts, { db: deps.database.db, storage: deps.storage })),
      maxPixels: deps.config.storage.uploadMaxPixels,
    };
    return catalogApp('sticker', deps).post('/:id/cart', signedIn, jsonBody(libraryToCartSchema), async (c) => {
      const viewer = requireViewer(c);
      const added = await addLibraryItemToCart(cartDeps, viewer, c.req.param('id'), c.req.valid('json').options);
      return c.json({ ...added, cart: await listCart(cartDeps, viewer.id) });
    });
  },
});

export const templateRoutes = defineRoutes({
  prefix: '/templates',
  bodyLimit: DESIGN_BODY_LIMIT,
  routes: (deps: Deps) => catalogApp('template', deps),
});
