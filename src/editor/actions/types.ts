import type { Editor } from '../core/Editor';

// Type-only imports here and in every action file: the web app reads the action definitions (labels,
// shortcuts, predicates) before the editor chunk with Fabric has loaded.

/** How an action was started: a key press passes its event (Shift makes a nudge bigger). */
export interface ActionTrigger {
  event?: KeyboardEvent;
}

export interface ActionHotkey {
  /** tinykeys bindings, e.g. '$mod+KeyZ' ($mod is Ctrl, or ⌘ on a Mac); scoped to the editor element. */
  keys: readonly string[];
  /** Whether the key is the editor's right now; when false it is left to the browser (Backspace while typing). Default: always. */
  when?(editor: Editor): boolean;
  /** true: the browser's own handling of the key goes on too (Ctrl+C still fires the page's copy event). */
  keepDefault?: boolean;
}

/**
 * One thing a person can do in the editor, defined once: the hotkeys, the context menu, the toolbar and
 * the mobile sheets all read this (src/editor/actions/registry.ts lists them).
 */
export interface EditorAction<Id extends string = string> {
  id: Id;
  /** i18n key of its name (en.json and zh.json), the same text on every surface. */
  labelKey: string;
  /** The shortcut as people read it beside the name ('Ctrl+Z'); the bindings are in `hotkey`. */
  shortcut?: string;
  hotkey?: ActionHotkey;
  /** Whether it is offered at all now (the menu lists it, a toolbar shows its button). Default: always. */
  isAvailable?(editor: Editor): boolean;
  /** Whether it can run now; offered but greyed out when false. Default: always. */
  isEnabled?(editor: Editor): boolean;
  run(editor: Editor, trigger?: ActionTrigger): unknown;
  /** A submenu (Align, Arrange): the ids of the actions it holds; the menu opens them instead of running this. */
  submenu?: readonly string[];
}

/** Keeps the id's literal type, so the registry can name its ids (ActionId). */
export function defineAction<Id extends string>(action: EditorAction<Id>): EditorAction<Id> {
  return action;
}

export const hasSelection = (editor: Editor): boolean => editor.api.getSelection().length > 0;
