import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogListQuery } from '../../../shared/api/catalog';
import { CATALOG_CATEGORIES, type CatalogCategory, parseSizeKey } from '../../../shared/catalog/catalog';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A gallery's filters kept in the address (?q=&category=&size=&page=), so a search can be shared and the
 * back button restores it. Unknown values in the address are ignored rather than sent.
 */
export function useCatalogFilters(pageSize: number) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const rawCategory = params.get('category');
  const category = (CATALOG_CATEGORIES as readonly string[]).includes(rawCategory ?? '') ? (rawCategory as CatalogCategory) : undefined;
  const rawSize = params.get('size');
  const size = rawSize && parseSizeKey(rawSize) ? rawSize : undefined;
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get('page') ?? '1', 10) || 1));

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  const query: CatalogListQuery = { q: debounced || undefined, category, size, page: debounced === (params.get('q') ?? '') ? page : 1, pageSize };
  return {
    query,
    search,
    onSearch: (value: string) => {
      setSearch(value);
      set({ q: value.trim() || null, page: null });
    },
    setCategory: (value: CatalogCategory | null) => set({ category: value, page: null }),
    setSize: (value: string | null) => set({ size: value, page: null }),
    setPage: (value: number) => set({ page: value > 1 ? String(value) : null }),
    clear: () => {
      setSearch('');
      set({ q: null, category: null, size: null, page: null });
    },
  };
}
