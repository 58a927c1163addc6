import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { uploadMaterial } from '../../api/materials';
import { useSession } from '../../api/queries';
import { uploadArtWithProgress } from '../../api/uploads';
import type { EditorContextValue } from './EditorContext';
import { MATERIALS_QUERY_KEY } from './panels/MaterialsPanel';
import { useEditor } from './useEditor';
import { useEditorNotices } from './useEditorNotices';
import { useUnsavedChanges } from './useUnsavedChanges';

/**
 * What every editor page needs: the elements, the editor (signed-in pastes go to materials), its toasts,
 * the unsaved-changes warning and the context value for the panels.
 */
export function useEditorSetup() {
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const session = useSession();
  const queryClient = useQueryClient();
  const { editor, status, retry } = useEditor(containerRef, canvasRef, {
    isSignedIn: () => !!session,
    upload: async (file) => {
      const material = await uploadMaterial(file, { source: 'paste' });
      void queryClient.invalidateQueries({ queryKey: MATERIALS_QUERY_KEY });
      return material;
    },
    uploadArt: (file) => uploadArtWithProgress(file, () => {}),
  });
  useEditorNotices(editor);
  const dirty = useUnsavedChanges(editor);
  const focusCanvas = useCallback(() => containerRef.current?.focus({ preventScroll: true }), []);
  const context = useMemo<EditorContextValue>(() => ({ editor, status, retry, focusCanvas }), [editor, status, retry, focusCanvas]);
  return { containerRef, canvasRef, context, dirty };
}
