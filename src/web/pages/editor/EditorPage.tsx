import { useSearchParams } from 'react-router';
import { EditorPersistence } from '../../components/designs';
import { DesktopEditor } from '../../components/editor/DesktopEditor';
import { useTranslation } from '../../translation/useTranslation';
import { MobileSuggestion } from './MobileSuggestion';

/** /indexHome: the design editor; ?design=<id> opens a saved design. Saving and auto-save: EditorPersistence. */
export function EditorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
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
