import { analyticsBatchSchema, analyticsOverviewQuerySchema, journeysQuerySchema, pageExitsQuerySchema } from '../analytics';
import { analyticsBatchResponseSchema, analyticsOverviewSchema, journeysResponseSchema, pageExitsResponseSchema } from '../analytics.responses';
import { defineEndpoint } from '../endpoint';

/**
 * Analytics (decision 41): the recorder's batches (sent with sendBeacon by src/web/analytics, not
 * through `call`, so a page leaving does not cancel it) the admin dashboard's figures, and the journeys and page exits.
 */
export const analyticsEndpoints = {
  batch: defineEndpoint({ method: 'POST', path: '/api/analytics/batch', body: analyticsBatchSchema, response: analyticsBatchResponseSchema, status: 202 }),
  overview: defineEndpoint({ method: 'GET', path: '/api/admin/analytics/overview', query: analyticsOverviewQuerySchema, response: analyticsOverviewSchema }),
  journeys: defineEndpoint({ method: 'GET', path: '/api/admin/analytics/journeys', query: journeysQuerySchema, response: journeysResponseSchema }),
  exits: defineEndpoint({ method: 'GET', path: '/api/admin/analytics/exits', query: pageExitsQuerySchema, response: pageExitsResponseSchema }),
};
