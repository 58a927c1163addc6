import type { AppDeps } from '../deps';
import { newsletterSendJob } from '../job-contracts/newsletter';
import { sendIssue } from '../services/newsletter/issues';
import type { JobQueue } from './queue/queue';

/** An admin's newsletter issue, mailed after the request (safe to run again: deliveries are recorded). */
export function registerNewsletterSend(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'mail' | 'config'>) {
  queue.handle(newsletterSendJob, async ({ issueId }) => {
    await sendIssue({ db: deps.database.db, mail: deps.mail, config: deps.config }, issueId);
  });
}
