import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CatalogKind } from '../../../shared/catalog/catalog';
import { type CatalogItem, catalogKeys, useCatalogItem } from '../../api/catalog';

/**
 * The gallery item opened in the address (`?item=<id>`), so each item has a link of its own to share and
 * for search engines (the server writes that item's title and picture into the page's head, decision 94).
 * Opening an item adds it to the address, closing removes it; the back button closes it.
 */
export function useLinkedItem(kind: CatalogKind) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const id = params.get('item');
  const query = useCatalogItem(kind, id);
  const setItem = (value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set('item', value);
      else next.delete('item');
      return next;
    });
  return {
    item: id ? (query.data ?? null) : null,
    /** The link named an item that is not (or no longer) in the gallery. */
    missing: !!id && query.isError,
    /** Opens an item of the gallery at once (it is already loaded: no second fetch). */
    open: (item: CatalogItem) => {
      queryClient.setQueryData(catalogKeys.item(kind, item.id), item);
      setItem(item.id);
    },
    close: () => setItem(null),
  };
}
