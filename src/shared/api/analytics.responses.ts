import { z } from 'zod';
import { FUNNEL_EVENTS } from '../analytics/constants';

/** Answers of /api/analytics… and /api/admin/analytics… (the contract: endpoints/analytics.ts). */

export const analyticsBatchResponseSchema = z.object({
  /** Records stored: 0 when the request was left out (a bot, Do Not Track, Global Privacy Control). */
  accepted: z.number().int(),
});

const daySchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  salesCents: z.number().int(),
  orders: z.number().int(),
  visits: z.number().int(),
  pageViews: z.number().int(),
  newUsers: z.number().int(),
  generations: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof daySchema>;

export const analyticsOverviewSchema = z.object({
  range: z.number().int(),
  /** First day of the range (UTC, YYYY-MM-DD): the lists behind the figures filter from it. */
  since: z.string(),
  currency: z.literal('CAD'),
  sales: z.object({
    todayCents: z.number().int(),
    yesterdayCents: z.number().int(),
    rangeCents: z.number().int(),
    orders: z.number().int(),
    averageOrderCents: z.number().int(),
  }),
  users: z.object({ newUsers: z.number().int(), verifiedUsers: z.number().int() }),
  generations: z.number().int(),
  /** Sessions heard from in the last 10 minutes. */
  activeSessions: z.number().int(),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_EVENTS), count: z.number().int() })),
  series: z.array(daySchema),
  topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
