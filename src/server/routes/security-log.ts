import { Hono } from 'hono';
import { securityLogSchema } from '../../shared/api/schemas';
import type { AppDeps } from '../deps';
import { rateLimited } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { jsonBody } from '../http/validation';
import { hitCounter } from '../services/security/rate-counter';

/** Client events per address per minute; beyond it the endpoint answers 429. */
export const CLIENT_SECURITY_EVENTS_PER_MINUTE = 30;

/**
 * The worst severity a browser's report is stored with: anyone (a guest too) can send one, so it may
 * not raise the alarms kept for what the server itself sees as critical. What was claimed is kept.
 */
const CLIENT_SEVERITY_CAP = 'high';

/** POST /api/security-log: security events the browser reports (admins read them at /api/admin/security-logs). */
export const securityLogRoutes = defineRoutes({
  prefix: '/security-log',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'securityLog' | 'config'>) =>
    new Hono<AppEnv>().post(
      '/',
      async (c, next) => {
        // Counted before the body is read, so a flood of bad bodies is limited too.
        const count = await hitCounter(deps.database.db, `security-log:${clientIp(c, deps.config.trustProxy)}`, 60_000);
        if (count > CLIENT_SECURITY_EVENTS_PER_MINUTE) throw rateLimited('Too many requests. Please wait a moment.');
        await next();
      },
      jsonBody(securityLogSchema),
      async (c) => {
        const input = c.req.valid('json');
        const ip = clientIp(c, deps.config.trustProxy);
        const details = JSON.stringify(input.details ?? {}).length > 4000 ? { truncated: true } : (input.details ?? {});
        const capped = input.severity === 'critical';
        await deps.securityLog.log({
          event: `client:${input.event}`,
          severity: capped ? CLIENT_SEVERITY_CAP : input.severity,
          details: { ...details, ip, ...(capped ? { reportedSeverity: input.severity } : {}) },
          userAgent: c.req.header('user-agent'),
          url: input.url ?? c.req.header('referer') ?? null,
          userId: c.get('viewer')?.id ?? null,
        });
        return c.json({ ok: true }, 201);
      },
    ),
});
