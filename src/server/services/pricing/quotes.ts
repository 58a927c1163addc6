import { type Quote, quote } from '../../../shared/pricing/quote';
import type { StickerOptions } from '../../../shared/sticker';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain/errors';
import { getCurrentPriceTable, getPriceTable } from './price-tables';

/**
 * The server's side of a quote: the shared `quote` on the current table (a cart change, checkout) or on
 * a given version (an order re-read). A refused option is 400 with the quote's code (`size_out_of_range`,
 * `bad_quantity`, …) and `details: { field, values }`, so the client can translate it.
 */
export async function quoteLine(db: Db, options: StickerOptions, version?: number): Promise<Quote> {
  const priced = version === undefined ? await getCurrentPriceTable(db) : await getPriceTable(db, version);
  const result = quote(options, priced);
  if (!result.ok) throw new DomainError('invalid', result.error.code, result.error.message, { field: result.error.field, values: result.error.values });
  return result.quote;
}
