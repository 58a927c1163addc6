import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { orderEndpoints } from '../../shared/api/endpoints/orders';
import type { StickerOptions } from '../../shared/sticker';
import type { AppDeps } from '../deps';
import { notFound, rateLimited, unauthenticated } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { currentShopper } from '../http/shopper';
import { productionProof, proofWorkerOf, storeProof } from '../services/cart/proof';
import { repriceWithCurrentTable } from '../services/checkout/reprice';
import { appOriginsOf } from '../services/designs/sources';
import { loadInvoicePdf } from '../services/heavy-modules';
import { loadOrderInvoice } from '../services/invoices/order-invoice';
import { cancelOrder, reorder } from '../services/orders/actions';
import { approveHold, replaceArtwork } from '../services/orders/artwork-hold';
import { findOrder, findOwnOrder, getOrderForCustomer, listOrdersForUser } from '../services/orders/read';
import { printFonts } from '../services/production/print-fonts';
import type { DesignProof } from '../services/production/proof';
import { hitCounter } from '../services/security/rate-counter';
import { orderFileUrls, verifyOrderLink } from '../services/shoppers';
import { receiveImageUpload, uploadLimitsOf } from '../services/uploads';

/** GET /api/orders/:id and its invoice, the routes a guest may call (its own order, or any order by its signed link). */
const ORDER_PAGE = /^\/api\/orders\/[^/]+(\/invoice\.pdf)?$/;
const HOUR_MS = 60 * 60 * 1000;
const REPLACEMENTS_PER_HOUR = 20;

/**
 * /api/orders: the signed-in customer's own orders (another user's id is 404): list, detail, cancel
 * before production, reorder in one click, and the on-hold choices (replacement artwork, approve as
 * is; cancelling is the same cancel). Admins work on orders under /api/admin/orders.
 */
export const orderRoutes = defineRoutes({
  prefix: '/orders',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'orderPayments' | 'payments'>, base) => {
    const orderDeps = { db: deps.database.db, storage: deps.storage };
    const limits = uploadLimitsOf(deps.config);
    const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
    const proofs = {
      render: productionProof(urls, printFonts(deps.config.googleFonts, orderDeps), { worker: proofWorkerOf(deps) }),
      store: (userId: string, options: StickerOptions, proof: DesignProof) => storeProof(orderDeps, userId, options, proof),
    };
    const answer = async (orderId: string, userId: string) => ({ order: await getOrderForCustomer(orderDeps, orderId, userId) });
    const shopperDeps = { db: deps.database.db, config: deps.config };
    // Every route but the order page and its invoice is a member's: the module refuses guests except there.
    const membersExceptOrderPage: MiddlewareHandler<AppEnv> = async (c, next) => {
      if (c.req.method !== 'GET' || !ORDER_PAGE.test(c.req.path)) requireViewer(c);
      await next();
    };
    /** The order's owner id, for the mail's signed link (that one order, whoever holds it) or the shopper's own (decision 88). */
    const ownerFor = async (c: Context<AppEnv>, orderId: string, token: string | undefined): Promise<string> => {
      if (verifyOrderLink(deps.config.authSecret, orderId, token)) {
        const row = await findOrder(deps.database.db, orderId);
        if (!row) throw notFound('Order not found.');
        return row.userId;
      }
      if (token) throw notFound('Order not found.');
      const shopper = await currentShopper(c, shopperDeps);
      if (!shopper) throw unauthenticated();
      return shopper.id;
    };
    const app = implement(new Hono<AppEnv>().use('*', membersExceptOrderPage), base, orderEndpoints, {
      mine: async (_request, c) => ({ orders: await listOrdersForUser(orderDeps, requireViewer(c).id) }),
      get: async ({ params, query }, c) => {
        const owner = await ownerFor(c, params.id, query.t);
        // Opened by its signed link (maybe in a browser with no session): its pictures by signed, expiring addresses.
        const byLink = verifyOrderLink(deps.config.authSecret, params.id, query.t);
        return { order: await getOrderForCustomer(orderDeps, params.id, owner, byLink ? orderFileUrls(deps.config, params.id) : undefined) };
      },
      cancel: async ({ params, body }, c) => {
        const viewer = requireViewer(c);
        await cancelOrder({ ...orderDeps, payments: deps.orderPayments }, params.id, { kind: 'customer', id: viewer.id }, body.note);
        return answer(params.id, viewer.id);
      },
      reorder: async ({ params }, c) => {
        const viewer = requireViewer(c);
        // At today's prices: the lines are quoted again with the current table (decision 40).
        const created = await reorder(orderDeps, params.id, viewer.id, repriceWithCurrentTable({ db: deps.database.db, payments: deps.payments }));
        return answer(created, viewer.id);
      },
      approveAsIs: async ({ params, body }, c) => {
        const viewer = requireViewer(c);
        await approveHold(orderDeps, params.id, viewer.id, body.note);
        return answer(params.id, viewer.id);
      },
      uploadReplacement: async ({ params }, c) => {
        const viewer = requireViewer(c);
        // The order is checked first: nobody uploads into an order that is not theirs or not on hold.
        await getOrderForCustomer(orderDeps, params.id, viewer.id);
        // Each replacement is rendered into a proof: bounded per customer like any render they can ask for.
        if ((await hitCounter(deps.database.db, `order-replacement:${viewer.id}`, HOUR_MS)) > REPLACEMENTS_PER_HOUR) {
          throw rateLimited('Too many replacement uploads this hour. Please try again later.');
        }
        // The same art upload-to-order takes: images, SVG and PDF (decision 80).
        const { image } = await receiveImageUpload(c.req.raw, limits, { pdf: true });
        await replaceArtwork({ ...orderDeps, proofs }, params.id, params.itemId, viewer.id, image);
        return answer(params.id, viewer.id);
      },
    });
    // The PDF invoice, a file the browser downloads by URL (outside the JSON endpoint table); whoever may
    // open the order's page may download it, and nobody else.
    app.get('/:id/invoice.pdf', async (c) => {
      const orderId = c.req.param('id');
      const row = await findOwnOrder(orderDeps.db, orderId, await ownerFor(c, orderId, c.req.query('t')));
      const pdf = await (await loadInvoicePdf()).renderInvoicePdf(await loadOrderInvoice(orderDeps.db, row, deps.config.publicUrl));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="invoice-${row.id.slice(0, 8).toUpperCase()}.pdf"`,
        'cache-control': 'private, no-store',
      });
    });
    return app;
  },
});
