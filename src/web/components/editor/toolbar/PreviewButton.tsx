import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PREVIEW_TRIP_STATE } from '../../../persistence/previewTrip';
import { useTranslation } from '../../../translation/useTranslation';
import { handOffToPreview } from '../../preview/previewHandoff';
import { useEditorContext } from '../EditorContext';
import { showNotice } from '../errors';
import { ToolButton } from '../ToolButton';

export const PREVIEW_FROM_EDITOR_URL = '/preview?from=editor';

/**
 * Opens /preview with the current design (handed over through IndexedDB) in this tab, with its price
 * and Add to cart. The navigation is marked as the editor's preview trip: the editor's page writes its
 * local copies before it goes, and Back brings the work back without asking (previewTrip.ts).
 */
export function PreviewButton({ variant = 'button', fullWidth = false }: { variant?: 'button' | 'icon'; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const open = async () => {
    if (!editor || busy) return;
    setBusy(true);
    try {
      await handOffToPreview(await editor.getJson());
      // Still busy after this: the editor holds the trip until its local copies are written and a design
      // save in flight ends (useLeaveEditorGuard), and the page changes once it goes.
      await navigate(PREVIEW_FROM_EDITOR_URL, { state: PREVIEW_TRIP_STATE });
    } catch {
      showNotice('error', t('preview.handoffFailed'));
      setBusy(false);
    }
  };

  return variant === 'icon' ? (
    <ToolButton size="lg" label={t('preview.open')} icon={IconEye} disabled={!editor} loading={busy} onClick={() => void open()} testId="preview-button" />
  ) : (
    <Button
      variant="default"
      leftSection={<IconEye size={16} aria-hidden />}
      disabled={!editor}
      loading={busy}
      fullWidth={fullWidth}
      onClick={() => void open()}
      title={t('preview.openHint')}
      data-testid="preview-button"
    >
      {t('preview.open')}
    </Button>
  );
}
