import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import type { AppEnv } from '../http/env';

/** How long one database ping answers for: load balancers poll health often, the database need not. */
export const HEALTH_PING_TTL_MS = 1000;

export function healthRoutes(deps: Pick<AppDeps, 'database'>) {
  let lastPing = 0;
  let inFlight: Promise<void> | null = null;
  const ping = () => {
    if (Date.now() - lastPing < HEALTH_PING_TTL_MS) return Promise.resolve();
    inFlight ??= deps.database.db
      .execute(sql`SELECT 1`)
      .then(() => {
        lastPing = Date.now();
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  return new Hono<AppEnv>().get('/health', async (c) => {
    await ping();
    return c.json({ ok: true, db: deps.database.kind });
  });
}
