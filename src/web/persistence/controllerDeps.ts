import type { Editor } from '../../editor';
import type { Connectivity } from './designAutoSave';
import type { ConflictChoice, DesignsApi } from './designSave';
import type { DraftStore } from './localDrafts';
import type { SessionApi } from './sessionSync';

/** What PersistenceController needs from the page: the editor, the APIs, the local store and the dialogs (injected, so it is tested without them). */
export interface ControllerDeps {
  editor: Editor;
  /** The signed-in user's id; null for a guest. */
  userId: string | null;
  sessionApi: SessionApi;
  designs: DesignsApi;
  drafts: DraftStore;
  preview(editor: Editor, size: { width: number; height: number }): Promise<string | undefined>;
  ui: {
    notify(kind: 'success' | 'info' | 'warning' | 'error', key: string, values?: Record<string, unknown>): void;
    /** A translated message for an error (the saved-design limit, a network failure …). */
    notifyError(key: string, error: unknown): void;
    /** 409 on a design save: keep mine as a copy, take theirs, or decide later. */
    resolveConflict(): Promise<ConflictChoice>;
    /** "Save" without a design yet: the save-confirmation dialog (SPEC §4). */
    askSaveAs(): void;
    /** A design was created or saved: lists elsewhere are stale. */
    designsChanged(): void;
    /** The editor now edits this design (after Save as, a copy): the page can put it in its URL. */
    designOpened(id: string): void;
    /** The name of "keep mine as a copy". */
    copyName(name: string): string;
  };
  now?: () => number;
  /** The browser's `online` event (reconnecting retries a failed save at once); the window's by default. */
  connectivity?: Connectivity;
}
