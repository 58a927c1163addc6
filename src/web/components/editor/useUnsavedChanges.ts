import { useEffect, useState } from 'react';
import type { Editor } from '../../../editor';

/**
 * SPEC §4: the browser's unsaved-changes warning on page close once the document changed since it was
 * loaded (a `change` after the last `loadJson`). Returns whether there are unsaved changes.
 */
export function useUnsavedChanges(editor: Editor | null): boolean {
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (!editor) return;
    setDirty(false);
    const offChange = editor.on('change', () => setDirty(true));
    const offLoad = editor.on('loadJson', () => setDirty(false));
    return () => {
      offChange();
      offLoad();
    };
  }, [editor]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need returnValue set to show the dialog.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return dirty;
}
