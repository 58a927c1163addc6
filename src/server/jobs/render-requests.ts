import type { AppDeps } from '../deps';
import { type JobOutcome, recordJobOutcome } from '../job-contracts/job-result';
import { renderProductionFileJob, renderProofJob } from '../job-contracts/renders';
import type { EventLog } from '../log/logger';
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
  // One line per render: which request's job, and whether it was drawn or refused (the refusal's code).
  const logged = (outcome: JobOutcome<unknown>, log: EventLog, started: number) =>
    log.info({ outcome: outcome.ok ? 'drawn' : outcome.error.code, ms: Math.round(performance.now() - started) }, 'rendered for a request');
  queue.handle(renderProofJob, async ({ userId, designJson, options: lineOptions }, { jobId, log }) => {
    const started = performance.now();
    logged(await recordJobOutcome(db, jobId, async () => proofResultOf(await proof(userId, designJson, lineOptions))), log, started);
  });
  queue.handle(renderProductionFileJob, async ({ designId, adminId, query }, { jobId, log }) => {
    const started = performance.now();
    const outcome = await recordJobOutcome(db, jobId, async (): Promise<BuiltFile> => {
      const made = await designProductionFile(designDeps, { id: adminId, isAdmin: true }, designId, fileRequestOf(query, deps.config.production.thruCutName));
      return { source: made.source };
    });
    logged(outcome, log, started);
  });
  return queue;
}
