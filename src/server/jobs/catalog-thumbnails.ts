import type { AppDeps } from '../deps';
import { catalogThumbnailsJob } from '../job-contracts/renders';
import { renderMissingThumbnails } from '../services/catalog/items';
import { appOriginsOf } from '../services/designs/sources';
import type { JobQueue } from './queue/queue';

/** Soon after start (the starting set was just inserted), then every 10 minutes for anything left over. */
export const CATALOG_THUMBNAILS_FIRST_RUN_MS = 1000;
export const CATALOG_THUMBNAILS_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Renders the thumbnails of library stickers and templates that have none yet (the starting set is
 * inserted without them, so the server starts at once). Safe to run twice: each thumbnail is set only
 * where it is still missing.
 */
export function registerCatalogThumbnails(queue: JobQueue, deps: Pick<AppDeps, 'config' | 'database' | 'storage'>): void {
  const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
  queue.handle(catalogThumbnailsJob, async (_payload, { signal, log }) => {
    const { rendered, failed } = await renderMissingThumbnails({ db: deps.database.db, storage: deps.storage, urls }, undefined, signal);
    if (rendered || failed.length) log.info({ rendered, failed: failed.length }, 'catalog thumbnails rendered');
  });
  queue.schedule(catalogThumbnailsJob, { everyMs: CATALOG_THUMBNAILS_INTERVAL_MS, firstRunMs: CATALOG_THUMBNAILS_FIRST_RUN_MS }, {});
}
