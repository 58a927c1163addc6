import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/errors';
import type { TFunction } from '../../translation/translator';

const QUOTE_ERROR_CODES = new Set(['quote_changed', 'quote_accepted', 'customer_not_found']);

/** A refusal of a quote call in the reader's language: the quote's own refusals by code, anything else as the app words it. */
export function quoteErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && QUOTE_ERROR_CODES.has(error.code)) return t(`customOrderQuote.errors.${error.code}`);
  return errorMessage(error, t);
}
