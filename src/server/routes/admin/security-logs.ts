import { Hono } from 'hono';
import { securityLogFilterSchema } from '../../../shared/api/admin';
import type { AppDeps } from '../../deps';
import { notFound } from '../../domain/errors';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { query } from '../../http/validation';
import { getSecurityLog, listSecurityLogs } from '../../services/security/security-log-queries';
import { recentWebhookDeliveries } from '../../services/security/webhook-deliveries';

/** /api/admin/security-logs: events with filters (newest 500), one event, and the webhook's deliveries. */
export const adminSecurityLogRoutes = defineRoutes({
  prefix: '/security-logs',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'config'>) => {
    const { db } = deps.database;
    return new Hono<AppEnv>()
      .get('/', query(securityLogFilterSchema, { blankIsAbsent: ['event', 'severity', 'minSeverity', 'userId', 'from', 'to'] }), async (c) =>
        c.json({ logs: await listSecurityLogs(db, c.req.valid('query')) }),
      )
      .get('/webhook', async (c) => c.json({ configured: Boolean(deps.config.securityWebhookUrl), ...(await recentWebhookDeliveries(db)) }))
      .get('/:id', async (c) => {
        const log = await getSecurityLog(db, c.req.param('id'));
        if (!log) throw notFound('No such security event.');
        return c.json({ log });
      });
  },
});
