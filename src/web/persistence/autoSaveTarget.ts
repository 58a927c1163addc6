import type { Editor } from '../../editor';
import { type AutoSaveInput, AutoSavePlugin, type AutoSaveTarget } from '../../editor/light';
import type { CanvasState } from '../../shared/api/designs';
import type { DesignDocument } from '../../shared/design';
import type { SessionGate } from './sessionGate';
import type { SessionSync } from './sessionSync';

/** The AutoSavePlugin target of each editor: registered once, then pointed at the current controller (React may mount twice). */
const targets = new WeakMap<Editor, { current: AutoSaveTarget | null }>();

/** Sends the editor's auto-saves to `target` (until the returned function is called). */
export function registerAutoSave(editor: Editor, target: AutoSaveTarget, draftKey: string): () => void {
  let holder = targets.get(editor);
  if (!holder) {
    holder = { current: null };
    targets.set(editor, holder);
    const h = holder;
    editor.use(AutoSavePlugin, {
      draftKey,
      target: { save: (input) => (h.current ? h.current.save(input) : Promise.resolve({})) },
    });
  }
  holder.current = target;
  const h = holder;
  return () => {
    if (h.current === target) h.current = null;
  };
}

export interface SessionTargetDeps {
  editor: Editor;
  gate: SessionGate;
  sync: SessionSync;
  preview(editor: Editor, size: { width: number; height: number }): Promise<string | undefined>;
}

/**
 * The plugin's saves go to the user's auto-save session (PUT …/session), with a preview, once the gate
 * lets them through; when a restore replaced the document while a save waited, the editor's current
 * document is sent instead of the one the save was started with.
 */
export function sessionTarget({ editor, gate, sync, preview }: SessionTargetDeps): AutoSaveTarget {
  return {
    async save(input: AutoSaveInput) {
      let { json, canvasState } = input;
      if (await gate.pass()) {
        const doc = await editor.getJson();
        json = JSON.stringify(doc);
        canvasState = canvasStateOf(doc);
      }
      const result = await sync.save({
        designData: json,
        changeCount: input.changeCount,
        canvasState: { shape: canvasState.shape as CanvasState['shape'], width: canvasState.width, height: canvasState.height, cutlinePath: canvasState.cutlinePath ?? null },
        preview: await preview(editor, canvasState),
      });
      // Over SPEC §5's limit the server kept only the workspace and noted the error; the plugin shows
      // SPEC §8's message (editor.autosave.tooLarge, the same N KB), so it is not shown twice here.
      return { tooLarge: result.tooLarge };
    },
  };
}

function canvasStateOf(doc: DesignDocument): AutoSaveInput['canvasState'] {
  return { shape: doc.workspace.shape, width: doc.workspace.width, height: doc.workspace.height, cutlinePath: doc.cutlinePath };
}
