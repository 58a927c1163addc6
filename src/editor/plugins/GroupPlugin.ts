import { ActiveSelection, type FabricObject, Group } from 'fabric';
import type { Editor } from '../core/Editor';
import { assignIds } from '../core/objects';
import type { EditorPlugin } from '../core/types';

declare module '../core/types' {
  interface EditorApis {
    groupSelected(): Group | undefined;
    ungroupSelected(): FabricObject[];
  }
}

/** Group a multi-selection into one object, and break a group back into its objects. */
export class GroupPlugin implements EditorPlugin {
  static readonly pluginName = 'GroupPlugin';
  static readonly apis = ['groupSelected', 'ungroupSelected'] as const;

  constructor(private readonly editor: Editor) {}

  groupSelected(): Group | undefined {
    const { canvas } = this.editor;
    const active = canvas.getActiveObject();
    if (!(active instanceof ActiveSelection)) return undefined;
    const objects = this.editor.api.getSelection();
    if (objects.length < 2) return undefined;
    const all = canvas.getObjects();
    const index = Math.min(...objects.map((o) => all.indexOf(o)));
    canvas.discardActiveObject();
    canvas.remove(...objects);
    // The selection's transform was realised on the objects when it was discarded: they are absolute.
    const group = new Group(objects, { subTargetCheck: false, interactive: false });
    assignIds(group);
    canvas.insertAt(index, group);
    canvas.setActiveObject(group);
    canvas.requestRenderAll();
    return group;
  }

  ungroupSelected(): FabricObject[] {
    const { canvas } = this.editor;
    const active = canvas.getActiveObject();
    if (!(active instanceof Group) || active instanceof ActiveSelection) return [];
    const index = canvas.getObjects().indexOf(active);
    // removeAll() hands the objects back with the group's transform applied, in canvas coordinates.
    const objects = active.removeAll();
    canvas.remove(active);
    canvas.insertAt(index, ...objects);
    this.editor.api.selectObjects(objects);
    return objects;
  }

  contextMenu() {
    const active = this.editor.canvas.getActiveObject();
    if (active instanceof ActiveSelection) return [{ text: 'editor.menu.group', hotkey: 'Ctrl+G', onclick: () => void this.groupSelected() }];
    if (active instanceof Group) return [{ text: 'editor.menu.ungroup', hotkey: 'Ctrl+Shift+G', onclick: () => void this.ungroupSelected() }];
    return null;
  }

  hotkeys() {
    return {
      '$mod+KeyG': (e: KeyboardEvent) => {
        e.preventDefault();
        this.groupSelected();
      },
      '$mod+Shift+KeyG': (e: KeyboardEvent) => {
        e.preventDefault();
        this.ungroupSelected();
      },
    };
  }
}
