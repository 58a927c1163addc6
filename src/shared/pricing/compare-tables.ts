import type { StickerOptions } from '../sticker';
import type { PriceTable } from './price-table';
import { type QuoteError, type QuoteResult, quote } from './quote';

/**
 * The admin price editor's preview: sample lines priced with the pure `quote` under the
 * current table and under an edited draft, side by side, so a change is seen as prices before it is
 * saved. No network: both tables are in the browser.
 */

const dieCut = (sideIn: number, quantity: number): StickerOptions => ({
  product: 'die-cut',
  widthIn: sideIn,
  heightIn: sideIn,
  shape: 'contour',
  material: 'white-vinyl',
  finish: 'gloss',
  quantity,
});

/** Lines the shop sells most: die-cuts of three sizes at four quantities, then one of each other product. */
export const SAMPLE_LINES: readonly StickerOptions[] = [
  ...[2, 3, 4].flatMap((side) => [50, 100, 500, 1_000].map((quantity) => dieCut(side, quantity))),
  { product: 'kiss-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 100 },
  { product: 'sticker-sheet', widthIn: 4, heightIn: 6, shape: 'rectangle', material: 'white-vinyl', finish: 'gloss', quantity: 50 },
  { product: 'vinyl-decal', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', vinylColour: 'black', quantity: 50 },
  { product: 'library-item', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 },
];

export interface SampleComparison {
  sample: StickerOptions;
  current: QuoteResult;
  draft: QuoteResult;
  /** draft − current in cents; null when either side cannot be priced. */
  changeCents: number | null;
  /** The change as a percentage of the current price, to one decimal; null as above or from 0. */
  changePercent: number | null;
}

export interface TableComparison {
  rows: SampleComparison[];
  /** The first sample the draft cannot price: such a draft must not be saved. */
  draftError: { sample: StickerOptions; error: QuoteError } | null;
}

/** Prices every sample under both tables (version 0: a preview is not a stored version). */
export function compareTables(current: PriceTable, draft: PriceTable, samples: readonly StickerOptions[] = SAMPLE_LINES): TableComparison {
  let draftError: TableComparison['draftError'] = null;
  const rows = samples.map((sample): SampleComparison => {
    const before = quote(sample, { version: 0, table: current });
    const after = quote(sample, { version: 0, table: draft });
    if (!after.ok && draftError === null) draftError = { sample, error: after.error };
    if (!before.ok || !after.ok) return { sample, current: before, draft: after, changeCents: null, changePercent: null };
    const from = before.quote.line.amountCents;
    const changeCents = after.quote.line.amountCents - from;
    // A table of tiny prices could round a line to 0 cents: no percentage of nothing.
    const changePercent = from === 0 ? null : Math.round((changeCents * 1_000) / from) / 10;
    return { sample, current: before, draft: after, changeCents, changePercent };
  });
  return { rows, draftError };
}
