import { Group } from '@mantine/core';
import { ActionButton } from '../ActionButton';
import { useEditorContext } from '../EditorContext';
import { useEditorEvents } from '../useEditorEvents';

export function HistoryButtons({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const { editor } = useEditorContext();
  // History announces once both stacks are up to date, so one re-render per announcement is enough.
  useEditorEvents(editor, ['historyChange', 'loadJson']);
  return (
    <Group gap={2} wrap="nowrap">
      <ActionButton action="undo" editor={editor} size={size} testId="undo" />
      <ActionButton action="redo" editor={editor} size={size} testId="redo" />
    </Group>
  );
}
