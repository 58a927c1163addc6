import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { ORDER_LANGUAGES, type OrderLanguage } from '../../shared/api/orders';

/** The shop's languages, as a request may ask for them. */
export type ShopLanguage = OrderLanguage;

/**
 * The language the reader asks for, among the shop's: the most wanted (by `q`, then by order) of the
 * Accept-Language ranges whose primary tag is one of ours — so `zh-CN`, `zh-Hant` and `zh` are all
 * Chinese — and English when none is. The web app sends the interface language the person chose
 * (api/client.ts), so this is the language they read the site in; a plain browser sends its own.
 * Checkouts (the payment page, and the receipt mail of a plan or a pack) and invoice downloads use it.
 */
export function requestLanguage(c: Context): ShopLanguage {
  return accepts(c, { header: 'Accept-Language', supports: [...ORDER_LANGUAGES], default: 'en', match: mostWanted }) as ShopLanguage;
}

type Match = NonNullable<Parameters<typeof accepts>[1]['match']>;

const mostWanted: Match = (ranges, config) => {
  const wanted = ranges.filter((range) => range.q > 0).sort((a, b) => b.q - a.q);
  for (const range of wanted) {
    const primary = range.type.toLowerCase().split('-')[0];
    if (config.supports.includes(primary)) return primary;
  }
  return config.default;
};
