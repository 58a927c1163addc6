import type { AppDeps } from '../deps';
import { orderProductionJob } from '../job-contracts/orders';
import { appOriginsOf } from '../services/designs/sources';
import { markProductionFailed, type RenderProduction, renderOrderProduction } from '../services/orders/production';
import { printFonts } from '../services/production/print-fonts';
import type { JobQueue } from './queue/queue';

/**
 * A paid order's production files (services/orders/production.ts). Enqueued with the payment, in its
 * transaction; a failure is retried with backoff (6 runs, from 30 s), and once they are spent the
 * order's lines show as failed to admins, who can retry the job from the order's page.
 */
export function registerOrderProduction(queue: JobQueue, deps: Pick<AppDeps, 'database' | 'storage' | 'config'>, options: { render?: RenderProduction } = {}) {
  const productionDeps = {
    db: deps.database.db,
    storage: deps.storage,
    urls: { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl },
    render: options.render,
    // The customer's fonts, as their proof was rendered (printed as seen, never substituted).
    fonts: printFonts(deps.config.googleFonts, { db: deps.database.db, storage: deps.storage }),
  };
  queue.handle(orderProductionJob, async ({ orderId }, context) => {
    try {
      const { rendered } = await renderOrderProduction(productionDeps, orderId);
      if (rendered) console.log(`[jobs] production files of order ${orderId.slice(0, 8)}: ${rendered} line(s)`);
    } catch (error) {
      if (context.attempt >= orderProductionJob.maxAttempts) await markProductionFailed(productionDeps, orderId);
      throw error;
    }
  });
}
