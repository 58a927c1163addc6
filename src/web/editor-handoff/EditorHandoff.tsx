import { useEffect, useRef } from 'react';
import type { Editor } from '../../editor';
import { notify } from '../components/notify';
import { useTranslation } from '../translation/useTranslation';
import { applyHandoff } from './applyHandoff';
import { takeEditorHandoff } from './handoff';

/**
 * Adds what another page handed to the editor (a generated image, a QR code, a drawing) once the editor
 * has opened its work: after the design is loaded and any restore offer is answered, so restoring
 * earlier work never replaces the new item.
 */
export function EditorHandoff({ editor, ready }: { editor: Editor | null; ready: boolean }) {
  const { t } = useTranslation();
  const taken = useRef(false);
  useEffect(() => {
    if (!editor || !ready || taken.current) return;
    taken.current = true;
    void (async () => {
      const items = await takeEditorHandoff();
      if (items.length === 0) return;
      const failed = await applyHandoff(editor, items);
      if (failed > 0) notify('error', t('handoff.failed'));
      else notify('success', t('handoff.added', { count: items.length }));
    })();
  }, [editor, ready, t]);
  return null;
}
