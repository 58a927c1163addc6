import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBrush } from '@tabler/icons-react';
import { useTranslation } from '../../translation/useTranslation';
import { useEditorContext } from './EditorContext';
import { useEditorEvents } from './useEditorEvents';

/** While free drawing is on, a pill over the canvas says so and turns it off. */
export function DrawingModePill() {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  useEditorEvents(editor, ['drawingModeChange']);
  if (!editor?.api.isDrawing()) return null;
  return (
    <Paper className="ss-pill" shadow="md" radius="xl" px="md" py={6} withBorder>
      <Group gap="sm" wrap="nowrap">
        <IconBrush size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('editor.draw.active')}
        </Text>
        <Button size="compact-sm" radius="xl" onClick={() => editor.api.setDrawingMode(false)}>
          {t('editor.draw.done')}
        </Button>
      </Group>
    </Paper>
  );
}
