/**
 * Analytics limits and timings (SPEC §7, §9), shared by the browser's recorder, the server's ingest and
 * its jobs, so both sides agree on them.
 */

/** SPEC §9: the browser sends a heartbeat every 10 minutes while a page stays open. */
export const ANALYTICS_HEARTBEAT_MS = 10 * 60 * 1000;
/** SPEC §9: sessions silent for over 10 minutes are stale. */
export const ANALYTICS_SESSION_STALE_MS = 10 * 60 * 1000;
/** SPEC §9: the stale-session cleanup runs every 30 minutes. */
export const ANALYTICS_STALE_CLEANUP_EVERY_MS = 30 * 60 * 1000;
/** SPEC §9: journeys are kept 7 days. */
export const ANALYTICS_JOURNEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** SPEC §7/§9: analytics records are read 500 at a time. */
export const ANALYTICS_READ_PAGE_SIZE = 500;
/** SPEC §7: analytics records are deleted in batches of 500. */
export const ANALYTICS_DELETE_BATCH_SIZE = 500;

/**
 * Raw page views, events, exits and sessions are kept this long (our choice, decision 41): long enough
 * to rebuild any roll-up of the dashboard's largest range (90 days); the roll-ups are kept for good.
 */
export const ANALYTICS_RAW_RETENTION_DAYS = 100;

/** One batch from the browser: at most this many records, and this many bytes. */
export const ANALYTICS_MAX_BATCH_ITEMS = 50;
export const ANALYTICS_MAX_BATCH_BYTES = 16 * 1024;
/** Batches a visitor may send per minute (beyond it 429; a browser sends a few). */
export const ANALYTICS_BATCHES_PER_MINUTE = 60;
/** The browser flushes its queue after this many records, or this long after the first one. */
export const ANALYTICS_FLUSH_ITEMS = 20;
export const ANALYTICS_FLUSH_DELAY_MS = 5000;
/** A journey keeps a session's first 100 pages. */
export const ANALYTICS_JOURNEY_MAX_STEPS = 100;

/** The funnel's steps, in order: the first four are recorded in the browser, `order_paid` on the server. */
export const FUNNEL_EVENTS = ['visit', 'editor_opened', 'design_saved', 'cart_add', 'order_paid'] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/**
 * The staff's journeys view follows sessions, so its funnel stops at the last step a session takes in
 * the browser (a paid order is recorded on the server, with no session).
 */
export const JOURNEY_FUNNEL_STEPS = ['visit', 'editor_opened', 'design_saved', 'cart_add', 'checkout_started'] as const;
export type JourneyFunnelStep = (typeof JOURNEY_FUNNEL_STEPS)[number];

/** Events the browser may send (anything else is refused, so the tables hold only known names). */
export const BROWSER_EVENTS = ['editor_opened', 'design_saved', 'cart_add', 'checkout_started'] as const;
export type BrowserEvent = (typeof BROWSER_EVENTS)[number];

/** The dashboard's ranges, in days. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
