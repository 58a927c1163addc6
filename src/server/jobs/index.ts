import type { AppDeps } from '../deps';
import { registerAdminRetention } from './admin-retention';
import { registerAnalyticsJobs } from './analytics';
import { registerCatalogThumbnails } from './catalog-thumbnails';
import { registerExpireDesigns } from './expire-designs';
import { registerExpireHolds } from './expire-holds';
import { registerExpireUnpaidOrders } from './expire-unpaid-orders';
import { registerLatePaymentRefund } from './late-payment-refund';
import { registerNewsletterSend } from './newsletter-send';
import { registerNotificationMail } from './notification-mail';
import { registerOrderMail } from './order-mail';
import { registerOrderProduction } from './order-production';
import { registerPgliteMaintenance } from './pglite-maintenance';
import { registerPruneJobs } from './prune-jobs';
import { JobQueue, type JobQueueOptions } from './queue/queue';
import { registerReceiptMail } from './receipt-mail';
import { registerReconcileCheckouts } from './reconcile-checkouts';
import { registerRecordTax } from './record-tax';
import { registerRedeliverTestEvents } from './redeliver-test-events';
import { registerSweepCartProofs } from './sweep-cart-proofs';
import { registerSweepForumAttachments } from './sweep-forum-attachments';
import { registerSweepGenerations } from './sweep-generations';

/**
 * The server's job queue with every job it runs. A new job: a file here with its `register…` function
 * (handler, and schedule if it recurs), called below. A job a service enqueues declares its `jobType`
 * in src/server/job-contracts, and the service calls `enqueueJob` (job-contracts/enqueue.ts), in its
 * own transaction if it has one; a job only its schedule starts may declare its type here.
 */
export function createJobQueue(
  deps: Pick<AppDeps, 'config' | 'database' | 'storage' | 'mail' | 'orderPayments' | 'payments' | 'paymentsDeps'>,
  options: Partial<JobQueueOptions> = {},
): JobQueue {
  const queue = new JobQueue({ db: deps.database.db, ...options });
  // SPEC §4: expired non-favourite designs are deleted every 10 minutes.
  registerExpireDesigns(queue, deps);
  // Generations left pending by a killed server are refunded (at start, then every minute).
  registerSweepGenerations(queue, deps.database, { timeoutMs: deps.config.credits.generationPendingTimeoutMs });
  // PGlite has no autovacuum: planner statistics and dead rows are seen to every 15 minutes.
  registerPgliteMaintenance(queue, deps.database);
  registerPruneJobs(queue, deps.database);
  // Orders: a paid order's production files, and the customer's mail at each change.
  registerOrderProduction(queue, deps);
  registerOrderMail(queue, deps);
  // Plans' paid months and credit packs: their receipt with its invoice.
  registerReceiptMail(queue, deps);
  // Analytics: roll-ups, SPEC §9's stale-session cleanup, journeys' 7 days.
  registerAnalyticsJobs(queue, { database: deps.database, now: options.now });
  // The admin audit log and the security webhook's deliveries past their retention (decision 62).
  registerAdminRetention(queue, { config: deps.config, database: deps.database, now: options.now });
  // A payment that arrives for an order cancelled meanwhile is given back (decision 40).
  registerLatePaymentRefund(queue, deps);
  // Orders left unpaid past their time are cancelled and their snapshots deleted.
  registerExpireUnpaidOrders(queue, deps);
  // Orders on hold past the answer's deadline are cancelled and refunded.
  registerExpireHolds(queue, deps);
  // With Stripe Tax, a paid order's calculation becomes a Tax Transaction.
  registerRecordTax(queue, deps);
  // Checkouts whose payment news never arrived are re-read from the provider (issue 32).
  registerReconcileCheckouts(queue, deps);
  // The test-mode provider's events that a crash or a failure kept from the webhook handler.
  registerRedeliverTestEvents(queue, deps);
  // Cart proofs no line points at any more, after a day's grace (decision 40).
  registerSweepCartProofs(queue, deps);
  // Images of deleted forum posts, and drafts never posted (decision 106).
  registerSweepForumAttachments(queue, deps);
  // Library stickers and templates: thumbnails of the starting set and anything left unrendered.
  registerCatalogThumbnails(queue, deps);
  // The community: a notification's e-mail, when the member wants that kind by e-mail.
  registerNotificationMail(queue, deps);
  // Newsletter issues, mailed to confirmed subscribers.
  registerNewsletterSend(queue, deps);
  return queue;
}
