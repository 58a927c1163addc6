import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { securityLogSchema } from '../../shared/api/schemas';
import { securityLogs } from '../db/schema';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { requireAdmin } from '../http/guards';
import { readJson } from '../http/validate';
import { hitCounter } from '../services/security/rate-counter';

/** Client events per address per minute; beyond it the endpoint answers 429. */
export const CLIENT_SECURITY_EVENTS_PER_MINUTE = 30;

export function securityLogRoutes(deps: Pick<AppDeps, 'database' | 'securityLog' | 'config'>) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .post('/security-log', async (c) => {
      const ip = clientIp(c, deps.config.trustProxy);
      const count = await hitCounter(db, `security-log:${ip}`, 60_000);
      if (count > CLIENT_SECURITY_EVENTS_PER_MINUTE) throw new ApiError(429, 'rate_limited', 'Too many requests. Please wait a moment.');
      const input = await readJson(c, securityLogSchema);
      const details = JSON.stringify(input.details ?? {}).length > 4000 ? { truncated: true } : (input.details ?? {});
      await deps.securityLog.log({
        event: `client:${input.event}`,
        severity: input.severity,
        details: { ...details, ip },
        userAgent: c.req.header('user-agent'),
        url: input.url ?? c.req.header('referer') ?? null,
        userId: c.get('viewer')?.id ?? null,
      });
      return c.json({ ok: true }, 201);
    })
    .get('/admin/security-logs', async (c) => {
      requireAdmin(c);
      const rows = await db.select().from(securityLogs).orderBy(desc(securityLogs.timestamp)).limit(500);
      return c.json({ logs: rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() })) });
    });
}
