import { useTranslation } from 'react-i18next';
import { MobileEditor } from '../../components/editor/MobileEditor';

/** /indexMobile: the touch-first editor. */
export function MobileEditorPage() {
  const { t } = useTranslation();
  return <MobileEditor title={t('editor.mobileTitle')} />;
}
