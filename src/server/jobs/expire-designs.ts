import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { designs } from '../db/schema';
import type { StoragePort } from '../providers/storage/types';
import { removeDesignFiles } from '../services/designs/designs';
import { rowsOf } from '../services/security/rate-counter';

/** A fixed advisory-lock key (the migration lock is 727_001), so only one instance expires designs at a time. */
export const EXPIRE_DESIGNS_LOCK_KEY = 727_002;
export const EXPIRE_DESIGNS_INTERVAL_MS = 10 * 60 * 1000;
export const EXPIRE_DESIGNS_FIRST_RUN_MS = 30 * 1000;
const BATCH = 200;

export interface ExpireResult {
  /** False when another instance held the lock. */
  ran: boolean;
  deleted: number;
  filesDeleted: number;
}

type Expired = { id: string; userId: string; jsonKey: string; previewKey: string | null; thumbnailKey: string | null };

/**
 * SPEC §4: non-favourite designs past expiresAt are deleted with their files (folder and thumbnail).
 * On PostgreSQL each batch runs in a transaction holding pg_try_advisory_xact_lock — the transaction
 * form, because a pooled connection cannot promise that a session lock and its unlock run on the same
 * connection; if another instance holds it, this run does nothing. Rows go first (committed), files
 * after: a kill in between leaves unreferenced files, never a design without its file.
 */
export async function expireDesigns(deps: { database: Pick<Database, 'db' | 'kind'>; storage: StoragePort }, now = new Date()): Promise<ExpireResult> {
  const { db, kind } = deps.database;
  const result: ExpireResult = { ran: true, deleted: 0, filesDeleted: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      if (kind === 'postgres') {
        const locked = rowsOf(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${EXPIRE_DESIGNS_LOCK_KEY}) AS locked`))[0]?.locked;
        if (!locked) return null;
      }
      const due = (tx as unknown as Db)
        .select({ id: designs.id })
        .from(designs)
        .where(and(lte(designs.expiresAt, now), eq(designs.isFavorite, false)))
        .limit(BATCH);
      return (await tx
        .delete(designs)
        .where(and(inArray(designs.id, due), lte(designs.expiresAt, now), eq(designs.isFavorite, false)))
        .returning({ id: designs.id, userId: designs.userId, jsonKey: designs.jsonKey, previewKey: designs.previewKey, thumbnailKey: designs.thumbnailKey })) as Expired[];
    });
    if (batch === null) return { ...result, ran: result.deleted > 0 };
    for (const row of batch) result.filesDeleted += await removeDesignFiles(deps.storage, row);
    result.deleted += batch.length;
    if (batch.length < BATCH) return result;
  }
}

/**
 * Runs expireDesigns every 10 minutes (first run shortly after start). stop() clears the timer and
 * waits for a run in progress, so the database can be closed after it.
 */
export function startExpireDesignsJob(deps: Parameters<typeof expireDesigns>[0], options: { intervalMs?: number; firstRunMs?: number } = {}) {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    timer = setTimeout(run, ms);
    timer.unref?.();
  };
  const run = () => {
    if (stopped) return;
    running = expireDesigns(deps)
      .then((r) => {
        if (r.deleted > 0) console.log(`[jobs] expired ${r.deleted} designs (${r.filesDeleted} files)`);
      })
      .catch((err) => console.error('[jobs] expiring designs failed:', (err as Error).message))
      .finally(() => {
        running = null;
        if (!stopped) schedule(options.intervalMs ?? EXPIRE_DESIGNS_INTERVAL_MS);
      });
  };
  schedule(options.firstRunMs ?? EXPIRE_DESIGNS_FIRST_RUN_MS);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
