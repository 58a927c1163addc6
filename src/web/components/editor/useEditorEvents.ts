import { useEffect, useState } from 'react';
import type { Editor, EditorEvents } from '../../../editor';

/** Events after which what the panels show may differ: selection, history, zoom, document changes. */
export const STATE_EVENTS = [
  'selectOne',
  'selectMultiple',
  'selectCancel',
  'change',
  'historyChange',
  'loadJson',
  'zoomChange',
  'workspaceChange',
] as const satisfies ReadonlyArray<keyof EditorEvents>;

export const SELECTION_EVENTS = ['selectOne', 'selectMultiple', 'selectCancel', 'change', 'historyChange', 'loadJson'] as const satisfies ReadonlyArray<keyof EditorEvents>;

/**
 * Re-renders the component whenever the editor emits one of `events`; returns a counter that changes
 * with each of them (handy as a memo dependency). Components then read the editor's apis directly.
 */
export function useEditorEvents(editor: Editor | null, events: ReadonlyArray<keyof EditorEvents> = STATE_EVENTS): number {
  const [version, setVersion] = useState(0);
  const key = events.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the events list
  useEffect(() => {
    if (!editor) return;
    const bump = () => setVersion((v) => v + 1);
    const offs = events.map((event) => editor.on(event, bump));
    bump();
    return () => {
      for (const off of offs) off();
    };
  }, [editor, key]);
  return version;
}
