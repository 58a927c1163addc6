import { Hono } from 'hono';
import { ledgerQuerySchema } from '../../shared/api/credits';
import { MESSAGES } from '../../shared/messages';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { requireViewer } from '../http/guards';
import { check } from '../http/validate';
import { getCreditsSummary, listLedger } from '../services/credits';

/** The signed-in user's credits (header badge, /image-gen) and their own ledger (account page). */
export function creditRoutes(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/credits', async (c) => {
      const viewer = requireViewer(c);
      try {
        return c.json(await getCreditsSummary(db, { userId: viewer.id, isAdmin: viewer.isAdmin }));
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // SPEC §8: the check could not be made (database unreachable, …).
        console.error('[credits] summary failed:', (error as Error).message);
        throw new ApiError(503, 'subscription_check_failed', MESSAGES.subscriptionCheckFailed);
      }
    })
    .get('/credits/ledger', async (c) => {
      const viewer = requireViewer(c);
      const { limit } = check(ledgerQuerySchema, c.req.query());
      return c.json({ entries: await listLedger(db, viewer.id, limit) });
    });
}
