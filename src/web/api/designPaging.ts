import type { DesignListResponse, DesignSummary, SavedDesignsUsage } from '../../shared/api/designs';

/**
 * Cursor pages of GET /api/designs as one list. A design that moved between pages while they were
 * fetched (renamed or saved meanwhile, so newer) would appear twice: the first (newest) copy wins.
 */
export function mergeDesignPages(pages: readonly Pick<DesignListResponse, 'designs'>[] | undefined): DesignSummary[] {
  const seen = new Set<string>();
  const out: DesignSummary[] = [];
  for (const page of pages ?? []) {
    for (const design of page.designs) {
      if (seen.has(design.id)) continue;
      seen.add(design.id);
      out.push(design);
    }
  }
  return out;
}

/** The saved-design usage of the most recently fetched page (every page carries it). */
export function latestUsage(pages: readonly Pick<DesignListResponse, 'savedDesigns'>[] | undefined): SavedDesignsUsage | null {
  if (!pages?.length) return null;
  return pages[pages.length - 1].savedDesigns;
}

/** The pages with one design changed (an optimistic favourite toggle); other pages are kept as they are. */
export function patchDesignInPages<P extends Pick<DesignListResponse, 'designs'>>(pages: readonly P[], id: string, patch: Partial<DesignSummary>): P[] {
  return pages.map((page) => (page.designs.some((d) => d.id === id) ? { ...page, designs: page.designs.map((d) => (d.id === id ? { ...d, ...patch } : d)) } : page));
}

/** The pages without one design (after a delete). */
export function removeDesignFromPages<P extends Pick<DesignListResponse, 'designs'>>(pages: readonly P[], id: string): P[] {
  return pages.map((page) => (page.designs.some((d) => d.id === id) ? { ...page, designs: page.designs.filter((d) => d.id !== id) } : page));
}
