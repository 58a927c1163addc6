import { useEffect, useState } from 'react';
import type { CatalogItem, CatalogListResponse } from '../../../shared/api/catalog.responses';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
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

/** One request per address for the page's life: the hero and the sections below it read the same answers. */
const answers = new Map<string, Promise<unknown>>();

export function getJson<T>(url: string): Promise<T | null> {
  let answer = answers.get(url);
  if (!answer) {
    answer = fetchJson(url);
    answers.set(url, answer);
  }
  return answer as Promise<T | null>;
}

async function fetchJson<T>(url: string): Promise<T | null> {
  try {
    const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

/** The page of library stickers in the interface language (decision 91): the landing's hero and its sections ask for the same one. */
export const libraryPageUrl = (lang: string, count: number) => `/api/library?pageSize=${count}&lang=${lang}`;

/** How many library stickers and templates the landing page shows. */
export const LANDING_COUNTS = { stickers: 8, templates: 8 };

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
      getJson<CatalogListResponse>(libraryPageUrl(lang, counts.stickers)),
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
