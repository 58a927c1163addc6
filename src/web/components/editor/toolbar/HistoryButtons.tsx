import { Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Editor } from '../../../../editor';
import { ActionButton } from '../ActionButton';
import { useEditorContext } from '../EditorContext';
import { useEditorEvents } from '../useEditorEvents';

export function HistoryButtons({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const { editor } = useEditorContext();
  useEditorEvents(editor, ['historyChange', 'loadJson']);
  useSettledHistory(editor);
  return (
    <Group gap={2} wrap="nowrap">
      <ActionButton action="undo" editor={editor} size={size} testId="undo" />
      <ActionButton action="redo" editor={editor} size={size} testId="redo" />
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
