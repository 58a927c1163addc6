import { Button, Group, Paper, Text } from '@mantine/core';
import { IconMask } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { Editor } from '../../../editor';
import { useTranslation } from '../../translation/useTranslation';
import { useEditorContext } from './EditorContext';
import { useEditorEvents } from './useEditorEvents';

/** While an image's mask is edited (decision 56), a pill over the canvas says so and ends it. */
export function MaskEditPill() {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  useEditorEvents(editor, ['maskEditChange']);
  if (!editor?.optionalApi('maskEditTarget')?.()) return null;
  return (
    <Paper className="ss-pill" shadow="md" radius="xl" px="md" py={6} withBorder data-testid="mask-edit-pill">
      <Group gap="sm" wrap="nowrap">
        <IconMask size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('editorMask.editing')}
        </Text>
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('editorMask.editingHint')}
        </Text>
        <Button size="compact-sm" radius="xl" onClick={() => editor.api.finishMaskEdit()} data-testid="mask-edit-done">
          {t('editorMask.done')}
        </Button>
      </Group>
    </Paper>
  );
}

/** Closes a drawer or sheet that holds the properties when mask editing starts, so the canvas is free to edit on. */
export function useCloseOnMaskEdit(editor: Editor | null, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => editor?.on('maskEditChange', (editing) => editing && latest.current()), [editor]);
}
