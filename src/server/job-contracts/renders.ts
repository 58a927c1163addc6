import { z } from 'zod';
import { productionQuerySchema } from '../../shared/api/production';
import { stickerOptionsSchema } from '../../shared/sticker/spec';
import { jobType } from './job-type';

/**
 * Renders a request asks for, made by a process that renders (ROLE `all` or `worker`) when the one
 * that received the request does not (ROLE `web`, decision 113). The request waits for the job's
 * outcome (job-result.ts); the handlers are jobs/render-requests.ts, on their own queue so a shopper's
 * proof never waits behind a batch of paid orders' files.
 */

/**
 * A cart or checkout proof of a design's JSON (kept as the exact text: the shared-proof key is its
 * hash). One retry: a worker killed mid-render leaves it to another while the request still waits.
 */
export const renderProofJob = jobType('renders.proof', z.object({ userId: z.string().min(1), designJson: z.string(), options: stickerOptionsSchema }), {
  maxAttempts: 2,
  retryBaseMs: 1000,
});

/** One print file of a saved design, for an admin's download: built into the production cache. */
export const renderProductionFileJob = jobType('renders.production-file', z.object({ designId: z.string().min(1), adminId: z.string().min(1), query: productionQuerySchema }), {
  maxAttempts: 3,
  retryBaseMs: 5000,
});

/**
 * Renders the library's and templates' missing thumbnails (jobs/catalog-thumbnails.ts): scheduled, run
 * after the starting set is inserted, and after a `web` process publishes an item without drawing it.
 */
export const catalogThumbnailsJob = jobType('catalog.thumbnails', z.object({}), { maxAttempts: 3 });

/** Downloads of the same file join one job (a second click, two admins). */
export const productionFileKey = (designVersion: string, query: z.output<typeof productionQuerySchema>) =>
  `production-file:${designVersion}:${JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))}`;
