import { Hono } from 'hono';
import { cartEndpoints } from '../../shared/api/endpoints/cart';
import type { AppDeps } from '../deps';
import { DomainError } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { addToCart, listCart, mergeCart, removeCartItem, updateCartItem } from '../services/cart/cart';
import { productionProof } from '../services/cart/proof';
import { orderFigures } from '../services/checkout/order-figures';
import { appOriginsOf } from '../services/designs/sources';
import { getCurrentPriceTable } from '../services/pricing/price-tables';
import { printFonts } from '../services/production/print-fonts';

/**
 * /api/cart: the signed-in shopper's cart (decision 37). Every answer is the whole cart priced with the
 * current table; no request carries a price. Guests keep their cart in the browser and merge it here at
 * sign-in (POST /merge).
 */
export const cartRoutes = defineRoutes({
  prefix: '/cart',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'payments'>, base) => {
    const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
    const fonts = printFonts(deps.config.googleFonts, { db: deps.database.db, storage: deps.storage });
    const cartDeps = { db: deps.database.db, storage: deps.storage, renderProof: productionProof(urls, fonts, { supersede: true }) };
    const answer = async (userId: string) => ({ cart: await listCart(cartDeps, userId) });
    return implement(new Hono<AppEnv>().use('*', signedIn), base, cartEndpoints, {
      get: async (_request, c) => answer(requireViewer(c).id),
      add: async ({ body }, c) => {
        const viewer = requireViewer(c);
        const itemId = await addToCart(cartDeps, viewer.id, body);
        return { itemId, ...(await answer(viewer.id)) };
      },
      update: async ({ params, body }, c) => {
        const viewer = requireViewer(c);
        await updateCartItem(cartDeps, viewer.id, params.id, body.options, body.acceptLowResolution);
        return answer(viewer.id);
      },
      remove: async ({ params }, c) => {
        const viewer = requireViewer(c);
        await removeCartItem(cartDeps, viewer.id, params.id);
        return answer(viewer.id);
      },
      merge: async ({ body }, c) => {
        const viewer = requireViewer(c);
        const merged = await mergeCart(cartDeps, viewer.id, body.items);
        return { merged, ...(await answer(viewer.id)) };
      },
      tax: async ({ body }, c) => {
        requireViewer(c);
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
