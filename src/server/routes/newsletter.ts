import { Hono } from 'hono';
import { newsletterEndpoints } from '../../shared/api/endpoints/forum';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { clientIp } from '../http/client-ip';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { confirmSubscription, subscribe, unsubscribe } from '../services/newsletter/subscribers';

/**
 * /api/newsletter: the footer's sign-up (double opt-in), the confirm link, unsubscribing
 * from the page a mail links to, and the one-click POST mail clients send (RFC 8058 List-Unsubscribe-Post).
 */
export const newsletterRoutes = defineRoutes({
  prefix: '/newsletter',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'mail' | 'config'>, base) => {
    const newsletter = { db: deps.database.db, mail: deps.mail, config: deps.config };
    const router = implement(new Hono<AppEnv>(), base, newsletterEndpoints, {
      subscribe: async ({ body }, c) => {
        await subscribe(newsletter, body, clientIp(c, deps.config.trustProxy));
        return { ok: true as const };
      },
      confirm: async ({ body }) => {
        await confirmSubscription(newsletter, body.token);
        return { ok: true as const };
      },
      unsubscribe: async ({ body }) => {
        await unsubscribe(newsletter, body.token);
        return { ok: true as const };
      },
    });
    return router.post('/one-click', async (c) => {
      // The mail client's POST carries "List-Unsubscribe=One-Click" as a form body; the token is in the URL.
      await unsubscribe(newsletter, c.req.query('token') ?? '');
      return c.json({ ok: true as const });
    });
  },
});
