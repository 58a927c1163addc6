import type { ProductionFailure } from '../../shared/api/orders';
import type { AppDeps } from '../deps';
import { orderProductionJob } from '../job-contracts/orders';
import { appOriginsOf } from '../services/designs/sources';
import { markProductionFailed, type RenderProduction, renderOrderProduction, type UndrawableLine } from '../services/orders/production';
import { printFonts } from '../services/production/print-fonts';
import { PermanentJobError } from './queue/handler';
import type { JobQueue } from './queue/queue';

const FAILURE_LABEL: Record<ProductionFailure['code'], string> = { art_not_drawable: 'cannot be drawn', art_missing: 'is missing' };

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
    let undrawable: UndrawableLine[];
    try {
      const result = await renderOrderProduction(productionDeps, orderId);
      undrawable = result.undrawable;
      if (result.rendered) context.log.info({ orderId, lines: result.rendered }, 'production files rendered');
    } catch (error) {
      if (context.attempt >= orderProductionJob.maxAttempts) await markProductionFailed(productionDeps, orderId);
      throw error;
    }
    // The lines are already marked failed with the art named; the job fails too, so the shop sees it,
    // and is not retried (the same design fails the same way until it is fixed or replaced).
    if (undrawable.length)
      throw new PermanentJobError(
        `No file made without the art: ${undrawable.map(({ position, failure }) => `line ${position + 1} (${failure.objects.join(', ')}) ${FAILURE_LABEL[failure.code]}`).join('; ')}. Replace the image and retry.`,
      );
  });
}
