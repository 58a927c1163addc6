import { Hono } from 'hono';
import { adminCustomOrderQuoteEndpoints } from '../../../shared/api/endpoints/custom-order-quotes';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { componentLog } from '../../log/logger';
import { productionProof, proofWorkerOf } from '../../services/cart/proof';
import { customOrderQuoteEmail } from '../../services/custom-orders/emails';
import { quoteCustomOrder, quoteForAdmin, storeQuoteArt } from '../../services/custom-orders/quotes';
import { appOriginsOf } from '../../services/designs/sources';
import { printFonts } from '../../services/production/print-fonts';
import { receiveImageUpload, uploadLimitsOf } from '../../services/uploads';

/** /api/admin/custom-orders/:id/quote: the request's quote, art for it, and quoting (the customer is mailed the quote's page). */
export const adminCustomOrderQuoteRoutes = defineRoutes({
  prefix: '/custom-orders',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'mail'>, base) => {
    const quoteDeps = { db: deps.database.db, storage: deps.storage };
    const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
    const renderProof = productionProof(urls, printFonts(deps.config.googleFonts, quoteDeps), { worker: proofWorkerOf(deps) });
    const limits = uploadLimitsOf(deps.config);
    return implement(new Hono<AppEnv>(), base, adminCustomOrderQuoteEndpoints, {
      get: async ({ params }) => ({ quote: await quoteForAdmin(quoteDeps, params.id) }),
      art: async ({ params }, c) => {
        const { image } = await receiveImageUpload(c.req.raw, limits);
        return storeQuoteArt(quoteDeps, params.id, image);
      },
      quote: async ({ params, body }) => {
        const { contactEmail, name, quote } = await quoteCustomOrder({ ...quoteDeps, renderProof }, params.id, body);
        // The quote stands whatever the mail does; the admin sees the mail in the outbox.
        await deps.mail
          .send(customOrderQuoteEmail(contactEmail, name, quote, `${deps.config.publicUrl}/custom-order/quote/${quote.requestId}?revision=${quote.revision}`))
          .catch((error: unknown) => componentLog('custom-order').warn({ error: (error as Error).message }, 'quote e-mail failed'));
        return { quote };
      },
    });
  },
});
