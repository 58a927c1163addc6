import { type DesignWithJson, getDesign } from '../../api/designs';
import { fetchCurrentPriceTable } from '../../api/prices';
import { priceKeys } from '../../api/queries';
import { queryClient } from '../../api/query-client';
import { cutlineClient } from '../../cutline/cutlineClient';
import { loadPreviewRenderer } from './loadPreviewRenderer';

/**
 * /preview opened directly (a link, a reload) starts its reads at boot, beside the session read the
 * router waits for, instead of once the page has rendered (shopperPages.ts): the saved design, then the
 * fonts its text uses (the page's largest download), the price table and the cutline worker. The page
 * picks up the design read started here (useDesignSource); the price table lands in the query cache.
 */
let bootRead: { id: string; design: Promise<DesignWithJson> } | null = null;

export function startPreviewReads(designId: string | null): void {
  if (designId) {
    const design = getDesign(designId);
    bootRead = { id: designId, design };
    Promise.all([design, loadPreviewRenderer()])
      .then(([read, { PreviewRenderer }]) => PreviewRenderer.preloadFonts(read.json))
      .catch(() => {});
  }
  queryClient.prefetchQuery({ queryKey: priceKeys.current, queryFn: fetchCurrentPriceTable, staleTime: 60_000 }).catch(() => {});
  cutlineClient().prepare();
}

/** The read of design `id` started at boot, once (a later visit of the page reads afresh); null when none was. */
export function takeBootDesignRead(id: string): Promise<DesignWithJson> | null {
  if (bootRead?.id !== id) return null;
  const { design } = bootRead;
  bootRead = null;
  return design;
}
