import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { track } from '../../analytics';
import { EditorPersistence } from '../../components/designs';
import { DesktopEditor } from '../../components/editor/DesktopEditor';
import { useTranslation } from '../../translation/useTranslation';
import { MobileSuggestion } from './MobileSuggestion';

/** /indexHome: the design editor; ?design=<id> opens a saved design. Saving and auto-save: EditorPersistence. */
export function EditorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The funnel's second step (decision 41).
  useEffect(() => track('editor_opened'), []);
  return (
    <DesktopEditor
      title={t('editor.title')}
      banner={
        <>
          <MobileSuggestion />
          <EditorPersistence designId={params.get('design')} />
        </>
      }
    />
  );
}
