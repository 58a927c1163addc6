import type { AppDeps } from '../deps';
import { recordJobOutcome } from '../job-contracts/job-result';
import { renderProductionFileJob, renderProofJob } from '../job-contracts/renders';
import { productionProof } from '../services/cart/proof';
import { proofResultOf } from '../services/cart/proof-on-worker';
import { appOriginsOf } from '../services/designs/sources';
import { designProductionFile } from '../services/production/design-production';
import type { BuiltFile } from '../services/production/file-on-worker';
import { printFonts } from '../services/production/print-fonts';
import { fileRequestOf } from '../services/production/production-file';
import { JobQueue, type JobQueueOptions } from './queue/queue';

/**
 * Renders requests wait for (decision 113): a `web` process's cart proofs and admin print-file
 * downloads, drawn here with the same bounds as in a serving process (the proof queue, the production
 * slot). Their own queue, polled often and two at a time: a paid order's files (the main queue, up to
 * four jobs waiting on the one production slot) must never stand between a shopper and a proof.
 */
export function createRenderRequestQueue(deps: Pick<AppDeps, 'config' | 'database' | 'storage'>, options: Partial<JobQueueOptions> = {}): JobQueue {
  const queue = new JobQueue({ db: deps.database.db, concurrency: 2, pollMs: 200, ...options });
  const { db } = deps.database;
  const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
  const fonts = printFonts(deps.config.googleFonts, { db, storage: deps.storage });
  // Rendered here, in this process's proof queue (one at a time, bounded waits: a full queue answers proofs_busy).
  const proof = productionProof(urls, fonts);
  const designDeps = { db, storage: deps.storage, maxPixels: deps.config.storage.uploadMaxPixels, urls, ...fonts };
  queue.handle(renderProofJob, ({ userId, designJson, options: lineOptions }, context) =>
    recordJobOutcome(db, context.jobId, async () => proofResultOf(await proof(userId, designJson, lineOptions))),
  );
  queue.handle(renderProductionFileJob, ({ designId, adminId, query }, context) =>
    recordJobOutcome(db, context.jobId, async (): Promise<BuiltFile> => {
      const made = await designProductionFile(designDeps, { id: adminId, isAdmin: true }, designId, fileRequestOf(query, deps.config.production.thruCutName));
      return { source: made.source };
    }),
  );
  return queue;
}
