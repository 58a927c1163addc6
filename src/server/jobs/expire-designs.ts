import { and, eq, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { designs } from '../db/schema';
import { jobType } from '../job-contracts/job-type';
import type { StoragePort } from '../providers/storage/types';
import { removeDesignFiles } from '../services/designs';
import type { JobQueue } from './queue/queue';

export const EXPIRE_DESIGNS_INTERVAL_MS = 10 * 60 * 1000;
export const EXPIRE_DESIGNS_FIRST_RUN_MS = 30 * 1000;
const BATCH = 200;

export const expireDesignsJob = jobType('designs.expire', z.object({}), { maxAttempts: 3 });

type ExpireDeps = { database: Pick<Database, 'db'>; storage: StoragePort };

export interface ExpireResult {
  deleted: number;
  filesDeleted: number;
}

/**
 * SPEC §4: non-favourite designs past expiresAt are deleted with their files (folder and thumbnail), in
 * batches of 200. Rows go first (each batch one DELETE), files after: a kill in between leaves
 * unreferenced files, never a design without its file. One instance at a time: the job queue's schedule.
 */
export async function expireDesigns(deps: ExpireDeps, now = new Date()): Promise<ExpireResult> {
  const { db } = deps.database;
  const result: ExpireResult = { deleted: 0, filesDeleted: 0 };
  for (;;) {
    const due = db
      .select({ id: designs.id })
      .from(designs)
      .where(and(lte(designs.expiresAt, now), eq(designs.isFavorite, false)))
      .limit(BATCH);
    const batch = await db
      .delete(designs)
      .where(and(inArray(designs.id, due), lte(designs.expiresAt, now), eq(designs.isFavorite, false)))
      .returning({ id: designs.id, userId: designs.userId, jsonKey: designs.jsonKey, previewKey: designs.previewKey, thumbnailKey: designs.thumbnailKey });
    for (const row of batch) result.filesDeleted += await removeDesignFiles(deps.storage, row);
    result.deleted += batch.length;
    if (batch.length < BATCH) return result;
  }
}

/** Every 10 minutes, the first time 30 s after start. */
export function registerExpireDesigns(queue: JobQueue, deps: ExpireDeps) {
  queue
    .handle(expireDesignsJob, async (_payload, { log }) => {
      const r = await expireDesigns(deps);
      if (r.deleted > 0) log.info({ deleted: r.deleted, filesDeleted: r.filesDeleted }, 'expired designs');
    })
    .schedule(expireDesignsJob, { everyMs: EXPIRE_DESIGNS_INTERVAL_MS, firstRunMs: EXPIRE_DESIGNS_FIRST_RUN_MS }, {});
}
