import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { addSeenId, type Notice, parseSeenIds, SEEN_NOTICES_STORAGE_KEY, shouldShowNotice } from '../../shared/notices';
import { currentNotice } from '../api/notices';
import { useNoticesHeld } from './overlays/noticeHold';

function readSeen(): string | null {
  try {
    return localStorage.getItem(SEEN_NOTICES_STORAGE_KEY);
  } catch {
    return null;
  }
}

// The dialog (Mantine Modal, focus trap, scroll area) is a chunk loaded only when a notice is shown.
const NoticeDialog = lazy(() => import('./NoticeDialog').then((m) => ({ default: m.NoticeDialog })));

/** SPEC §2 global notice: the latest active notice for this page or 'all', shown once per notice id. */
export function NoticeModal() {
  const { pathname } = useLocation();
  const [data, setData] = useState<Notice | null>(null);
  const held = useNoticesHeld();
  const [open, setOpen] = useState<Notice | null>(null);
  // Kept mounted after the first notice so closing animates.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let live = true;
    void currentNotice(pathname).then((notice) => live && setData(notice));
    return () => {
      live = false;
    };
  }, [pathname]);

  useEffect(() => {
    if (shouldShowNotice(data, new Date(), parseSeenIds(readSeen()))) {
      setOpen(data);
      setShown(true);
    }
  }, [data]);

  const dismiss = () => {
    if (open) {
      try {
        localStorage.setItem(SEEN_NOTICES_STORAGE_KEY, addSeenId(readSeen(), open.id));
      } catch {}
    }
    setOpen(null);
  };

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      {/* Waits while a dialog that must be answered first is open (it is shown again when that closes). */}
      <NoticeDialog notice={held ? null : open} onDismiss={dismiss} />
    </Suspense>
  );
}
