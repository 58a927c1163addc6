import { Hono } from 'hono';
import { orderEndpoints } from '../../shared/api/endpoints/orders';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { repriceWithCurrentTable } from '../services/checkout/reprice';
import { renderInvoicePdf } from '../services/invoices/invoice-pdf';
import { loadOrderInvoice } from '../services/invoices/order-invoice';
import { approveAsIs, cancelOrder, reorder, uploadReplacement } from '../services/orders/actions';
import { findOwnOrder, getOrderForCustomer, listOrdersForUser } from '../services/orders/read';
import { receiveImageUpload, uploadLimitsOf } from '../services/uploads';

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
    const answer = async (orderId: string, userId: string) => ({ order: await getOrderForCustomer(orderDeps, orderId, userId) });
    const app = implement(new Hono<AppEnv>().use('*', signedIn), base, orderEndpoints, {
      mine: async (_request, c) => ({ orders: await listOrdersForUser(orderDeps, requireViewer(c).id) }),
      get: ({ params }, c) => answer(params.id, requireViewer(c).id),
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
        await approveAsIs(orderDeps, params.id, viewer.id, body.note);
        return answer(params.id, viewer.id);
      },
      uploadReplacement: async ({ params }, c) => {
        const viewer = requireViewer(c);
        // The order is checked first: nobody uploads into an order that is not theirs or not on hold.
        await getOrderForCustomer(orderDeps, params.id, viewer.id);
        const { image } = await receiveImageUpload(c.req.raw, limits);
        await uploadReplacement(orderDeps, params.id, params.itemId, viewer.id, image);
        return answer(params.id, viewer.id);
      },
    });
    // The PDF invoice, a file the browser downloads by URL (outside the JSON endpoint table); whoever may
    // open the order's page may download it, and nobody else.
    app.get('/:id/invoice.pdf', async (c) => {
      const row = await findOwnOrder(orderDeps.db, c.req.param('id'), requireViewer(c).id);
      const pdf = await renderInvoicePdf(await loadOrderInvoice(orderDeps.db, row, deps.config.publicUrl));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="invoice-${row.id.slice(0, 8).toUpperCase()}.pdf"`,
        'cache-control': 'private, no-store',
      });
    });
    return app;
  },
});
