import { useEffect } from 'react';
import { useSession } from '../api/session';
import { hasKeptGuestImages } from './guestImagesFlag';

/**
 * Once someone is signed in in this browser, the images it kept from a guest trial go into that
 * account's materials (decision 99). Only the flag is in the shell: the keeper is loaded when there
 * is something to save (the shell's first paint stays within its budget, decision 28).
 */
export function useSaveGuestImages(): void {
  const userId = useSession()?.id ?? null;
  useEffect(() => {
    if (userId && hasKeptGuestImages()) void import('./guestImages').then(({ saveGuestImagesAndTell }) => saveGuestImagesAndTell());
  }, [userId]);
}
