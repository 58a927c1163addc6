import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generationStats } from '../../db/schema';

/** SPEC §7 stats/generations lives in one row with this id. */
export const GENERATION_STATS_ID = 'generations';

/** SPEC §7: every generation increments totalGenerations and sets lastUpdated (one upsert, safe in parallel). */
export async function countGeneration(tx: Db, now: Date): Promise<void> {
  await tx
    .insert(generationStats)
    .values({ id: GENERATION_STATS_ID, totalGenerations: 1, lastUpdated: now })
    .onConflictDoUpdate({ target: generationStats.id, set: { totalGenerations: sql`${generationStats.totalGenerations} + 1`, lastUpdated: now } });
}

export interface GenerationStats {
  totalGenerations: number;
  lastUpdated: string | null;
}

export async function getGenerationStats(db: Db): Promise<GenerationStats> {
  const [row] = await db.select().from(generationStats).where(eq(generationStats.id, GENERATION_STATS_ID));
  return { totalGenerations: row?.totalGenerations ?? 0, lastUpdated: row?.lastUpdated?.toISOString() ?? null };
}
