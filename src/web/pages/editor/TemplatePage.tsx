import { EditorPersistence, useEditedDesign } from '../../components/designs';
import { DesktopEditor } from '../../components/editor/DesktopEditor';
import { useTranslation } from '../../translation/useTranslation';
import { TemplateBanner } from './TemplateBanner';

/** /template: a template opened in the editor (?src=<same-origin path to a design JSON file>). */
export function TemplatePage() {
  const { t } = useTranslation();
  // A template starts a new design, never a change to the one being edited.
  const edited = useEditedDesign({ startsNew: true });
  return (
    <DesktopEditor
      title={t('editor.template.title')}
      banner={
        <>
          <TemplateBanner />
          <EditorPersistence edited={edited} />
        </>
      }
    />
  );
}
