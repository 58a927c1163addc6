import type { Editor } from '../core/Editor';
import type { HotkeyMap } from '../core/types';
import type { EditorAction } from './types';

/** tinykeys bindings for the actions' hotkeys. A key bound by two actions is a programming error. */
export function actionHotkeys(editor: Editor, actions: readonly EditorAction[]): HotkeyMap {
  const bindings: HotkeyMap = {};
  const owner = new Map<string, string>();
  for (const action of actions) {
    const { hotkey } = action;
    if (!hotkey) continue;
    for (const key of hotkey.keys) {
      const taken = owner.get(key);
      if (taken) throw new Error(`Hotkey '${key}' of action '${action.id}' is already bound to '${taken}'`);
      owner.set(key, action.id);
      bindings[key] = (event) => {
        if (hotkey.when && !hotkey.when(editor)) return;
        if (!hotkey.keepDefault) event.preventDefault();
        void action.run(editor, { event });
      };
    }
  }
  return bindings;
}
