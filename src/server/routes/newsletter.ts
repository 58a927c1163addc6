import { Hono } from 'hono';
import { newsletterTokenSchema, subscribeSchema } from '../../shared/api/newsletter';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { jsonBody } from '../http/validation';
import { confirmSubscription, subscribe, unsubscribe } from '../services/newsletter/subscribers';

/**
 * /api/newsletter (issue 18): the footer's sign-up (double opt-in), the confirm link, unsubscribing
 * from the page a mail links to, and the one-click POST mail clients send (RFC 8058 List-Unsubscribe-Post).
 */
export const newsletterRoutes = defineRoutes({
  prefix: '/newsletter',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'mail' | 'config'>) => {
    const newsletter = { db: deps.database.db, mail: deps.mail, config: deps.config };
    return new Hono<AppEnv>()
      .post('/subscribe', jsonBody(subscribeSchema), async (c) => {
        await subscribe(newsletter, c.req.valid('json'), clientIp(c, deps.config.trustProxy));
        return c.json({ ok: true as const });
      })
      .post('/confirm', jsonBody(newsletterTokenSchema), async (c) => {
        await confirmSubscription(newsletter, c.req.valid('json').token);
        return c.json({ ok: true as const });
      })
      .post('/unsubscribe', jsonBody(newsletterTokenSchema), async (c) => {
        await unsubscribe(newsletter, c.req.valid('json').token);
        return c.json({ ok: true as const });
      })
      .post('/one-click', async (c) => {
        // The mail client's POST carries "List-Unsubscribe=One-Click" as a form body; the token is in the URL.
        await unsubscribe(newsletter, c.req.query('token') ?? '');
        return c.json({ ok: true as const });
      });
  },
});
