import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AddToCart } from '../../../shared/api/cart';
import type { ProofFacts } from '../../../shared/api/proof-facts';
import { dpiAtSize } from '../../../shared/design/print-resolution';
import { quote } from '../../../shared/pricing/quote';
import type { StickerOptions } from '../../../shared/sticker';
import type { Db } from '../../db/client';
import { cartItems, cartProofs, designs } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import type { StoragePort } from '../../providers/storage/types';
import { readDesign } from '../designs';
import { getCurrentPriceTable } from '../pricing/price-tables';
import { quoteLine } from '../pricing/quotes';
import { worstImageDpi } from '../production/image-resolution';
import type { DesignProof } from '../production/proof';
import { assertLibraryProduct } from './library-product';
import { proofChanges, type RenderProof, storeProof } from './proof';
import { acceptedResolution, lineSizeIn } from './resolution';

export interface CartDeps {
  db: Db;
  storage: StoragePort;
  renderProof: RenderProof;
}

/** The most lines a cart holds (a checkout takes at most 50). */
export const MAX_CART_LINES = 50;

/** One line as the cart page shows it: priced now, with the current table (never a stored price). */
export interface CartLine {
  id: string;
  designId: string;
  designRevision: number;
  designName: string;
  /** True when the design was saved again after this line's proof: the checkout will refuse it. */
  designChanged: boolean;
  options: StickerOptions;
  proofKey: string | null;
  proofUrl: string | null;
  /** What the proof shows beside its picture (size as cut, pieces, marked parts); null for older proofs. */
  proofFacts: ProofFacts | null;
  price: { lineCents: number; unitCents: number } | null;
  /** Why the line cannot be priced now (an option the current table no longer offers). */
  error: { code: string; message: string; values: Record<string, string | number> } | null;
  /** The worst image's DPI at the line's size and the lowest DPI the shopper accepted (resolution.ts). */
  resolution: { printDpi: number | null; acceptedDpi: number | null };
}

/** Canonical text of the options (keys sorted), so the same choice always gives the same key. */
const addKeyOf = (options: StickerOptions) => JSON.stringify(Object.fromEntries(Object.entries(options).sort(([a], [b]) => a.localeCompare(b))));

/** The cart, each line quoted with the current price table. */
export async function listCart(deps: Pick<CartDeps, 'db' | 'storage'>, userId: string): Promise<{ priceVersion: number; lines: CartLine[] }> {
  const priced = await getCurrentPriceTable(deps.db);
  const rows = await deps.db
    .select({ item: cartItems, designName: designs.name, currentRevision: designs.revision, proofFacts: cartProofs.facts })
    .from(cartItems)
    .innerJoin(designs, eq(designs.id, cartItems.designId))
    .leftJoin(cartProofs, eq(cartProofs.key, cartItems.proofKey))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const lines = rows.map(({ item, designName, currentRevision, proofFacts }): CartLine => {
    const result = quote(item.options, priced);
    return {
      id: item.id,
      designId: item.designId,
      designRevision: item.designRevision,
      designName,
      designChanged: currentRevision !== item.designRevision,
      options: result.ok ? result.quote.options : item.options,
      proofKey: item.proofKey,
      proofUrl: item.proofKey ? deps.storage.publicUrl(item.proofKey) : null,
      proofFacts: proofFacts ?? null,
      price: result.ok ? { lineCents: result.quote.line.amountCents, unitCents: result.quote.unit.amountCents } : null,
      error: result.ok ? null : { code: result.error.code, message: result.error.message, values: result.error.values },
      resolution: { printDpi: item.printDpi, acceptedDpi: item.lowResolutionAcceptedDpi },
    };
  });
  return { priceVersion: priced.version, lines };
}

/**
 * Adds a saved design with its options (the Order button). Idempotent: the same design revision with
 * the same options is one line, however often it is pressed. The proof is rendered on the server, and a
 * line whose art prints under 150 DPI is refused unless the shopper said "print anyway" (resolution.ts).
 */
