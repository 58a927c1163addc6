import { Hono } from 'hono';
import { ANALYTICS_BATCHES_PER_MINUTE, ANALYTICS_MAX_BATCH_BYTES } from '../../shared/analytics/constants';
import { analyticsEndpoints } from '../../shared/api/endpoints/analytics';
import type { AppDeps } from '../deps';
import { rateLimited } from '../domain/errors';
import { clientIp } from '../http/client-ip';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { ingestBatch } from '../services/analytics/ingest';
import { isLeftOut } from '../services/analytics/left-out';
import { addressKey, saltOfDay, visitorHash } from '../services/analytics/visitor';
import { hitCounter } from '../services/security/rate-counter';

/**
 * POST /api/analytics/batch: the browser's recorder (src/web/analytics) sends its records here with
 * sendBeacon — labelled text/plain, hence `optionalJsonBody`, which reads any label — (decision 41).
 * Bots and browsers with Do Not Track or Global Privacy Control are answered 202 with nothing stored;
 * the address is only ever hashed with the day's salt (visitor and rate-limit key), never stored.
 */
export const analyticsRoutes = defineRoutes({
  prefix: '/analytics',
  bodyLimit: ANALYTICS_MAX_BATCH_BYTES,
  routes: (deps: Pick<AppDeps, 'database' | 'config'>, base) =>
    implement(
      new Hono<AppEnv>(),
      base,
      { batch: analyticsEndpoints.batch },
      {
        batch: {
          use: [
            async (c, next) => {
              const userAgent = c.req.header('user-agent');
              if (isLeftOut({ userAgent, dnt: c.req.header('dnt'), gpc: c.req.header('sec-gpc') })) return c.json({ accepted: 0 }, 202);
              const salt = await saltOfDay(deps.database.db, new Date());
              // Counted before the body is read, so a flood of bad bodies is limited too.
              const count = await hitCounter(deps.database.db, addressKey(salt, clientIp(c, deps.config.trustProxy)), 60_000);
              if (count > ANALYTICS_BATCHES_PER_MINUTE) throw rateLimited('Too many requests. Please wait a moment.');
              await next();
            },
          ],
          bodyMayBeEmpty: true,
          handler: async ({ body }, c) => {
            const now = new Date();
            const site = new URL(c.req.url).host.toLowerCase();
            const hash = visitorHash(await saltOfDay(deps.database.db, now), site, clientIp(c, deps.config.trustProxy), c.req.header('user-agent') ?? '');
            return { accepted: await ingestBatch(deps.database.db, { batch: body, visitorHash: hash, site, now }) };
          },
        },
      },
    ),
});
