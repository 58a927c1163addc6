import type { QuoteError } from '../../../shared/pricing/quote';
import type { TFunction } from '../../translation/translator';

/** A refused quote in the shopper's language (the code and its values; the English message is for logs). */
export function quoteErrorText(t: TFunction, error: QuoteError): string {
  return t(`stickerPrices.errors.${error.code}`, { ...error.values, defaultValue: error.message });
}
