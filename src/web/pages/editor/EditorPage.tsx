import { useEffect } from 'react';
import { track } from '../../analytics';
import { EditorPersistence, useEditedDesign } from '../../components/designs';
import { DesktopEditor } from '../../components/editor/DesktopEditor';
import { useTranslation } from '../../translation/useTranslation';
import { MobileSuggestion } from './MobileSuggestion';

/** /indexHome: the design editor; ?design=<id> opens a saved design, else the one being edited (`?new=1`: a new one). Saving and auto-save: EditorPersistence. */
export function EditorPage() {
  const { t } = useTranslation();
  const edited = useEditedDesign();
  // The funnel's second step (decision 41).
  useEffect(() => track('editor_opened'), []);
  return (
    <DesktopEditor
      title={t('editor.title')}
      banner={
        <>
          <MobileSuggestion />
          <EditorPersistence edited={edited} />
        </>
      }
    />
  );
}
