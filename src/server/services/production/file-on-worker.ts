import type { ProductionQuery } from '../../../shared/api/production';
import { RetryLaterError } from '../../domain/errors';
import { enqueueJob } from '../../job-contracts/enqueue';
import { activeJobWithKey, awaitJobOutcome } from '../../job-contracts/job-result';
import { productionFileKey, renderProductionFileJob } from '../../job-contracts/renders';
import type { Actor, DesignDeps } from '../designs';
import { type DesignProductionFile, fileRequestOf, openProductionFile } from './production-file';

/** How long a download waits for a worker's build (below the usual 30–60 s proxy timeout) before "still preparing". */
export const PRODUCTION_WAIT_MS = 25_000;
export const PREPARING_RETRY_AFTER_S = 5;

export const productionPreparing = () => new RetryLaterError('production_preparing', 'The print file is still being prepared. Try again in a moment.', PREPARING_RETRY_AFTER_S);

/** What the worker's build tells the waiting download (the file itself is in the production cache). */
export interface BuiltFile {
  source: DesignProductionFile['source'];
}

/**
 * A print file for a process that does not render (ROLE=web, decision 113): from the production cache,
 * or built by a worker (`renders.production-file`) while the download waits at most PRODUCTION_WAIT_MS.
 * Past that the answer is 503 `production_preparing` with Retry-After; the build goes on, and the next
 * download of the same file joins it or finds it in the cache ("prepare, then download").
 */
export async function productionFileOnWorker(deps: DesignDeps, actor: Actor, id: string, query: ProductionQuery, thruCutName: string | undefined): Promise<DesignProductionFile> {
  const opened = await openProductionFile(deps, actor, id, fileRequestOf(query, thruCutName));
  const cached = await opened.fromFileCache();
  if (cached) return cached;
  // The design's revision is in the key: a download of a newer revision never joins an older one's build.
  const key = productionFileKey(`${opened.row.id}@${opened.row.revision}`, query);
  const jobId =
    (await enqueueJob(deps.db, renderProductionFileJob, { designId: opened.row.id, adminId: actor.id, query }, { singletonKey: key })) ?? (await activeJobWithKey(deps.db, key));
  // No job: the one holding the key finished between the two reads, so the file is in the cache.
  const built = jobId ? await awaitJobOutcome<BuiltFile>(deps.db, jobId, PRODUCTION_WAIT_MS) : { value: { source: 'file-cache' as const } };
  if (!built) throw productionPreparing();
  const made = await opened.fromFileCache();
  if (!made) throw new Error(`production file of ${opened.row.id} built but not in the cache`);
  return { ...made, source: built.value.source };
}
