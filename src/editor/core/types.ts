import type { FabricObject } from 'fabric';
import type { DesignDocument } from '../../shared/design';
import type { MenuEntry } from './contextMenu';
import type { ToolId } from './tools';

export interface HistoryState {
  canUndo: boolean;
  canRedo: boolean;
}

/** A message for the person using the editor: an i18n key (English text in en.json) and its values. */
export interface EditorNotice {
  kind: 'success' | 'info' | 'warning' | 'error';
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Every event the editor emits, with its arguments. Plugins that add events declare them here by
 * module augmentation (`declare module '…/core/types' { interface EditorEvents { … } }`).
 */
export interface EditorEvents {
  selectOne: [FabricObject];
  selectMultiple: [FabricObject[]];
  selectCancel: [];
  loadJson: [];
  /** The document changed (a step was recorded, undone or redone): auto-save and the dirty state listen to it. */
  change: [];
  notify: [EditorNotice];
  /** The active tool (crop, mask editing, drawing) changed; null: none, plain selecting. */
  toolChange: [ToolId | null];
}

/**
 * The typed apis that plugins put on `editor.api`. Each plugin augments this interface with what it
 * lists in its static `apis`, so callers get types without `[key: string]: any`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation in each plugin
export interface EditorApis {}

/** The four async hooks of SPEC §4 (import and save flows). */
export interface EditorHooks {
  beforeImport(doc: DesignDocument): void | Promise<void>;
  afterImport(doc: DesignDocument): void | Promise<void>;
  beforeSave(): void | Promise<void>;
  afterSave(doc: DesignDocument): void | Promise<void>;
}

export type HotkeyMap = Record<string, (event: KeyboardEvent) => void>;

export interface EditorPlugin extends Partial<EditorHooks> {
  /**
   * Called with the document as read, before it is migrated and checked (which takes ~100 ms on a
   * 1,000-object design): a plugin may start slow loads (fonts) it will wait for in beforeImport.
   * Synchronous; must not change the document, and its errors are ignored (the document may be bad).
   */
  prefetchImport?(raw: unknown): void;
  /**
   * On import, after beforeImport, for each object that measures text: resolves when its text can be
   * measured (its fonts are loaded). The object is made once every plugin's promise resolved; objects
   * without text are made meanwhile.
   */
  textReady?(object: Record<string, unknown>): Promise<void>;
  /** tinykeys bindings, e.g. { '$mod+KeyD': … }; scoped to the editor element, disposed on destroy. */
  hotkeys?(): HotkeyMap;
  /** Items this plugin adds to the context menu for the current selection. */
  contextMenu?(): MenuEntry[] | null | undefined;
  destroy?(): void;
}
