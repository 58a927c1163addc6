import { useEffect } from 'react';
// Imported here, not only lazily by useCurrentPriceTable: the price read's code comes with the page's
// chunk instead of one round trip after it.
import '../../api/prices';
import { useCurrentPriceTable } from '../../api/queries';
import { cutlineClient } from '../../cutline/cutlineClient';
import { loadPreviewRenderer } from './loadPreviewRenderer';

/**
 * What /preview waits for, started together when it opens rather than one after another: the renderer
 * (otherwise asked for once the design is read), the price table (otherwise once the design is drawn)
 * and the cutline worker (otherwise once the sticker is rendered).
 */
export function usePreviewHeadStart(): void {
  useCurrentPriceTable();
  useEffect(() => {
    loadPreviewRenderer().catch(() => {});
    cutlineClient().prepare();
  }, []);
}
