import { useEffect, useSyncExternalStore } from 'react';
import { fontEndpoints } from '../../../../shared/api/endpoints/fonts';
import type { UserFont } from '../../../../shared/api/fonts';
import { call } from '../../../api/client';

/** The signed-in user's uploaded fonts, shared by every picker on the page (read once per user). */
let state: { userId: string | null; fonts: UserFont[] } = { userId: null, fonts: [] };
const listeners = new Set<() => void>();
let loadingFor: string | null = null;

function publish(next: typeof state) {
  state = next;
  for (const l of listeners) l();
}

export function useUserFonts(userId: string | null): UserFont[] {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
  useEffect(() => {
    if (!userId) {
      if (state.userId) publish({ userId: null, fonts: [] });
      return;
    }
    if (state.userId === userId || loadingFor === userId) return;
    loadingFor = userId;
    call(fontEndpoints.list)
      .then(({ fonts }) => publish({ userId, fonts }))
      .catch((error) => console.warn('[fonts] could not list your fonts:', error))
      .finally(() => {
        loadingFor = null;
      });
  }, [userId]);
  return current.userId === userId ? current.fonts : [];
}

/** Uploads a font file (checked on the server); it joins the list at once. */
export async function uploadUserFont(file: File): Promise<UserFont> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { font } = await call(fontEndpoints.upload, { body: form });
  publish({ userId: state.userId, fonts: [font, ...state.fonts] });
  return font;
}
