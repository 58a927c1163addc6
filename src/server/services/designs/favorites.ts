import { and, count, eq } from 'drizzle-orm';
import { DESIGN_ERROR_CODES, type SavedDesignsUsage } from '../../../shared/api/designs';
import { savedDesignLimitMessage } from '../../../shared/autosave';
import { isPlanId, PLANS } from '../../../shared/plans';
import type { Db } from '../../db/client';
import { designs, subscriptions } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { Actor } from './actor';

/** SPEC §5 saved-design limit: favourites count against the plan's maxSavedDesigns. */
function planLimit(plan: string | undefined, isAdmin: boolean): number {
  if (isAdmin) return Number.POSITIVE_INFINITY;
  return PLANS[plan && isPlanId(plan) ? plan : 'free'].maxSavedDesigns;
}

async function countFavorites(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(designs)
    .where(and(eq(designs.userId, userId), eq(designs.isFavorite, true)));
  return Number(row?.n ?? 0);
}

/**
 * Inside a transaction: locks the user's subscription row (so parallel favourite-creates of one user
 * queue here on PostgreSQL: a read-then-write without it overshoots, DESIGN §7), then checks that one
 * more favourite fits the plan's maxSavedDesigns. Admin is unlimited.
 */
export async function claimFavoriteSlot(tx: Db, actor: Actor): Promise<void> {
  const [sub] = await tx.select({ plan: subscriptions.plan }).from(subscriptions).where(eq(subscriptions.userId, actor.id)).for('update');
  const limit = planLimit(sub?.plan, actor.isAdmin);
  if (!Number.isFinite(limit)) return;
  const used = await countFavorites(tx, actor.id);
  if (used + 1 > limit) throw new DomainError('forbidden', DESIGN_ERROR_CODES.savedDesignLimit, savedDesignLimitMessage(limit), { limit, used });
}

export async function savedDesignsUsage(db: Db, actor: Actor, knownUsed?: number): Promise<SavedDesignsUsage> {
  const planOf = async () => actor.plan ?? (await db.select({ plan: subscriptions.plan }).from(subscriptions).where(eq(subscriptions.userId, actor.id)))[0]?.plan;
  const [plan, used] = await Promise.all([planOf(), knownUsed ?? countFavorites(db, actor.id)]);
  const limit = planLimit(plan, actor.isAdmin);
  return { used, limit: Number.isFinite(limit) ? limit : null };
}
