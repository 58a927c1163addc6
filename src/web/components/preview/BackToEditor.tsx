import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { editorPathForScreen } from '../../editor-handoff/handoff';
import { currentPreviewTrip, isPreviewTripState } from '../../persistence/previewTrip';
import { useTranslation } from '../../translation/useTranslation';

/**
 * "Back to the editor" above the editor's preview. Reached from the editor's Preview, it is the
 * browser's Back (the editor's own history entry, its work restored as it was left); otherwise a link to
 * the editor page the work came from.
 */
export function BackToEditor() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const cameFromEditor = isPreviewTripState(location.state);
  const to = currentPreviewTrip()?.editorPath ?? editorPathForScreen();
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      mb="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      onClick={(event) => {
        if (!cameFromEditor) return;
        event.preventDefault();
        void navigate(-1);
      }}
      data-testid="preview-back-to-editor"
    >
      <IconArrowLeft size={14} aria-hidden /> {t('preview.backToEditor')}
    </Anchor>
  );
}
