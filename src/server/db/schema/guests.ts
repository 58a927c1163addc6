import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Shoppers without an account (decision 88). A guest is a `user` row nobody can sign in to (no
 * credential, an address under the reserved `guest.invalid` domain), so its designs, cart lines, proofs
 * and orders are kept by the same columns and rules as a member's; this table marks the row as a guest
 * and the browser holds a signed cookie naming it. At sign-in the guest's cart and designs move to the
 * account; its orders follow the e-mail address they were placed with once that address is verified.
 */
export const guestShoppers = pgTable(
  'guest_shoppers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The client address group it was created from (what the per-address creation limit counted). */
    addressGroup: text('address_group').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account it was merged into at sign-in; its rows then belong to that account. */
    mergedInto: text('merged_into'),
  },
  (t) => [index('guest_shoppers_created_idx').on(t.createdAt)],
);
