import { Group } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '../../../../editor/core/Editor';
import { useEditorContext } from '../EditorContext';
import { ToolButton } from '../ToolButton';
import { useEditorEvents } from '../useEditorEvents';

export function HistoryButtons({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  useEditorEvents(editor, ['historyChange', 'loadJson']);
  useSettledHistory(editor);
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

/**
 * The history plugin announces `historyChange` before an undo/redo step is moved to the other stack,
 * so right after an undo `canRedo()` is still false. Read the stacks again once the step has settled.
 */
function useSettledHistory(editor: Editor | null): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = editor.on('historyChange', () => {
      clearTimeout(timer);
      timer = setTimeout(() => setTick((n) => n + 1), 0);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [editor]);
}
