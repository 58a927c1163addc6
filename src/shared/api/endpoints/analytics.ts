import { analyticsBatchSchema, analyticsOverviewQuerySchema } from '../analytics';
import { analyticsBatchResponseSchema, analyticsOverviewSchema } from '../analytics.responses';
import { defineEndpoint } from '../endpoint';

/**
 * Analytics (decision 41): the recorder's batches (sent with sendBeacon by src/web/analytics, not
 * through `call`, so a page leaving does not cancel it) and the admin dashboard's figures.
 */
export const analyticsEndpoints = {
  batch: defineEndpoint({ method: 'POST', path: '/api/analytics/batch', body: analyticsBatchSchema, response: analyticsBatchResponseSchema }),
  overview: defineEndpoint({ method: 'GET', path: '/api/admin/analytics/overview', query: analyticsOverviewQuerySchema, response: analyticsOverviewSchema }),
};
