import { ORDER_LANGUAGES, type OrderLanguage } from '../../../shared/api/orders';

/**
 * The language a checkout was started in travels in the provider's metadata (a plan's subscription
 * keeps it too), so the receipt mailed when the payment arrives — by a webhook, with no browser to
 * ask — and every later month's receipt are written in the language the customer bought in.
 */
const KEY = 'language';

export function withCheckoutLanguage(metadata: Record<string, string> | undefined, language: OrderLanguage | undefined): Record<string, string> | undefined {
  return language ? { ...metadata, [KEY]: language } : metadata;
}

/** English for a checkout started before the language was carried, or with a value that is not ours. */
export function checkoutLanguageOf(metadata: Record<string, string> | null | undefined): OrderLanguage {
  const value = metadata?.[KEY];
  return (ORDER_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as OrderLanguage) : 'en';
}
