import type { AppDeps } from '../deps';
import { sweepForumAttachmentsJob } from '../job-contracts/forum';
import { sweepForumAttachments } from '../services/forum/attachment-sweep';
import type { JobQueue } from './queue/queue';

/**
 * Post images nothing shows any more (decision 106): at once when a post or thread is deleted (the
 * deletion enqueues this job), and every hour for drafts never posted. A run does bounded work; a
 * backlog is finished by the next runs.
 */
export function registerSweepForumAttachments(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'storage'>) {
  queue
    .handle(sweepForumAttachmentsJob, async (_payload, { log }) => {
      const r = await sweepForumAttachments({ db: deps.database.db, storage: deps.storage });
      if (r.removed + r.drafts > 0) log.info(r, 'swept forum post images');
    })
    .schedule(sweepForumAttachmentsJob, { everyMs: 60 * 60 * 1000, firstRunMs: 3 * 60 * 1000 }, {});
}
