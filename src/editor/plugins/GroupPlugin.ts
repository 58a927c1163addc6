import { ActiveSelection, type FabricObject, Group } from 'fabric';
import type { Editor } from '../core/Editor';
import { assignIds } from '../core/objects';

declare module '../core/types' {
  interface EditorApis {
    groupSelected(): Group | undefined;
    ungroupSelected(): FabricObject[];
    /** Whether the selection is several objects that can become one group. */
    canGroup(): boolean;
    /** Whether the selection is one group that can be broken up. */
    canUngroup(): boolean;
  }
}

/** Group a multi-selection into one object, and break a group back into its objects. */
export class GroupPlugin {
  static readonly pluginName = 'GroupPlugin';
  static readonly apis = ['groupSelected', 'ungroupSelected', 'canGroup', 'canUngroup'] as const;

  constructor(private readonly editor: Editor) {}

  canGroup(): boolean {
    return this.editor.canvas.getActiveObject() instanceof ActiveSelection;
  }

  canUngroup(): boolean {
    const active = this.editor.canvas.getActiveObject();
    return active instanceof Group && !(active instanceof ActiveSelection);
  }

  groupSelected(): Group | undefined {
    const { canvas } = this.editor;
    const active = canvas.getActiveObject();
    if (!(active instanceof ActiveSelection)) return undefined;
    const objects = this.editor.api.getSelection();
    if (objects.length < 2) return undefined;
    const all = canvas.getObjects();
    const index = Math.min(...objects.map((o) => all.indexOf(o)));
    canvas.discardActiveObject();
    const group = this.editor.transact('group', [], () => {
      canvas.remove(...objects);
      // The selection's transform was realised on the objects when it was discarded: they are absolute.
      const made = new Group(objects, { subTargetCheck: false, interactive: false });
      assignIds(made);
      canvas.insertAt(index, made);
      return made;
    });
    canvas.setActiveObject(group);
    canvas.requestRenderAll();
    return group;
  }

  ungroupSelected(): FabricObject[] {
    const { canvas } = this.editor;
    const active = canvas.getActiveObject();
    if (!(active instanceof Group) || active instanceof ActiveSelection) return [];
    const index = canvas.getObjects().indexOf(active);
    const objects = this.editor.transact('ungroup', [], () => {
      // removeAll() hands the objects back with the group's transform applied, in canvas coordinates.
      const children = active.removeAll();
      canvas.remove(active);
      canvas.insertAt(index, ...children);
      return children;
    });
    this.editor.api.selectObjects(objects);
    return objects;
  }
}
