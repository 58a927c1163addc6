/**
 * The quote function's time (issue 16: goal < 100 µs per quote), for `npm run bench -- quote` and for
 * the checkout bench, which prints it as `quote_us=` on its final line: call `measureQuote()`.
 */
import { DEFAULT_PRICE_TABLE } from '../../src/shared/pricing/default-price-table';
import type { VersionedPriceTable } from '../../src/shared/pricing/price-table';
import { quote } from '../../src/shared/pricing/quote';
import { PRODUCT_IDS, type StickerOptions, stickerOptionsSchema } from '../../src/shared/sticker';

export interface QuoteFigures {
  /** Median time of one quote, in microseconds (batches of `batch` calls). */
  quoteUs: number;
  /** 99th percentile of the batches' per-quote time. */
  quoteP99Us: number;
  /** The same with the request's zod check first, as the server does for a cart line. */
  parseAndQuoteUs: number;
  quotes: number;
}

/** A spread of real lines: every product, sizes from under 1 sq in to 24 × 24, quantities inside and past the breaks. */
export function sampleLines(count: number): StickerOptions[] {
  const lines: StickerOptions[] = [];
  for (let i = 0; i < count; i++) {
    const product = PRODUCT_IDS[i % PRODUCT_IDS.length];
    const rule = DEFAULT_PRICE_TABLE.products[product];
    const side = 1 + ((i * 37) % 2300) / 100;
    lines.push({
      product,
      widthIn: side,
      heightIn: rule.shapes[0] === 'contour' ? 1 + ((i * 53) % 2300) / 100 : side,
      shape: rule.shapes[0],
      material: rule.materials[i % rule.materials.length],
      finish: rule.finishes[i % rule.finishes.length],
      vinylColour: rule.needsVinylColour ? 'gold' : undefined,
      quantity: rule.minQuantity + ((i * 7919) % 20_000),
    });
  }
  return lines;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

function timeBatches(lines: StickerOptions[], batch: number, batches: number, run: (line: StickerOptions) => unknown): number[] {
  const perQuote: number[] = [];
  for (let b = 0; b < batches; b++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) run(lines[(b * batch + i) % lines.length]);
    perQuote.push(((performance.now() - start) * 1_000) / batch);
  }
  return perQuote.sort((x, y) => x - y);
}

export function measureQuote(options: { batch?: number; batches?: number } = {}): QuoteFigures {
  const batch = options.batch ?? 100;
  const batches = options.batches ?? 500;
  const priced: VersionedPriceTable = { version: 1, table: DEFAULT_PRICE_TABLE };
  const lines = sampleLines(1_000);
  const priceOne = (line: StickerOptions) => {
    const result = quote(line, priced);
    if (!result.ok) throw new Error(result.error.message);
  };
  timeBatches(lines, batch, 100, priceOne); // warm-up: let the JIT settle
  const plain = timeBatches(lines, batch, batches, priceOne);
  const parsed = timeBatches(lines, batch, batches, (line) => priceOne(stickerOptionsSchema.parse(line)));
  return {
    quoteUs: percentile(plain, 0.5),
    quoteP99Us: percentile(plain, 0.99),
    parseAndQuoteUs: percentile(parsed, 0.5),
    quotes: batch * batches * 2,
  };
}
