import type { FabricObject } from 'fabric';
import type { Editor } from '../core/Editor';
import { isLocked } from '../core/editing';
import { asEditorObject, designObjects, isWorkspace } from '../core/objects';

export interface LayerInfo {
  id: string;
  name: string;
  type: string;
  visible: boolean;
  locked: boolean;
  selected: boolean;
}

declare module '../core/types' {
  interface EditorApis {
    bringForward(): void;
    sendBackward(): void;
    bringToFront(): void;
    sendToBack(): void;
    /** Layers top first, as a layers panel lists them. */
    listLayers(): LayerInfo[];
    /** Moves a layer to a position in the top-first list (drag to reorder). */
    moveLayer(id: string, topFirstIndex: number): void;
    setLayerVisible(id: string, visible: boolean): void;
    setLayerLocked(id: string, locked: boolean): void;
    renameLayer(id: string, name: string): void;
  }
}

const LOCK_PROPS = ['lockMovementX', 'lockMovementY', 'lockScalingX', 'lockScalingY', 'lockRotation'] as const;

/** Stacking order (the workspace always stays at the bottom) and the layers panel's operations. */
export class LayerPlugin {
  static readonly pluginName = 'LayerPlugin';
  static readonly apis = ['bringForward', 'sendBackward', 'bringToFront', 'sendToBack', 'listLayers', 'moveLayer', 'setLayerVisible', 'setLayerLocked', 'renameLayer'] as const;

  constructor(private readonly editor: Editor) {}

  private get lowest(): number {
    // Just above the workspace (SPEC §9: Send to Back goes just above the workspace).
    return this.editor.canvas.getObjects().findIndex(isWorkspace) + 1;
  }

  private moveSelected(place: (object: FabricObject, index: number) => number): void {
    const { canvas } = this.editor;
    const selected = this.editor.api.getSelection();
    if (!selected.length) return;
    const all = canvas.getObjects();
    // Keep the selection's own order: move the top one first when going down, the bottom one first going up.
    const sorted = [...selected].sort((a, b) => all.indexOf(a) - all.indexOf(b));
    this.editor.transact('reorder', selected, () => {
      for (const object of sorted) {
        const target = Math.max(this.lowest, Math.min(canvas.getObjects().length - 1, place(object, canvas.getObjects().indexOf(object))));
        canvas.moveObjectTo(object, target);
      }
    });
  }

  bringForward(): void {
    this.moveSelected((_o, i) => i + 1);
  }

  sendBackward(): void {
    this.moveSelected((_o, i) => i - 1);
  }

  bringToFront(): void {
    this.moveSelected(() => this.editor.canvas.getObjects().length - 1);
  }

  sendToBack(): void {
    const selected = this.editor.api.getSelection();
    const { canvas } = this.editor;
    const all = canvas.getObjects();
    const sorted = [...selected].sort((a, b) => all.indexOf(b) - all.indexOf(a));
    if (!selected.length) return;
    this.editor.transact('reorder', selected, () => {
      for (const object of sorted) canvas.moveObjectTo(object, this.lowest);
    });
  }

  listLayers(): LayerInfo[] {
    const selected = new Set(this.editor.api.getSelection());
    return designObjects(this.editor.canvas)
      .map((o) => {
        const e = asEditorObject(o);
        return {
          id: e.id ?? '',
          name: e.name || defaultName(o),
          type: o.type,
          visible: o.visible !== false,
          locked: isLocked(o),
          selected: selected.has(o),
        };
      })
      .reverse();
  }

  moveLayer(id: string, topFirstIndex: number): void {
    const { canvas } = this.editor;
    const objects = designObjects(canvas);
    const object = objects.find((o) => asEditorObject(o).id === id);
    if (!object) return;
    const bottomFirst = objects.length - 1 - Math.max(0, Math.min(objects.length - 1, topFirstIndex));
    this.editor.transact('reorder', [object], () => canvas.moveObjectTo(object, this.lowest + bottomFirst));
  }

  setLayerVisible(id: string, visible: boolean): void {
    this.update('visibility', id, (o) => {
      o.set({ visible });
      if (!visible && this.editor.api.getSelection().includes(o)) this.editor.canvas.discardActiveObject();
    });
  }

  setLayerLocked(id: string, locked: boolean): void {
    this.update('lock', id, (o) => {
      // Typing keeps Fabric's own movement lock and restores it on exit, which would undo ours.
      const editing = o as FabricObject & { isEditing?: boolean; exitEditing?: () => void };
      if (editing.isEditing) editing.exitEditing?.();
      o.set({ locked } as Record<string, unknown>);
      for (const key of LOCK_PROPS) o.set(key, locked);
      o.set({ hasControls: !locked, editable: !locked } as Record<string, unknown>);
    });
  }

  renameLayer(id: string, name: string): void {
    const trimmed = name.trim().slice(0, 80);
    this.update('rename', id, (o) => o.set({ name: trimmed || undefined } as Record<string, unknown>));
  }

  private update(label: string, id: string, fn: (o: FabricObject) => void): void {
    const object = designObjects(this.editor.canvas).find((o) => asEditorObject(o).id === id);
    if (!object) return;
    this.editor.transact(label, [object], () => fn(object));
  }
}

function defaultName(object: FabricObject): string {
  const text = (object as FabricObject & { text?: string }).text;
  if (typeof text === 'string' && text.trim()) return text.trim().slice(0, 40);
  return object.type;
}
