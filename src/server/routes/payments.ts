import { Hono } from 'hono';
import { paymentEndpoints } from '../../shared/api/endpoints/payments';
import { testCheckoutActionSchema } from '../../shared/api/payments';
import type { AppDeps } from '../deps';
import { notFound } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { clientIp } from '../http/client-ip';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { requestLanguage } from '../http/request-language';
import { defineRoutes } from '../http/route-module';
import { currentShopper, shopperForWrite } from '../http/shopper';
import { productionProof, proofWorkerOf } from '../services/cart/proof';
import { beginCheckout } from '../services/checkout/begin';
import { checkCheckoutRate } from '../services/checkout/limits';
import { appOriginsOf } from '../services/designs/sources';
import { guestAddressGroup } from '../services/guests';
import { loadInvoicePdf } from '../services/heavy-modules';
import { listAccountInvoices } from '../services/invoices/invoice-list';
import { loadOwnPurchaseInvoice, receiptReference } from '../services/invoices/purchase-receipts';
import {
  actOnTestCheckout,
  billingPortalUrl,
  billingView,
  changePlan,
  receiveWebhook,
  setCancelAtPeriodEnd,
  syncSubscriptionFromStripe,
  viewTestCheckout,
} from '../services/payments';
import { printFonts } from '../services/production/print-fonts';

/**
 * /api/payments (decision 34): start a checkout (packs, plans; the cart or a waiting order through the checkout workflow — a guest's too, decision 88), the
 * provider's webhook (raw body, signature checked), syncSubscriptionFromStripe, the running
 * subscription's plan change and cancellation, the billing portal, and the test-mode checkout page's
 * calls (local provider only).
 */
export const paymentRoutes = defineRoutes({
  prefix: '/payments',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'paymentsDeps' | 'storage' | 'database' | 'config'>, base) => {
    const payments = deps.paymentsDeps;
    // A checkout line sent without a cart line is measured for its print resolution like one added to the cart.
    const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
    const renderProof = productionProof(urls, printFonts(deps.config.googleFonts, { db: deps.database.db, storage: deps.storage }), { worker: proofWorkerOf(deps) });
    const actor = (c: Parameters<typeof requireViewer>[0]) => {
      const v = requireViewer(c);
      return { id: v.id, isAdmin: v.isAdmin, plan: v.plan };
    };
    // Stripe (or the local provider) calls this: no session; the signature is the authentication.
    const webhook = new Hono<AppEnv>().post('/webhook', async (c) => {
      const raw = await c.req.text();
      const outcome = await receiveWebhook(payments, raw, c.req.header('stripe-signature'));
      return c.json({ received: true, duplicate: outcome.duplicate });
    });
    const shopperDeps = { db: deps.database.db, config: deps.config };
    // The test-mode checkout page is a guest's too when it pays an order (decision 88).
    const payer = async (c: Parameters<typeof requireViewer>[0]) => (await currentShopper(c, shopperDeps)) ?? requireViewer(c);
    const app = implement(webhook, base, paymentEndpoints, {
      checkout: async ({ body }, c) => {
        // Orders are for guests and members alike (decision 88); packs and plans need an account.
        const shopper = body.purpose === 'order' || body.purpose === 'order-payment' ? await shopperForWrite(c, shopperDeps) : null;
        const buyer = shopper
          ? { id: shopper.id, email: shopper.isGuest && body.purpose === 'order' ? (body.order.email ?? '') : shopper.email, plan: shopper.plan, isGuest: shopper.isGuest }
          : (({ id, email, plan }) => ({ id, email, plan }))(requireViewer(c));
        // A cart checkout freezes its designs into storage: its pace is bounded per shopper and address.
        if (body.purpose === 'order') await checkCheckoutRate(payments.db, buyer.id, guestAddressGroup(clientIp(c, deps.config.trustProxy)));
        return beginCheckout({ payments, storage: deps.storage, renderProof }, buyer, { ...body, locale: requestLanguage(c) });
      },
      sync: { use: [signedIn], handler: (_request, c) => syncSubscriptionFromStripe(payments, requireViewer(c).id) },
      billing: { use: [signedIn], handler: (_request, c) => billingView(payments, actor(c)) },
      invoices: { use: [signedIn], handler: async (_request, c) => ({ invoices: await listAccountInvoices(payments.db, requireViewer(c).id) }) },
      changePlan: { use: [signedIn], handler: ({ body }, c) => changePlan(payments, actor(c), body.plan, body.idempotencyKey) },
      cancelAtPeriodEnd: { use: [signedIn], handler: ({ body }, c) => setCancelAtPeriodEnd(payments, actor(c), body.cancel, body.idempotencyKey) },
      portal: { use: [signedIn], handler: async (_request, c) => ({ url: await billingPortalUrl(payments, requireViewer(c).id) }) },
      testCheckout: async ({ params }, c) => viewTestCheckout(payments, (await payer(c)).id, params.id),
      testCheckoutAction: async ({ params }, c) => {
        const action = testCheckoutActionSchema.safeParse(params.action);
        if (!action.success) throw notFound();
        return actOnTestCheckout(payments, (await payer(c)).id, params.id, action.data);
      },
    });
    // A plan's or a credit pack's PDF invoice, a file the browser downloads by URL (outside the JSON
    // endpoint table): its owner's only, anyone else's id answers 404. Orders' invoices are under /api/orders.
    app.get('/invoices/:id/invoice.pdf', signedIn, async (c) => {
      const { receipt, invoice } = await loadOwnPurchaseInvoice(payments.db, c.req.param('id'), requireViewer(c).id, deps.config.publicUrl, requestLanguage(c));
      return c.body((await (await loadInvoicePdf()).renderInvoicePdf(invoice)) as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="invoice-${receiptReference(receipt)}.pdf"`,
        'cache-control': 'private, no-store',
      });
    });
    return app;
  },
});
