import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ProductionFailure } from '../../../shared/api/orders';
import { type CutSettings, type DesignDocument, migrateDesign } from '../../../shared/design';
import { CUT_SHAPE_OF, PRODUCTS, type StickerSpec, VINYL_COLOUR_SWATCHES } from '../../../shared/sticker';
import { orderItems, type ProductionFileKeys } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { StorageUrlContext } from '../designs/sources';
import { printSidesOf } from '../pdf-art';
import { productionFromDocument } from '../production/design-production';
import { fontsForOwner, type PrintFonts } from '../production/print-fonts';
import type { DesignProductionRequest } from '../production/production-file';
import { ArtMissingError, PrintArtError } from '../production/render/art-not-drawable';
import { inlineStorageImages } from '../production/render/resolve-images';
import type { ProductionFiles } from '../production/types';
import { productionKeyFor } from './keys';
import { findOrder, itemsOf, type OrderItemRow } from './read';
import type { OrderDeps } from './types';

/**
 * A paid order's production files, made from each line's frozen design (never the customer's current
 * one) by the production generator, and kept with the order. Files are written once: each render goes
 * to keys of its own, and ONE conditional UPDATE … WHERE production_keys IS NULL attaches them, so a
 * job run twice (jobs run at least once) leaves the first render in place and removes its own copy.
 */

/** The generator's call, replaceable in tests. */
export type RenderProduction = (doc: DesignDocument, request: DesignProductionRequest) => Promise<{ files: ProductionFiles }>;

export interface OrderProductionDeps extends OrderDeps {
  urls: StorageUrlContext;
  render?: RenderProduction;
  /** Google Fonts and the customer's uploaded fonts (none: shipped fonts only). */
  fonts?: PrintFonts;
}

/** What the generator is asked for one line: its size, decal or sticker, and the cut the product imposes. */
export function productionRequestOf(spec: StickerSpec): DesignProductionRequest {
  const product = PRODUCTS[spec.product];
  const cut: Partial<CutSettings> = { shape: CUT_SHAPE_OF[spec.shape] };
  if (product.cutKind) cut.kind = product.cutKind;
  return {
    sizeIn: Math.max(spec.widthIn, spec.heightIn),
    kind: product.made,
    vinylColour: spec.vinylColour ? VINYL_COLOUR_SWATCHES[spec.vinylColour] : undefined,
    cut,
  };
}

async function renderItem(deps: OrderProductionDeps, userId: string, orderId: string, item: OrderItemRow): Promise<void> {
  const json = await deps.storage.getBuffer(item.designKey);
  if (!json) throw new DomainError('internal', 'order_design_missing', `The design snapshot of line ${item.position + 1} is missing (${item.designKey}).`);
  const migrated = migrateDesign(JSON.parse(json.toString('utf8')));
  if (!migrated.ok) throw new DomainError('unprocessable', 'design_invalid', `The design of line ${item.position + 1} cannot be rendered: ${migrated.error}`);
  const request = productionRequestOf(item.options);
  // PDF art is drawn from its PDF at this print's resolution (decision 80).
  const { doc, missing } = await inlineStorageImages(migrated.doc, userId, deps.urls, { pdfSide: printSidesOf(migrated.doc, request.sizeIn) });
  if (missing.length) throw new ArtMissingError(missing);
  const render: RenderProduction = deps.render ?? ((d, r) => productionFromDocument(d, r, fontsForOwner(deps.fonts, userId)));
  const { files } = await render(doc, request);

  const tag = randomUUID();
  const keys: ProductionFileKeys = {};
  const put = async (file: 'pdf' | 'png' | 'svg', body: Buffer, type: string) => {
    const key = productionKeyFor(userId, orderId, item.id, tag, file);
    await deps.storage.put(key, body, type);
    keys[file] = key;
  };
  if (files.kind === 'sticker') {
    await put('pdf', files.pdf, 'application/pdf');
    await put('png', files.png, 'image/png');
  }
  await put('svg', Buffer.from(files.svg, 'utf8'), 'image/svg+xml');
  const warnings = files.warnings.map((w) => w.message);
  const [attached] = await deps.db
    .update(orderItems)
    .set({ productionKeys: keys, productionStatus: 'ready', productionWarnings: warnings, productionFailure: null })
    .where(and(eq(orderItems.id, item.id), isNull(orderItems.productionKeys)))
    .returning({ id: orderItems.id });
  if (!attached) for (const key of Object.values(keys)) await deps.storage.delete(key);
}

/** A line whose design cannot be printed as it is (rendering it again would not help): what is wrong, by name. */
export interface UndrawableLine {
  position: number;
  failure: ProductionFailure;
}

/**
 * Renders every line still without files. A line whose art cannot be drawn or is missing is marked
 * failed at once, naming it, and reported (the others are still made); any other failure throws (the
 * job retries with backoff).
 */
export async function renderOrderProduction(deps: OrderProductionDeps, orderId: string): Promise<{ rendered: number; undrawable: UndrawableLine[] }> {
  const order = await findOrder(deps.db, orderId);
  if (!order) return { rendered: 0, undrawable: [] };
  let rendered = 0;
  const undrawable: UndrawableLine[] = [];
  for (const item of await itemsOf(deps.db, orderId)) {
    if (item.productionKeys) continue;
    try {
      await renderItem(deps, order.userId, orderId, item);
      rendered++;
    } catch (error) {
      if (!(error instanceof PrintArtError)) throw error;
      await deps.db
        .update(orderItems)
        .set({ productionStatus: 'failed', productionFailure: error.failure })
        .where(and(eq(orderItems.id, item.id), isNull(orderItems.productionKeys)));
      undrawable.push({ position: item.position, failure: error.failure });
    }
  }
  return { rendered, undrawable };
}

/** The job gave up: lines still without files show as failed (the admin sees the job's error and can retry). */
export async function markProductionFailed(deps: OrderDeps, orderId: string): Promise<void> {
  await deps.db
    .update(orderItems)
    .set({ productionStatus: 'failed' })
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.productionKeys)));
}

/** A retry puts failed lines back to waiting. */
export async function markProductionWaiting(deps: OrderDeps, orderId: string): Promise<void> {
  await deps.db
    .update(orderItems)
    .set({ productionStatus: 'waiting', productionFailure: null })
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.productionKeys)));
}
