import { useEffect } from 'react';
import { useSession } from '../api/session';
import { notify } from '../components/notify';
import i18n, { pageTextsReady } from '../i18n';

/**
 * Once someone is signed in in this browser, the images it kept from a guest trial go into that
 * account's materials (decision 99), and the customer is told. The keeper is loaded only then: the
 * shell's first paint does not carry IndexedDB or the upload code (decision 28).
 */
export function useSaveGuestImages(): void {
  const userId = useSession()?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void import('./guestImages')
      .then(({ saveGuestImagesToAccount }) => saveGuestImagesToAccount())
      // The message is in the whole catalogue, not among the shell's first-paint texts.
      .then(async (result) => {
        await pageTextsReady();
        return result;
      })
      .then(({ saved, failed }) => {
        if (cancelled) return;
        if (saved > 0) notify('success', i18n.t('credits.guest.kept', { count: saved }));
        if (failed > 0) notify('error', i18n.t('credits.guest.keptFailed'));
      })
      .catch((error: unknown) => console.warn('[ai] could not save the guest images:', error));
    return () => {
      cancelled = true;
    };
  }, [userId]);
}
