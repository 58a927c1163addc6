import { createContext, type ReactNode, useContext } from 'react';
import type { Editor } from '../../../editor';
import type { EditorStatus } from './useEditor';

export interface EditorContextValue {
  editor: Editor | null;
  status: EditorStatus;
  retry: () => void;
  /** Gives the keyboard focus back to the canvas (its hotkeys are scoped to it). */
  focusCanvas: () => void;
}

const EditorContext = createContext<EditorContextValue>({ editor: null, status: 'loading', retry: () => {}, focusCanvas: () => {} });

export function EditorProvider({ value, children }: { value: EditorContextValue; children: ReactNode }) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

/** The editor of the page (null while it loads or after it failed). */
export function useEditorContext(): EditorContextValue {
  return useContext(EditorContext);
}
