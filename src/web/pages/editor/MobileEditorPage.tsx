import { EditorPersistence, useEditedDesign } from '../../components/designs';
import { MobileEditor } from '../../components/editor/MobileEditor';
import { useTranslation } from '../../translation/useTranslation';

/** /indexMobile: the touch-first editor; ?design=<id> opens a saved design, else the one being edited (as on desktop). Saving and auto-save as on desktop. */
export function MobileEditorPage() {
  const { t } = useTranslation();
  const edited = useEditedDesign();
  return <MobileEditor title={t('editor.mobileTitle')} banner={<EditorPersistence edited={edited} />} />;
}
