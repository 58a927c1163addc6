import { useCallback, useRef, useState } from 'react';
import type { ResultImage } from './GenerationResults';

/**
 * Whether a guest's results are kept in this browser (ai/guestImages.ts): 'none' before any result,
 * 'writing' while the write runs, then 'kept', or 'failed' when storage refused (private mode, quota).
 * 'failed' stays for the visit: some results are then only on the page, whatever later writes do.
 */
export type GuestKeeping = 'none' | 'writing' | 'kept' | 'failed';

/** Keeps a guest's results in this browser and says, truthfully, how that went. */
export function useGuestKeeping(): { keeping: GuestKeeping; keep: (images: ResultImage[]) => void } {
  const [keeping, setKeeping] = useState<GuestKeeping>('none');
  const writes = useRef(0);
  const failed = useRef(false);

  const keep = useCallback((images: ResultImage[]) => {
    writes.current += 1;
    setKeeping(failed.current ? 'failed' : 'writing');
    // The keeper (IndexedDB) loads on a guest's first result only.
    void import('../../ai/guestImages')
      .then(({ keepGuestImages }) => keepGuestImages(images))
      .catch(() => false)
      .then((kept) => {
        writes.current -= 1;
        if (!kept) failed.current = true;
        if (failed.current) setKeeping('failed');
        else if (writes.current === 0) setKeeping('kept');
      });
  }, []);

  return { keeping, keep };
}
