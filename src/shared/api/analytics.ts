import { z } from 'zod';
import { ANALYTICS_MAX_BATCH_ITEMS, ANALYTICS_RANGES, BROWSER_EVENTS } from '../analytics/constants';

/**
 * POST /api/analytics/batch: what the browser's recorder sends (decision 41). Times are ages ("this
 * happened `ageMs` before the batch was sent") so a wrong clock in the browser cannot misplace them; the
 * server subtracts them from its own time. Answers in analytics.responses.ts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ageMs = z.number().int().min(0).max(DAY_MS);
/** A path of this site (no query string or fragment: they may carry personal data). */
const pathSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^\/[^?#\s]*$/, 'a path of this site, without query string');

export const analyticsItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pageview'), path: pathSchema, ageMs, referrer: z.string().max(253).optional() }).strict(),
  z.object({ type: z.literal('event'), name: z.enum(BROWSER_EVENTS), path: pathSchema, ageMs }).strict(),
  z.object({ type: z.literal('exit'), path: pathSchema, ageMs, durationMs: z.number().int().min(0).max(DAY_MS) }).strict(),
  z.object({ type: z.literal('heartbeat'), ageMs }).strict(),
]);
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;

export const analyticsBatchSchema = z
  .object({
    items: z.array(analyticsItemSchema).min(1).max(ANALYTICS_MAX_BATCH_ITEMS),
    /** The window's width in CSS pixels: only its class (phone, tablet, desktop) is kept. */
    screenWidth: z.number().int().min(0).max(20_000).optional(),
    /** The page's language (en, zh). */
    language: z.string().max(16).optional(),
  })
  .strict();
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** GET /api/admin/analytics/overview?range=7|30|90 */
export const analyticsOverviewQuerySchema = z
  .object({
    range: z
      .enum(ANALYTICS_RANGES.map(String) as ['7', '30', '90'])
      .default('7')
      .transform(Number),
  })
  .strict();
export type AnalyticsOverviewQuery = z.input<typeof analyticsOverviewQuerySchema>;

/** The device classes a session may have (only the class of the window's width is kept). */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;

/** Journeys are listed this many to a page (the reads stay under SPEC §7's 500). */
export const JOURNEYS_PAGE_SIZE = 50;
/** The exits table shows the pages seen most, at most this many. */
export const EXIT_PAGES_LIMIT = 100;

const instant = z.iso.datetime({ offset: true });
/** The staff's filters of journeys and page exits: a time range (default: the 7 days journeys are kept), a device class, a page. */
const journeyFilterShape = {
  from: instant.optional(),
  to: instant.optional(),
  device: z.enum(DEVICE_CLASSES).optional(),
  /** Only journeys that went through this page. */
  path: pathSchema.optional(),
};
const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to);
const rangeMessage = { message: "'from' must not be after 'to'.", path: ['from'] };

/** GET /api/admin/analytics/journeys?from=&to=&device=&path=&cursor=: sessions' journeys, newest first, a page at a time. */
export const journeysQuerySchema = z
  .object({ ...journeyFilterShape, cursor: z.string().max(200).optional() })
  .strict()
  .refine(fromNotAfterTo, rangeMessage);
export type JourneysQuery = z.input<typeof journeysQuerySchema>;

/** GET /api/admin/analytics/exits?from=&to=&device=&path=: entries, exits and exit rate per page, and the funnel's drop-off. */
export const pageExitsQuerySchema = z.object(journeyFilterShape).strict().refine(fromNotAfterTo, rangeMessage);
export type PageExitsQuery = z.input<typeof pageExitsQuerySchema>;
