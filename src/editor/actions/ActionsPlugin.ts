import type { Editor } from '../core/Editor';
import type { EditorPlugin } from '../core/types';
import { actionHotkeys } from './hotkeys';
import { actionMenu } from './menu';
import { EDITOR_ACTIONS } from './registry';

/**
 * Puts the action registry on the editor: its hotkeys (bound by the core to the editor element) and
 * the context menu. Registered after the plugins whose apis the actions call (createEditor.ts).
 */
export class ActionsPlugin implements EditorPlugin {
  static readonly pluginName = 'ActionsPlugin';

  constructor(private readonly editor: Editor) {}

  hotkeys() {
    return actionHotkeys(this.editor, EDITOR_ACTIONS);
  }

  contextMenu() {
    return actionMenu(this.editor);
  }
}
