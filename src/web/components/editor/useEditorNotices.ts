import { useEffect } from 'react';
import type { Editor } from '../../../editor';
import { useTranslation } from '../../translation/useTranslation';
import { showNotice } from './errors';

/** The editor's messages (`notify`: an i18n key and values) as translated toasts. */
export function useEditorNotices(editor: Editor | null): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!editor) return;
    return editor.on('notify', ({ kind, key, values }) => showNotice(kind, t(key, values)));
  }, [editor, t]);
}
