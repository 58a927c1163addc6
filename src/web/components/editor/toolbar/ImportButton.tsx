import { Button, FileButton } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { showNotice } from '../errors';
import { openDesignFile } from '../importDesign';
import { ToolButton } from '../ToolButton';

/** Opens a design saved as JSON (replaces the canvas; one undo step brings the old one back). */
export function ImportButton({ variant = 'button' }: { variant?: 'button' | 'icon' }) {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  const [busy, setBusy] = useState(false);
  // Cleared after each pick, so choosing the same file again opens it again.
  const resetRef = useRef<() => void>(null);

  const onFile = async (file: File | null) => {
    if (!file || !editor) return;
    setBusy(true);
    try {
      if (await openDesignFile(editor, file)) showNotice('success', t('editor.import.done', { name: file.name }));
    } finally {
      setBusy(false);
      resetRef.current?.();
    }
  };

  return (
    <FileButton resetRef={resetRef} onChange={(file) => void onFile(file)} accept="application/json,.json" inputProps={{ 'aria-label': t('editor.import.button') }}>
      {(props) =>
        variant === 'icon' ? (
          <ToolButton {...props} size="lg" label={t('editor.import.button')} icon={IconFileImport} disabled={!editor} loading={busy} testId="import-button" />
        ) : (
          <Button {...props} variant="default" leftSection={<IconFileImport size={16} aria-hidden />} disabled={!editor} loading={busy} data-testid="import-button">
            {t('editor.import.button')}
          </Button>
        )
      }
    </FileButton>
  );
}
