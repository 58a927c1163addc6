import { useTranslation } from 'react-i18next';
import { DesktopEditor } from '../../components/editor/DesktopEditor';
import { MobileSuggestion } from './MobileSuggestion';

/** /indexHome: the design editor. */
export function EditorPage() {
  const { t } = useTranslation();
  return <DesktopEditor title={t('editor.title')} banner={<MobileSuggestion />} />;
}
