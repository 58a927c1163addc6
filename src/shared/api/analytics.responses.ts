import { z } from 'zod';
import { FUNNEL_EVENTS, JOURNEY_FUNNEL_STEPS } from '../analytics/constants';
import { SHOP_CURRENCY } from '../money';

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
  currency: z.literal(SHOP_CURRENCY),
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

/** One session's journey: the pages in the order seen (its first 100), no visitor code, no address. */
export const journeySchema = z.object({
  sessionId: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** From the first record to the last heard (heartbeats included). */
  durationMs: z.number().int(),
  /** False while the session is still active (heard from in the last 10 minutes). */
  ended: z.boolean(),
  device: z.enum(['phone', 'tablet', 'desktop']).nullable(),
  language: z.string().nullable(),
  referrerHost: z.string().nullable(),
  steps: z.array(z.string()),
  entryPath: z.string(),
  exitPath: z.string(),
  /** The funnel steps this session took (editor_opened, design_saved, cart_add, checkout_started). */
  events: z.array(z.string()),
});
export type Journey = z.infer<typeof journeySchema>;

export const journeysResponseSchema = z.object({
  journeys: z.array(journeySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type JourneysResponse = z.infer<typeof journeysResponseSchema>;

export const exitPageSchema = z.object({
  path: z.string(),
  /** Times the page was seen in the journeys. */
  views: z.number().int(),
  /** Journeys that started here, and that ended here. */
  entries: z.number().int(),
  exits: z.number().int(),
  /** exits ÷ views (0–1). */
  exitRate: z.number(),
  /** Journeys of this page alone. */
  bounces: z.number().int(),
  /** The average time the page was shown before it was left, from the page exits recorded; null if none. */
  averageTimeMs: z.number().int().nullable(),
});
export type ExitPage = z.infer<typeof exitPageSchema>;

export const funnelDropOffSchema = z.object({
  step: z.enum(JOURNEY_FUNNEL_STEPS),
  sessions: z.number().int(),
  /** Sessions of the step before that did not take this one (0 for the first step). */
  dropOff: z.number().int(),
  /** dropOff ÷ the step before's sessions (0–1). */
  dropOffRate: z.number(),
});
export type FunnelDropOff = z.infer<typeof funnelDropOffSchema>;

export const pageExitsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  sessions: z.number().int(),
  pageViews: z.number().int(),
  /** Sessions of one page. */
  bounces: z.number().int(),
  pages: z.array(exitPageSchema),
  funnel: z.array(funnelDropOffSchema),
});
export type PageExitsResponse = z.infer<typeof pageExitsResponseSchema>;
