import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestShoppers, user } from '../../db/schema';
import { rateLimited } from '../../domain/errors';
import { hitCounter } from '../security/rate-counter';

/**
 * A guest's user row has an address under `.invalid` (RFC 2606: never delivered, never anyone's), so no
 * mail reaches it and nobody can sign up or sign in with it; the shopper's real address is the one
 * they give at checkout (orders.contact_email).
 */
export const GUEST_EMAIL_DOMAIN = 'guest.invalid';

/** New guest shoppers per client address per hour: a browser makes one; a script making thousands is stopped. */
export const GUEST_SHOPPER_LIMITS = { perAddressPerHour: 30, windowMs: 60 * 60 * 1000 } as const;

/** A new guest shopper (on a guest's first write to the cart); 429 past the address's hourly count. */
export async function createGuestShopper(db: Db, addressGroup: string, now = new Date()): Promise<string> {
  const made = await hitCounter(db, `guest-shopper:ip:${addressGroup}`, GUEST_SHOPPER_LIMITS.windowMs);
  if (made > GUEST_SHOPPER_LIMITS.perAddressPerHour) throw rateLimited('Too many new carts from this network. Please wait a while and try again.');
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(user).values({ id, name: '', email: `${id}@${GUEST_EMAIL_DOMAIN}`, emailVerified: false, createdAt: now, updatedAt: now });
    await tx.insert(guestShoppers).values({ userId: id, addressGroup, createdAt: now });
  });
  return id;
}

/** The guest shopper with this id while it has not been merged into an account; null otherwise. */
export async function activeGuestShopper(db: Db, guestId: string): Promise<string | null> {
  const [row] = await db.select({ mergedInto: guestShoppers.mergedInto }).from(guestShoppers).where(eq(guestShoppers.userId, guestId));
  return row && !row.mergedInto ? guestId : null;
}

/** The account a guest shopper was merged into, or null (not merged, or no such guest). */
export async function guestMergedInto(db: Db, guestId: string): Promise<string | null> {
  const [row] = await db.select({ mergedInto: guestShoppers.mergedInto }).from(guestShoppers).where(eq(guestShoppers.userId, guestId));
  return row?.mergedInto ?? null;
}
