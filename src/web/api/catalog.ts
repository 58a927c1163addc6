import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogListQuery, CreateCatalogItemInput, UpdateCatalogItemInput } from '../../shared/api/catalog';
import type { CatalogItem, CatalogListResponse } from '../../shared/api/catalog.responses';
import { libraryEndpoints, templateEndpoints } from '../../shared/api/endpoints/catalog';
import type { CatalogKind } from '../../shared/catalog/catalog';
import type { StickerOptions } from '../../shared/sticker';
import { normaliseLanguage } from '../i18n';
import { useTranslation } from '../translation/useTranslation';
import { cartKeys } from './cart';
import { call } from './client';

/** Typed calls of /api/library and /api/templates and the galleries' query hooks. */
export type { CatalogItem, CatalogListResponse };

const ENDPOINTS = { sticker: libraryEndpoints, template: templateEndpoints } as const;

export const catalogKeys = {
  all: (kind: CatalogKind) => ['catalog', kind] as const,
  list: (kind: CatalogKind, query: CatalogListQuery) => ['catalog', kind, 'list', query] as const,
  item: (kind: CatalogKind, id: string) => ['catalog', kind, 'item', id] as const,
};

/** One page of a gallery in the interface language (decision 91); the previous page stays on screen while the next loads. */
export function useCatalogList(kind: CatalogKind, listQuery: Omit<CatalogListQuery, 'lang'>, enabled = true) {
  const query: CatalogListQuery = { ...listQuery, lang: normaliseLanguage(useTranslation().i18n.language) };
  return useQuery({
    queryKey: catalogKeys.list(kind, query),
    queryFn: () => call(ENDPOINTS[kind].list, { query }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

export function fetchCatalogItem(kind: CatalogKind, id: string): Promise<CatalogItem> {
  return call(ENDPOINTS[kind].get, { params: { id } }).then((r) => r.item);
}

/** One item by id (a shared link to it); an unknown or retired one is an error, not retried. */
export function useCatalogItem(kind: CatalogKind, id: string | null) {
  return useQuery({
    queryKey: catalogKeys.item(kind, id ?? ''),
    queryFn: () => fetchCatalogItem(kind, id ?? ''),
    enabled: !!id,
    retry: false,
    staleTime: 60_000,
  });
}

/** Create and change (graphic designers and admins): each refreshes that gallery. */
export function useCatalogActions(kind: CatalogKind) {
  const client = useQueryClient();
  const refresh = <T>(answer: T) => {
    void client.invalidateQueries({ queryKey: catalogKeys.all(kind) });
    return answer;
  };
  return {
    create: async (body: CreateCatalogItemInput) => refresh((await call(ENDPOINTS[kind].create, { body })).item),
    update: async (id: string, body: UpdateCatalogItemInput) => refresh((await call(ENDPOINTS[kind].update, { params: { id }, body })).item),
  };
}

/** A library sticker into the signed-in shopper's cart (a copy becomes their design); keeps the cart query fresh. */
export function useAddLibraryItemToCart() {
  const client = useQueryClient();
  return async (id: string, options: StickerOptions) => {
    const answer = await call(libraryEndpoints.addToCart, { params: { id }, body: { options } });
    client.setQueryData(cartKeys.mine, answer.cart);
    return answer;
  };
}

/** The editor route that opens an item as a new design (the same path for templates and library stickers). */
export function editorPathFor(item: Pick<CatalogItem, 'documentPath'>): string {
  return `/template?src=${encodeURIComponent(item.documentPath)}`;
}
