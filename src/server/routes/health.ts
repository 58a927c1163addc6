import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import type { AppEnv } from '../http/env';

export function healthRoutes(deps: Pick<AppDeps, 'database'>) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    await deps.database.db.execute(sql`SELECT 1`);
    return c.json({ ok: true, db: deps.database.kind });
  });
}
