import { Hono } from 'hono';
import { adminEndpoints as table } from '../../../shared/api/endpoints/admin';
import type { AppDeps } from '../../deps';
import { notFound } from '../../domain/errors';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { getSecurityLog, listSecurityLogs } from '../../services/security/security-log-queries';
import { recentWebhookDeliveries } from '../../services/security/webhook-deliveries';

/** /api/admin/security-logs: events with filters (newest 500), one event, and the webhook's deliveries. */
export const adminSecurityLogRoutes = defineRoutes({
  prefix: '/security-logs',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'config'>, base) => {
    const { db } = deps.database;
    const { securityLogs, webhookDeliveries, securityLog } = table;
    return implement(
      new Hono<AppEnv>(),
      base,
      { securityLogs, webhookDeliveries, securityLog },
      {
        securityLogs: {
          blankIsAbsent: ['event', 'severity', 'minSeverity', 'userId', 'from', 'to'],
          handler: async ({ query }) => ({ logs: await listSecurityLogs(db, query) }),
        },
        webhookDeliveries: async () => ({ configured: Boolean(deps.config.securityWebhookUrl), ...(await recentWebhookDeliveries(db)) }),
        securityLog: async ({ params }) => {
          const log = await getSecurityLog(db, params.id);
          if (!log) throw notFound('No such security event.');
          return { log };
        },
      },
    );
  },
});
