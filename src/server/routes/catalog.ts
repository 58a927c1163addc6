import { Hono } from 'hono';
import { libraryEndpoints, templateEndpoints } from '../../shared/api/endpoints/catalog';
import type { CatalogKind } from '../../shared/catalog/catalog';
import { rendersInProcess } from '../config';
import type { AppDeps } from '../deps';
import { DESIGN_BODY_LIMIT } from '../http/body-limits';
import { type Implementation, implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { shopperForWrite } from '../http/shopper';
import { listCart } from '../services/cart/cart';
import { productionProof, proofWorkerOf } from '../services/cart/proof';
import { sharedDocumentProofs } from '../services/cart/shared-proofs';
import { createCatalogItem, findCatalogItem, listCatalog, readCatalogDocument, toCatalogItem, updateCatalogItem } from '../services/catalog/items';
import { addLibraryItemToCart } from '../services/catalog/to-cart';
import { inLanguage } from '../services/catalog/translations';
import { appOriginsOf } from '../services/designs/sources';
import { printFonts } from '../services/production/print-fonts';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'config'>;

/**
 * The routes /api/library and /api/templates share: the gallery (anyone), one item, its design
 * JSON (what the editor opens), and for graphic designers and admins create and change (the service
 * refuses everyone else with 403). The body limit is the designs' own: a design JSON comes with create.
 */
function catalogApp(kind: CatalogKind, deps: Deps) {
  const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
  const catalog = { db: deps.database.db, storage: deps.storage, urls, thumbnailsOnWorker: !rendersInProcess(deps.config) };
  const handlers: Implementation<typeof templateEndpoints> = {
    list: { blankIsAbsent: ['q', 'category', 'size', 'lang'], handler: ({ query }, c) => listCatalog(catalog, kind, query, c.get('viewer') ?? null) },
    create: { use: [signedIn], handler: async ({ body }, c) => ({ item: await createCatalogItem(catalog, requireViewer(c), kind, body) }) },
    get: {
      blankIsAbsent: ['lang'],
      handler: async ({ params, query }, c) => {
        const [row] = await inLanguage(catalog.db, [await findCatalogItem(catalog.db, kind, params.id, c.get('viewer') ?? null)], query.lang);
        return { item: toCatalogItem(row, deps.storage) };
      },
    },
    update: { use: [signedIn], handler: async ({ params, body }, c) => ({ item: await updateCatalogItem(catalog, requireViewer(c), kind, params.id, body) }) },
  };
  /** The item's design JSON as stored, fetched by the editor's template loader by URL. */
  const document = new Hono<AppEnv>().get('/:id/document', async (c) => {
    const { jsonText } = await readCatalogDocument(catalog, kind, c.req.param('id'), c.get('viewer') ?? null);
    return c.body(jsonText, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  });
  return { handlers, document };
}

export const libraryRoutes = defineRoutes({
  prefix: '/library',
  bodyLimit: DESIGN_BODY_LIMIT,
  routes: (deps: Deps, base) => {
    const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
    const cartDeps = {
      db: deps.database.db,
      storage: deps.storage,
      // Every line added here is a copy of a library sticker, a document the shop owns: its proof is drawn once per look.
      renderProof: sharedDocumentProofs(
        productionProof(urls, printFonts(deps.config.googleFonts, { db: deps.database.db, storage: deps.storage }), { worker: proofWorkerOf(deps) }),
      ),
      maxPixels: deps.config.storage.uploadMaxPixels,
    };
    const { handlers, document } = catalogApp('sticker', deps);
    const router = implement(new Hono<AppEnv>(), base, libraryEndpoints, {
      ...handlers,
      addToCart: async ({ params, body }, c) => {
        const shopper = await shopperForWrite(c, { db: deps.database.db, config: deps.config });
        const added = await addLibraryItemToCart(cartDeps, shopper, params.id, body.options);
        return { ...added, cart: await listCart(cartDeps, shopper.id) };
      },
    });
    return router.route('/', document);
  },
});

export const templateRoutes = defineRoutes({
  prefix: '/templates',
  bodyLimit: DESIGN_BODY_LIMIT,
  routes: (deps: Deps, base) => {
    const { handlers, document } = catalogApp('template', deps);
    return implement(new Hono<AppEnv>(), base, templateEndpoints, handlers).route('/', document);
  },
});
