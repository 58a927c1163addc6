import type { FabricObject } from 'fabric';
import { ActiveSelection } from 'fabric';
import type { Editor } from '../core/Editor';
import { designObjects, isGuide, isWorkspace, selectedObjects } from '../core/objects';
import type { EditorPlugin } from '../core/types';

declare module '../core/types' {
  interface EditorApis {
    /** The selected design objects (a multi-selection unpacked). */
    getSelection(): FabricObject[];
    selectAll(): void;
    selectObjects(objects: FabricObject[]): void;
    clearSelection(): void;
  }
}

/** SPEC §4 selection: empty, one or multiple; emits selectOne, selectMultiple, selectCancel (guides ignored). */
export class SelectionPlugin implements EditorPlugin {
  static readonly pluginName = 'SelectionPlugin';
  static readonly events = ['selectOne', 'selectMultiple', 'selectCancel'] as const;
  static readonly apis = ['getSelection', 'selectAll', 'selectObjects', 'clearSelection'] as const;

  private readonly off: Array<() => void>;

  constructor(private readonly editor: Editor) {
    const { canvas } = editor;
    const onChange = () => this.announce();
    this.off = [canvas.on('selection:created', onChange), canvas.on('selection:updated', onChange), canvas.on('selection:cleared', onChange)];
  }

  private announce(): void {
    const selected = this.getSelection();
    if (selected.length === 0) this.editor.emit('selectCancel');
    else if (selected.length === 1) this.editor.emit('selectOne', selected[0]);
    else this.editor.emit('selectMultiple', selected);
  }

  getSelection(): FabricObject[] {
    return selectedObjects(this.editor.canvas);
  }

  selectObjects(objects: FabricObject[]): void {
    const { canvas } = this.editor;
    const list = objects.filter((o) => !isWorkspace(o) && !isGuide(o) && o.selectable !== false);
    // Fabric 7 fires its selection events for programmatic changes too, so announce() runs from there.
    if (list.length === 0) canvas.discardActiveObject();
    else if (list.length === 1) canvas.setActiveObject(list[0]);
    else canvas.setActiveObject(new ActiveSelection(list, { canvas }));
    canvas.requestRenderAll();
  }

  selectAll(): void {
    this.selectObjects(designObjects(this.editor.canvas).filter((o) => o.visible !== false));
  }

  clearSelection(): void {
    this.editor.canvas.discardActiveObject();
    this.editor.canvas.requestRenderAll();
  }

  destroy(): void {
    for (const off of this.off) off();
  }
}
