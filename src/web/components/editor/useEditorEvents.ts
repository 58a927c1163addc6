import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
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

/**
 * A value read from the editor (a string, number or boolean), read again after each of `events`; the
 * component re-renders only when the value changed, not on every event (a click on a crowded design
 * should not re-render panels whose content stays the same).
 */
export function useEditorValue<T extends string | number | boolean | null>(
  editor: Editor | null,
  events: ReadonlyArray<keyof EditorEvents>,
  read: (editor: Editor) => T,
  fallback: T,
): T {
  const key = events.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the events list
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!editor) return () => undefined;
      const offs = events.map((event) => editor.on(event, notify));
      return () => {
        for (const off of offs) off();
      };
    },
    [editor, key],
  );
  return useSyncExternalStore(subscribe, () => (editor ? read(editor) : fallback));
}
