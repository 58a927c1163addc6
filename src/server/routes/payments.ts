import { Hono } from 'hono';
import { cancelAtPeriodEndRequestSchema, changePlanRequestSchema, checkoutRequestSchema, testCheckoutActionSchema } from '../../shared/api/payments';
import type { AppDeps } from '../deps';
import { notFound } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { jsonBody } from '../http/validation';
import { beginCheckout } from '../services/checkout/begin';
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

/**
 * /api/payments (decision 34): start a checkout (packs, plans; the cart or a waiting order through the checkout workflow), the
 * provider's webhook (raw body, signature checked), syncSubscriptionFromStripe, the running
 * subscription's plan change and cancellation, the billing portal, and the test-mode checkout page's
 * calls (local provider only).
 */
export const paymentRoutes = defineRoutes({
  prefix: '/payments',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'paymentsDeps' | 'storage'>) => {
    const payments = deps.paymentsDeps;
    const actor = (c: Parameters<typeof requireViewer>[0]) => {
      const v = requireViewer(c);
      return { id: v.id, isAdmin: v.isAdmin, plan: v.plan };
    };
    return (
      new Hono<AppEnv>()
        // Stripe (or the local provider) calls this: no session; the signature is the authentication.
        .post('/webhook', async (c) => {
          const raw = await c.req.text();
          const outcome = await receiveWebhook(payments, raw, c.req.header('stripe-signature'));
          return c.json({ received: true, duplicate: outcome.duplicate });
        })
        .use('*', signedIn)
        .post('/checkout', jsonBody(checkoutRequestSchema), async (c) => {
          const viewer = requireViewer(c);
          const lang = c.req.header('accept-language')?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
          return c.json(
            await beginCheckout({ payments, storage: deps.storage }, { id: viewer.id, email: viewer.email, plan: viewer.plan }, { ...c.req.valid('json'), locale: lang }),
          );
        })
        .post('/sync', async (c) => c.json(await syncSubscriptionFromStripe(payments, requireViewer(c).id)))
        .get('/billing', async (c) => c.json(await billingView(payments, actor(c))))
        .post('/subscription/plan', jsonBody(changePlanRequestSchema), async (c) => {
          const body = c.req.valid('json');
          return c.json(await changePlan(payments, actor(c), body.plan, body.idempotencyKey));
        })
        .post('/subscription/cancel', jsonBody(cancelAtPeriodEndRequestSchema), async (c) => {
          const body = c.req.valid('json');
          return c.json(await setCancelAtPeriodEnd(payments, actor(c), body.cancel, body.idempotencyKey));
        })
        .post('/portal', async (c) => c.json({ url: await billingPortalUrl(payments, requireViewer(c).id) }))
        .get('/test-checkout/:id', async (c) => c.json(await viewTestCheckout(payments, requireViewer(c).id, c.req.param('id'))))
        .post('/test-checkout/:id/:action', async (c) => {
          const action = testCheckoutActionSchema.safeParse(c.req.param('action'));
          if (!action.success) throw notFound();
          return c.json(await actOnTestCheckout(payments, requireViewer(c).id, c.req.param('id'), action.data));
        })
    );
  },
});
