import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCrop } from '@tabler/icons-react';
import type { Editor } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { useEditorEvents } from '../useEditorEvents';

/** Starts cropping the selected photo; a photo with a sticker outline says why it cannot be cropped. */
export function CropButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const { focusCanvas } = useEditorContext();
  const canCrop = editor.api.canCrop();
  return (
    <div>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCrop size={16} aria-hidden />}
        disabled={!canCrop}
        onClick={() => {
          // The canvas takes the keyboard, so Enter applies and Escape cancels.
          if (editor.api.startCrop()) focusCanvas();
        }}
        data-testid="crop-start"
      >
        {t('editorCrop.crop')}
      </Button>
      {!canCrop && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('editorCrop.outlined')}
        </Text>
      )}
    </div>
  );
}

/** While a photo is cropped, a bar over the canvas: what to do, Whole photo, Cancel and Done. */
export function CropControls() {
  const { t } = useTranslation();
  const { editor, focusCanvas } = useEditorContext();
  useEditorEvents(editor, ['cropChange']);
  if (!editor?.api.isCropping()) return null;
  return (
    <Paper className="ss-pill" shadow="md" radius="xl" px="md" py={6} withBorder data-testid="crop-controls">
      <Group gap="xs" wrap="nowrap">
        <IconCrop size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600} visibleFrom="sm" lineClamp={2} style={{ minWidth: 0 }}>
          {t('editorCrop.active')}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          style={{ flexShrink: 0 }}
          onClick={() => {
            editor.api.cropWholeImage();
            focusCanvas();
          }}
        >
          {t('editorCrop.whole')}
        </Button>
        <Button size="compact-sm" variant="default" radius="xl" style={{ flexShrink: 0 }} onClick={() => editor.api.cancelCrop()} data-testid="crop-cancel">
          {t('editorCrop.cancel')}
        </Button>
        <Button size="compact-sm" radius="xl" style={{ flexShrink: 0 }} onClick={() => editor.api.applyCrop()} data-testid="crop-done">
          {t('editorCrop.done')}
        </Button>
      </Group>
    </Paper>
  );
}
