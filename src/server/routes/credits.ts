import { Hono } from 'hono';
import { ledgerQuerySchema } from '../../shared/api/credits';
import { creditEndpoints } from '../../shared/api/endpoints/credits';
import { MESSAGES } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { DomainError } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { query } from '../http/validation';
import { componentLog } from '../log/logger';
import { getCreditsSummary, listLedger } from '../services/credits';

/** The signed-in user's credits (header badge, /image-gen) and their own ledger (account page). */
export const creditRoutes = defineRoutes({
  prefix: '/credits',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) => {
    const { db } = deps.database;
    const router = implement(new Hono<AppEnv>().use('*', signedIn), base, creditEndpoints, {
      summary: async (_request, c) => {
        const viewer = requireViewer(c);
        try {
          return await getCreditsSummary(db, { userId: viewer.id, isAdmin: viewer.isAdmin });
        } catch (error) {
          if (error instanceof DomainError) throw error;
          // SPEC §8: the check could not be made (database unreachable, …).
          componentLog('credits').error({ error: (error as Error).message }, 'credits summary failed');
          throw new DomainError('unavailable', 'subscription_check_failed', MESSAGES.subscriptionCheckFailed);
        }
      },
    });
    // The ledger is not in the web's table: only scripts and support read it.
    return router.get('/ledger', query(ledgerQuerySchema), async (c) => {
      const viewer = requireViewer(c);
      return c.json({ entries: await listLedger(db, viewer.id, c.req.valid('query').limit) });
    });
  },
});
