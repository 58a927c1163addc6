import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredCustomOrderQuote } from '../../../shared/api/custom-order-quotes';
import type { CustomOrderStatus } from '../../../shared/api/custom-orders';
import { user } from './auth';

/** /custom-order requests. */

/** A /custom-order request: stored for admins, who take it from new to closed. */
export const customOrderRequests = pgTable(
  'custom_order_requests',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    contactEmail: text('contact_email').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    referenceImageUrl: text('reference_image_url'),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    conceptImageUrls: jsonb('concept_image_urls').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').$type<CustomOrderStatus>().notNull().default('new'),
    /**
     * When the contact address was proven: at once for a signed-in user's own verified
     * address, else when the recipient clicks the link mailed to it. Null until then: the shop mails
     * that address nothing but the fixed confirmation request.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** SHA-256 of the confirmation link's token (the token itself is only in the mail); null once used. */
    confirmTokenHash: text('confirm_token_hash'),
    /** The shop's current quote (null until quoted); its `revision` grows with every change. */
    quote: jsonb('quote').$type<StoredCustomOrderQuote>(),
    /** The order the customer accepted the quote as (the order points back with `custom_order_request_id`). */
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('custom_order_requests_status_time_idx').on(t.status, t.createdAt),
    index('custom_order_requests_user_time_idx').on(t.userId, t.createdAt),
    uniqueIndex('custom_order_requests_confirm_token_idx').on(t.confirmTokenHash),
    uniqueIndex('custom_order_requests_order_idx').on(t.orderId),
    check('custom_order_requests_status_check', sql`${t.status} IN ('new', 'in_review', 'quoted', 'accepted', 'declined', 'closed')`),
  ],
);
