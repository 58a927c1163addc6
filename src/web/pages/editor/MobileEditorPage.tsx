import { useSearchParams } from 'react-router';
import { EditorPersistence } from '../../components/designs';
import { MobileEditor } from '../../components/editor/MobileEditor';
import { useTranslation } from '../../translation/useTranslation';

/** /indexMobile: the touch-first editor; ?design=<id> opens a saved design. Saving and auto-save as on desktop. */
export function MobileEditorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return <MobileEditor title={t('editor.mobileTitle')} banner={<EditorPersistence designId={params.get('design')} />} />;
}
