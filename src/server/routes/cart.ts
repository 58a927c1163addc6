import { Hono } from 'hono';
import { cartEndpoints } from '../../shared/api/endpoints/cart';
import type { AppDeps } from '../deps';
import { DomainError } from '../domain/errors';
import { DESIGN_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { currentShopper, type Shopper, shopperForWrite } from '../http/shopper';
import { addDocumentToCart } from '../services/cart/add-document';
import { addToCart, listCart, mergeCart, removeCartItem, updateCartItem } from '../services/cart/cart';
import { productionProof, proofWorkerOf } from '../services/cart/proof';
import { orderFigures } from '../services/checkout/order-figures';
import { appOriginsOf } from '../services/designs/sources';
import { getCurrentPriceTable } from '../services/pricing/price-tables';
import { printFonts } from '../services/production/print-fonts';

/**
 * /api/cart: the shopper's cart, a member's or a guest's (decisions 37, 88). Every answer is the whole
 * cart priced with the current table; no request carries a price. A guest's first write makes its guest
 * shopper; a member's first call after signing in takes the browser's guest cart (http/shopper.ts).
 * POST /designs carries a whole design (an upload not saved yet), hence the design body limit.
 */
export const cartRoutes = defineRoutes({
  prefix: '/cart',
  bodyLimit: DESIGN_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'payments'>, base) => {
    const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
    const fonts = printFonts(deps.config.googleFonts, { db: deps.database.db, storage: deps.storage });
    const cartDeps = {
      db: deps.database.db,
      storage: deps.storage,
      renderProof: productionProof(urls, fonts, { supersede: true, worker: proofWorkerOf(deps) }),
      maxPixels: deps.config.storage.uploadMaxPixels,
    };
    const shopperDeps = { db: deps.database.db, config: deps.config };
    const answer = async (shopper: Shopper | null) => ({
      // A guest who has added nothing has no shopper yet: its cart is empty (and nothing is created).
      cart: shopper ? await listCart(cartDeps, shopper.id) : { priceVersion: (await getCurrentPriceTable(deps.database.db)).version, lines: [] },
    });
    return implement(new Hono<AppEnv>(), base, cartEndpoints, {
      get: async (_request, c) => answer(await currentShopper(c, shopperDeps)),
      add: async ({ body }, c) => {
        const shopper = await shopperForWrite(c, shopperDeps);
        const itemId = await addToCart(cartDeps, shopper.id, body);
        return { itemId, ...(await answer(shopper)) };
      },
      addDocument: async ({ body }, c) => {
        const shopper = await shopperForWrite(c, shopperDeps);
        const added = await addDocumentToCart(cartDeps, shopper, body);
        return { ...added, ...(await answer(shopper)) };
      },
      update: async ({ params, body }, c) => {
        const shopper = await shopperForWrite(c, shopperDeps);
        await updateCartItem(cartDeps, shopper.id, params.id, body.options, body.acceptLowResolution);
        return answer(shopper);
      },
      remove: async ({ params }, c) => {
        const shopper = await shopperForWrite(c, shopperDeps);
        await removeCartItem(cartDeps, shopper.id, params.id);
        return answer(shopper);
      },
      merge: async ({ body }, c) => {
        const shopper = await shopperForWrite(c, shopperDeps);
        const merged = await mergeCart(cartDeps, shopper.id, body.items);
        return { merged, ...(await answer(shopper)) };
      },
      tax: async ({ body }) => {
        const priced = await getCurrentPriceTable(deps.database.db);
        const figures = await orderFigures(deps.payments, priced, { lines: body.lines, method: body.shippingMethod, address: body.address, date: new Date() });
        if (!figures.ok) {
          const { error, lineIndex } = figures;
          throw new DomainError('invalid', error.code, `Line ${lineIndex + 1}: ${error.message}`, { lineIndex, field: error.field, values: error.values });
        }
        const { taxLines, tax, total } = figures.total;
        return { source: figures.taxSource, taxLines, tax, total };
      },
    });
  },
});
