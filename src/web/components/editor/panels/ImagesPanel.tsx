import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconClipboard, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { reportError } from '../errors';
import { PanelSection } from './PanelSection';

/** Images: upload from the device (also by dropping on the canvas) and paste from the clipboard. */
export function ImagesPanel({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation();
  const { editor, focusCanvas } = useEditorContext();
  const [uploading, setUploading] = useState(false);
  const [pasting, setPasting] = useState(false);

  const onFiles = async (files: File[]) => {
    if (!editor || !files.length) return;
    setUploading(true);
    try {
      for (const file of files) await editor.api.insertImageFile(file, { name: file.name });
      focusCanvas();
      onAdded?.();
    } catch (error) {
      reportError(t('editor.images.addFailed'), error);
    } finally {
      setUploading(false);
    }
  };

  const paste = async () => {
    if (!editor) return;
    setPasting(true);
    try {
      await editor.api.pasteImage();
      onAdded?.();
    } catch (error) {
      reportError(t('editor.images.addFailed'), error);
    } finally {
      setPasting(false);
    }
  };

  return (
    <PanelSection title={t('editor.tabs.images')} description={t('editor.images.intro')}>
      <Stack gap="xs">
        <FileButton
          onChange={(files) => void onFiles(files)}
          accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml,application/pdf"
          multiple
          inputProps={{ 'data-testid': 'image-file-input', 'aria-label': t('editor.images.upload') } as never}
        >
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={uploading} disabled={!editor} fullWidth>
              {t('editor.images.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" ta="center">
          {t('editor.images.dropHint')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconClipboard size={16} aria-hidden />}
          onClick={() => void paste()}
          loading={pasting}
          disabled={!editor}
          fullWidth
          data-testid="paste-image"
        >
          {t('editor.images.paste')}
        </Button>
        {pasting && (
          <Text size="xs" c="dimmed" role="status" ta="center">
            {t('editor.images.pasteWaiting')}
          </Text>
        )}
      </Stack>
    </PanelSection>
  );
}
