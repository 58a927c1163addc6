import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProofFacts } from '../../../shared/api/proof-facts';
import type { StickerOptions } from '../../../shared/sticker';
import { user } from './auth';
import { designs } from './designs';

/**
 * A signed-in shopper's cart (decision 37): one row per line. Prices are never stored: the
 * server quotes each line with the current table whenever the cart is read or changed. The proof is a
 * PNG rendered on the server from the design at `design_revision` when the line was added.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    /** The design's revision the proof shows: checkout refuses the line if the design changed since. */
    designRevision: integer('design_revision').notNull(),
    options: jsonb('options').$type<StickerOptions>().notNull(),
    /** The options the line was added with, as canonical text: pressing Order twice adds one line. */
    addKey: text('add_key').notNull(),
    proofKey: text('proof_key'),
    /**
     * The worst image's effective DPI at the line's size, measured when its proof was rendered; null when
     * every image prints at 300 DPI or more (or there is none). What checkout's resolution rule reads.
     */
    printDpi: integer('print_dpi'),
    /** The lowest DPI the shopper explicitly accepted ("print anyway"); null when never asked. */
    lowResolutionAcceptedDpi: integer('low_resolution_accepted_dpi'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_add_unique').on(t.userId, t.designId, t.designRevision, t.addKey),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
    // The proof sweep asks whether a line still points at a proof.
    index('cart_items_proof_idx').on(t.proofKey),
  ],
);

/**
 * Every proof file the cart rendered (decision 40), so unused ones can be swept: a proof no cart line and
 * no order line points at any more is deleted with its row once it is older than the grace period.
 */
export const cartProofs = pgTable(
  'cart_proofs',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /**
     * What the proof shows, as the production request's canonical text (size, kind, cut, vinyl colour):
     * the checkout refuses a line whose options would make something else. Null for proofs made before.
     */
    look: text('look'),
    /** The facts shown beside the proof (size as cut, pieces, marked parts); null for proofs made before. */
    facts: jsonb('facts').$type<ProofFacts>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_proofs_created_idx').on(t.createdAt)],
);
