import { useEffect, useState } from 'react';
import type { CatalogItem, CatalogListResponse } from '../../../shared/api/catalog.responses';
import type { Money } from '../../../shared/money';
import { fitOptionsToProduct } from '../../../shared/pricing/fit-options';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { quote } from '../../../shared/pricing/quote';
import type { ProductId, StickerOptions } from '../../../shared/sticker';
import { normaliseLanguage } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/**
 * What the storefront pages show from the server, in three small parallel fetches after first paint
 * (no query library: these pages must stay light): the current price table, a few library stickers and
 * a few templates. Any of them failing just leaves its section out.
 */
export interface LandingData {
  prices: VersionedPriceTable | null;
  stickers: CatalogItem[];
  templates: CatalogItem[];
  loaded: boolean;
}

async function getJson<T>(url: string): Promise<T | null> {
  try {
    const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

/** A storefront shows pictures: items whose thumbnail is still being rendered (a fresh install's first minute) wait. */
const withPictures = (list: CatalogListResponse | null) => (list?.items ?? []).filter((item) => item.thumbnailUrl !== null);

/** The stickers and templates come in the interface language (decision 91). */
export function useLandingData(counts: { stickers: number; templates: number }): LandingData {
  const lang = normaliseLanguage(useTranslation().i18n.language);
  const [data, setData] = useState<LandingData>({ prices: null, stickers: [], templates: [], loaded: false });
  useEffect(() => {
    let cancelled = false;
    void Promise.all([
      getJson<VersionedPriceTable>('/api/prices/current'),
      getJson<CatalogListResponse>(`/api/library?pageSize=${counts.stickers}&lang=${lang}`),
      getJson<CatalogListResponse>(`/api/templates?pageSize=${counts.templates}&lang=${lang}`),
    ]).then(([prices, stickers, templates]) => {
      if (cancelled) return;
      setData({
        prices: prices?.table ? { version: prices.version, table: prices.table } : null,
        stickers: stickers?.items ?? [],
        templates: templates?.items ?? [],
        loaded: true,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [counts.stickers, counts.templates, lang]);
  return data;
}

/** The products the storefront names, in the order it shows them. */
export const STOREFRONT_PRODUCTS = ['die-cut', 'kiss-cut', 'sticker-sheet', 'vinyl-decal', 'library-item'] as const satisfies readonly ProductId[];

export interface PriceFrom {
  product: ProductId;
  quantity: number;
  line: Money;
  unit: Money;
}

/**
 * "From" prices: each product at 3 in, its first material and finish, at its smallest quantity (the line)
 * and at 500 (the price per sticker that most orders see) — quoted by the same `quote` as the cart.
 */
export function pricesFrom(priced: VersionedPriceTable): PriceFrom[] {
  const out: PriceFrom[] = [];
  for (const product of STOREFRONT_PRODUCTS) {
    const base: StickerOptions = { product, widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 1 };
    const smallest = fitOptionsToProduct(base, priced.table);
    const first = quote(smallest, priced);
    const bulk = quote({ ...smallest, quantity: Math.max(500, smallest.quantity) }, priced);
    if (first.ok && bulk.ok) out.push({ product, quantity: smallest.quantity, line: first.quote.line, unit: bulk.quote.unit });
  }
  return out;
}
