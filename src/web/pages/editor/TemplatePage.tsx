import { EditorPersistence } from '../../components/designs';
import { DesktopEditor } from '../../components/editor/DesktopEditor';
import { useTranslation } from '../../translation/useTranslation';
import { TemplateBanner } from './TemplateBanner';

/** /template: a template opened in the editor (?src=<same-origin path to a design JSON file>). */
export function TemplatePage() {
  const { t } = useTranslation();
  return (
    <DesktopEditor
      title={t('editor.template.title')}
      banner={
        <>
          <TemplateBanner />
          <EditorPersistence />
        </>
      }
    />
  );
}
