import { Group } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../EditorContext';
import { ToolButton } from '../ToolButton';
import { useEditorEvents } from '../useEditorEvents';

export function HistoryButtons({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  useEditorEvents(editor, ['historyChange', 'loadJson']);
  return (
    <Group gap={2} wrap="nowrap">
      <ToolButton
        size={size}
        label={t('editor.toolbar.undo')}
        shortcut="Ctrl+Z"
        icon={IconArrowBackUp}
        disabled={!editor?.api.canUndo()}
        onClick={() => void editor?.api.undo()}
        testId="undo"
      />
      <ToolButton
        size={size}
        label={t('editor.toolbar.redo')}
        shortcut="Ctrl+Shift+Z"
        icon={IconArrowForwardUp}
        disabled={!editor?.api.canRedo()}
        onClick={() => void editor?.api.redo()}
        testId="redo"
      />
    </Group>
  );
}
