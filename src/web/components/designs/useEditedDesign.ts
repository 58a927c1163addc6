import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/queries';
import { editingDesignOf, forgetEditingDesign, NEW_DESIGN_PARAM, rememberEditingDesign } from '../../persistence/editingDesign';

export interface EditedDesign {
  /** The design to open: the URL's `?design=`, else the one being edited on this device. */
  designId: string | null;
  /** A new design was asked for while one was being edited (PersistenceController.start's `leftDesign`). */
  leftDesign: boolean;
}

/**
 * Which design the editor page opens (decision 97): the URL's `?design=`; without one, the design this
 * user was editing (any link to the editor — the nav, an AI image handed to it — comes back to it), put
 * into the URL so a reload and a shared link name it; with `?new` or `startsNew` (a template opened on
 * /template, until it is saved as a design), none.
 */
export function useEditedDesign(options: { startsNew?: boolean } = {}): EditedDesign {
  const [params, setParams] = useSearchParams();
  const userId = useSession()?.id ?? null;
  const fromUrl = params.get('design');
  const asksNew = !fromUrl && (options.startsNew === true || params.has(NEW_DESIGN_PARAM));
  const designId = fromUrl ?? (asksNew || !userId ? null : editingDesignOf(userId));
  // Whether a design was being edited when the editor opened (before `?new` forgets it).
  const [wasEditing] = useState(() => (userId ? editingDesignOf(userId) !== null : false));

  useEffect(() => {
    if (asksNew) forgetEditingDesign();
  }, [asksNew]);
  useEffect(() => {
    if (!fromUrl && designId) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('design', designId);
          return next;
        },
        { replace: true },
      );
    }
  }, [fromUrl, designId, setParams]);

  return { designId, leftDesign: asksNew && wasEditing };
}

/**
 * Keeps the design being edited remembered: the one asked for from the moment it is asked for (leaving
 * before it finished loading still comes back to it), then the open one (a Save as or a copy opens
 * another); forgets one that could not be opened.
 */
export function useRememberEditedDesign(requested: string | null, open: { id: string } | null, status: string): void {
  const userId = useSession()?.id ?? null;
  const editing = open?.id ?? requested;
  useEffect(() => {
    if (userId && editing) rememberEditingDesign(userId, editing);
  }, [userId, editing]);
  useEffect(() => {
    if (requested && status === 'error') forgetEditingDesign(requested);
  }, [requested, status]);
}
