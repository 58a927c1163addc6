import { type FabricObject, util } from 'fabric';
import type { Editor } from '../core/Editor';
import { assignIds, serializeObject } from '../core/objects';
import type { EditorPlugin } from '../core/types';

declare module '../core/types' {
  interface EditorApis {
    deleteSelected(): void;
    duplicateSelected(): Promise<FabricObject[]>;
    nudgeSelected(dx: number, dy: number): void;
  }
}

/** SPEC §5: a duplicate is offset by 10 in both directions. */
export const DUPLICATE_OFFSET = 10;

/** Delete, duplicate and arrow-key nudging of the selection. */
export class EditActionsPlugin implements EditorPlugin {
  static readonly pluginName = 'EditActionsPlugin';
  static readonly apis = ['deleteSelected', 'duplicateSelected', 'nudgeSelected'] as const;

  constructor(private readonly editor: Editor) {}

  deleteSelected(): void {
    const { canvas } = this.editor;
    const selected = this.editor.api.getSelection().filter((o) => !isLocked(o));
    if (!selected.length) return;
    canvas.discardActiveObject();
    canvas.remove(...selected);
    canvas.requestRenderAll();
  }

  /** SPEC §5: the selected object, or each object of a multi-selection, copied with new ids, +10/+10. */
  async duplicateSelected(): Promise<FabricObject[]> {
    const selected = this.editor.api.getSelection();
    if (!selected.length) return [];
    const copies = await cloneObjects(
      selected.map((o) => serializeObject(o)),
      DUPLICATE_OFFSET,
    );
    this.editor.canvas.add(...copies);
    this.editor.api.selectObjects(copies);
    return copies;
  }

  nudgeSelected(dx: number, dy: number): void {
    const { canvas } = this.editor;
    const active = canvas.getActiveObject();
    if (!active || active.lockMovementX || active.lockMovementY) return;
    active.set({ left: active.left + dx, top: active.top + dy });
    active.setCoords();
    this.editor.changed([active]);
  }

  contextMenu() {
    if (!this.editor.api.getSelection().length) return null;
    return [{ text: 'editor.menu.duplicate', hotkey: 'Ctrl+D', onclick: () => void this.duplicateSelected() }];
  }

  hotkeys() {
    const nudge = (dx: number, dy: number) => (e: KeyboardEvent) => {
      if (!this.editor.api.getSelection().length) return;
      e.preventDefault();
      this.nudgeSelected(dx, dy);
    };
    const del = (e: KeyboardEvent) => {
      if (isEditingText(this.editor)) return;
      e.preventDefault();
      this.deleteSelected();
    };
    return {
      Delete: del,
      Backspace: del,
      '$mod+KeyD': (e: KeyboardEvent) => {
        e.preventDefault();
        void this.duplicateSelected();
      },
      ArrowLeft: nudge(-1, 0),
      ArrowRight: nudge(1, 0),
      ArrowUp: nudge(0, -1),
      ArrowDown: nudge(0, 1),
      'Shift+ArrowLeft': nudge(-10, 0),
      'Shift+ArrowRight': nudge(10, 0),
      'Shift+ArrowUp': nudge(0, -10),
      'Shift+ArrowDown': nudge(0, 10),
    };
  }
}

/** Fresh objects from JSON: new ids (children included), shifted by `offset`. */
export async function cloneObjects(jsons: Record<string, unknown>[], offset: number): Promise<FabricObject[]> {
  const stripped = jsons.map((json) => withoutIds({ ...json, left: Number(json.left ?? 0) + offset, top: Number(json.top ?? 0) + offset }));
  const objects = await util.enlivenObjects<FabricObject>(stripped);
  for (const object of objects) assignIds(object);
  return objects;
}

function withoutIds(json: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...rest } = json;
  if (Array.isArray(rest.objects)) rest.objects = (rest.objects as Record<string, unknown>[]).map(withoutIds);
  return rest;
}

/**
 * A locked layer (LayerPlugin.setLayerLocked) cannot be moved, and is not deleted by accident either.
 * Fabric also locks a text's movement while it is being typed in: that is not a locked layer.
 */
export function isLocked(object: FabricObject): boolean {
  const o = object as FabricObject & { locked?: boolean; isEditing?: boolean };
  if (o.locked !== undefined) return o.locked === true;
  return o.lockMovementX === true && o.lockMovementY === true && !o.isEditing;
}

export function isEditingText(editor: Editor): boolean {
  const active = editor.canvas.getActiveObject() as (FabricObject & { isEditing?: boolean }) | undefined;
  return !!active?.isEditing;
}
