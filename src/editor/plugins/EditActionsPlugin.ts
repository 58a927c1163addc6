import { type FabricObject, util } from 'fabric';
import type { Editor } from '../core/Editor';
import { isLocked } from '../core/editing';
import { assignIds, serializeObject } from '../core/objects';

declare module '../core/types' {
  interface EditorApis {
    deleteSelected(): void;
    duplicateSelected(): Promise<FabricObject[]>;
    nudgeSelected(dx: number, dy: number): void;
  }
}

/** SPEC §5: a duplicate is offset by 10 in both directions. */
export const DUPLICATE_OFFSET = 10;

/** Delete, duplicate and nudging of the selection (their keys and menu items: src/editor/actions). */
export class EditActionsPlugin {
  static readonly pluginName = 'EditActionsPlugin';
  static readonly apis = ['deleteSelected', 'duplicateSelected', 'nudgeSelected'] as const;

  constructor(private readonly editor: Editor) {}

  deleteSelected(): void {
    const { canvas } = this.editor;
    const selected = this.editor.api.getSelection().filter((o) => !isLocked(o));
    if (!selected.length) return;
    canvas.discardActiveObject();
    this.editor.transact('delete', [], () => canvas.remove(...selected));
  }

  /** SPEC §5: the selected object, or each object of a multi-selection, copied with new ids, +10/+10. */
  async duplicateSelected(): Promise<FabricObject[]> {
    const selected = this.editor.api.getSelection();
    if (!selected.length) return [];
    const copies = await this.editor.track(
      cloneObjects(
        selected.map((o) => serializeObject(o)),
        DUPLICATE_OFFSET,
      ),
    );
    this.editor.transact('duplicate', [], () => this.editor.canvas.add(...copies));
    this.editor.api.selectObjects(copies);
    return copies;
  }

  nudgeSelected(dx: number, dy: number): void {
    const { canvas } = this.editor;
    const active = canvas.getActiveObject();
    if (!active || active.lockMovementX || active.lockMovementY) return;
    this.editor.transact('nudge', [active], () => {
      active.set({ left: active.left + dx, top: active.top + dy });
      active.setCoords();
    });
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
