import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, cartProofs, designs, guestShoppers, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { MAX_CART_LINES } from '../cart/cart';

/**
 * A guest signs in (decision 88): what the browser made as a guest becomes the account's — its saved
 * designs (the copies of library stickers and uploads its cart lines point at), its cart lines with
 * their proofs, and its orders (placed from this browser). The lines come after the account's own, up
 * to the cart's bound; lines beyond it are dropped (their designs stay). One transaction, and once:
 * a guest already merged is left alone.
 */
export async function mergeGuestIntoAccount(db: Db, guestId: string, userId: string): Promise<{ lines: number; designs: number; orders: number }> {
  return inTransaction(db, async (tx) => {
    const [claimed] = await tx
      .update(guestShoppers)
      .set({ mergedInto: userId })
      .where(and(eq(guestShoppers.userId, guestId), isNull(guestShoppers.mergedInto)))
      .returning({ id: guestShoppers.userId });
    if (!claimed || guestId === userId) return { lines: 0, designs: 0, orders: 0 };
    const room = Math.max(0, MAX_CART_LINES - (await tx.$count(cartItems, eq(cartItems.userId, userId))));
    const lines = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, guestId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const kept = lines.slice(0, room).map((l) => l.id);
    const dropped = lines.slice(room).map((l) => l.id);
    if (dropped.length) await tx.delete(cartItems).where(inArray(cartItems.id, dropped));
    const moved = await tx.update(designs).set({ userId }).where(eq(designs.userId, guestId)).returning({ id: designs.id });
    if (kept.length) await tx.update(cartItems).set({ userId, updatedAt: sql`now()` }).where(inArray(cartItems.id, kept));
    await tx.update(cartProofs).set({ userId }).where(eq(cartProofs.userId, guestId));
    const adopted = await tx.update(orders).set({ userId }).where(eq(orders.userId, guestId)).returning({ id: orders.id });
    return { lines: kept.length, designs: moved.length, orders: adopted.length };
  });
}

/**
 * An account whose address is verified takes the guest orders placed with that address (the order
 * e-mail offered to create one). Only guests' orders move: a member's order never changes hands.
 */
export async function adoptGuestOrders(db: Db, userId: string, email: string): Promise<number> {
  const guests = db.select({ id: guestShoppers.userId }).from(guestShoppers);
  const adopted = await db
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.contactEmail, email.trim().toLowerCase()), inArray(orders.userId, guests)))
    .returning({ id: orders.id });
  return adopted.length;
}