export async function addToCart(deps: CartDeps, userId: string, input: AddToCart): Promise<string> {
  const quoted = await quoteLine(deps.db, input.options);
  const options = quoted.options;
  const { row, jsonText } = await readDesign(deps, { id: userId, isAdmin: false }, input.designId);
  await assertLibraryProduct(deps.db, options, row);
  const addKey = addKeyOf(options);
  const existing = await findByAddKey(deps.db, userId, row.id, row.revision, addKey);
  if (existing) return existing;
  const count = await deps.db.$count(cartItems, eq(cartItems.userId, userId));
  if (count >= MAX_CART_LINES) throw new DomainError('conflict', 'cart_full', `A cart holds at most ${MAX_CART_LINES} lines.`);

  const proof = await deps.renderProof(userId, jsonText, options);
  const printDpi = worstImageDpi(proof.warnings);
  const acceptedDpi = acceptedResolution({ printDpi, sizeIn: lineSizeIn(options), accept: input.acceptLowResolution, accepted: null });
  const proofKey = await storeProof(deps, userId, options, proof);
  const id = randomUUID();
  const inserted = await deps.db
    .insert(cartItems)
    .values({ id, userId, designId: row.id, designRevision: row.revision, options, addKey, proofKey, printDpi, lowResolutionAcceptedDpi: acceptedDpi })
    .onConflictDoNothing()
    .returning({ id: cartItems.id });
  if (inserted.length > 0) return id;
  // A second press won the race: its line stands, our proof goes.
  await deps.storage.delete(proofKey);
  return (await findByAddKey(deps.db, userId, row.id, row.revision, addKey)) as string;
}

/**
 * New options for a line (the cart page's picker): refused when the current table cannot price them.
 * When the change shows on the proof (size, cut, decal colour; `proofChanges`) a new proof is rendered
 * from the line's design first, so the shopper approves what will be printed; the old file is left for
 * the sweep (an order being paid may point at it). A design saved again since the line was added keeps
 * its proof: the checkout refuses that line anyway (`design_changed`). New options printing under 150 DPI
 * are refused, the line unchanged, unless the shopper accepted them (`acceptLowResolution`).
 */
export async function updateCartItem(deps: CartDeps, userId: string, itemId: string, options: StickerOptions, acceptLowResolution?: boolean): Promise<void> {
  const quoted = await quoteLine(deps.db, options);
  const [line] = await deps.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  if (!line) throw notFound('That cart line was not found.');
  const { row, jsonText } = await readDesign(deps, { id: userId, isAdmin: false }, line.designId);
  await assertLibraryProduct(deps.db, quoted.options, row);
  const sizeIn = lineSizeIn(quoted.options);
  let proof: DesignProof | null = null;
  if (proofChanges(line.options, quoted.options) && row.revision === line.designRevision) {
    proof = await deps.renderProof(userId, jsonText, quoted.options);
  }
  // Without a new proof the measured DPI moves with the size (print-resolution.ts).
  const printDpi = proof ? worstImageDpi(proof.warnings) : line.printDpi === null ? null : Math.round(dpiAtSize({ dpi: line.printDpi, sizeIn: lineSizeIn(line.options) }, sizeIn));
  const acceptedDpi = acceptedResolution({ printDpi, sizeIn, accept: acceptLowResolution, accepted: line.lowResolutionAcceptedDpi });
  const proofKey = proof ? await storeProof(deps, userId, quoted.options, proof) : line.proofKey;
  const updated = await deps.db
    .update(cartItems)
    .set({ options: quoted.options, proofKey, printDpi, lowResolutionAcceptedDpi: acceptedDpi, updatedAt: new Date() })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw notFound('That cart line was not found.');
}

/**
 * Removes a line. Its proof file stays: an order being paid may already point at it (orders keep the
 * cart's proof key); the sweep removes it once nothing points at it (proof-sweep.ts).
 */
export async function removeCartItem(deps: Pick<CartDeps, 'db'>, userId: string, itemId: string): Promise<void> {
  const removed = await deps.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound('That cart line was not found.');
}

/** Takes the lines an order was paid with out of the cart (by their proofs; inside the payment's transaction). */
export async function removePaidCartLines(tx: Db, userId: string, proofKeys: string[]): Promise<void> {
  if (proofKeys.length) await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.proofKey, proofKeys)));
}

/**
 * A guest's browser cart at sign-in: each line added like an Order press (so lines already there are
 * not doubled). Lines that cannot be added (a design that is not the user's, options no longer sold)
 * are skipped and counted.
 */
export async function mergeCart(deps: CartDeps, userId: string, items: AddToCart[]): Promise<{ added: number; skipped: number }> {
  let added = 0;
  let skipped = 0;
  for (const item of items) {
    try {
      await addToCart(deps, userId, item);
      added++;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      skipped++;
    }
  }
  return { added, skipped };
}

async function findByAddKey(db: Db, userId: string, designId: string, revision: number, addKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.designId, designId), eq(cartItems.designRevision, revision), eq(cartItems.addKey, addKey)));
  return row?.id ?? null;
}
