import type { FabricObject } from 'fabric';
import type { Editor } from '../core/Editor';

export type Alignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

declare module '../core/types' {
  interface EditorApis {
    /** Aligns the selected objects to each other, or a single object to the workspace. */
    align(to: Alignment): void;
    distribute(axis: 'horizontal' | 'vertical'): void;
    flip(axis: 'x' | 'y'): void;
  }
}

type Box = { left: number; top: number; width: number; height: number };

/** Align, distribute and flip, on bounding boxes in canvas coordinates (rotation included). */
export class AlignPlugin {
  static readonly pluginName = 'AlignPlugin';
  static readonly apis = ['align', 'distribute', 'flip'] as const;

  constructor(private readonly editor: Editor) {}

  /** Objects are realised out of a multi-selection first, so their boxes are absolute. */
  private take(): FabricObject[] {
    const objects = this.editor.api.getSelection();
    this.editor.canvas.discardActiveObject();
    return objects;
  }

  private finish(objects: FabricObject[]): void {
    for (const o of objects) o.setCoords();
    this.editor.api.selectObjects(objects);
  }

  align(to: Alignment): void {
    const objects = this.take();
    if (!objects.length) return;
    const frame: Box = objects.length === 1 ? this.editor.api.getWorkspaceObject().getBoundingRect() : union(objects.map((o) => o.getBoundingRect()));
    this.editor.transact('align', objects, () => {
      for (const o of objects) {
        const box = o.getBoundingRect();
        const dx =
          to === 'left'
            ? frame.left - box.left
            : to === 'right'
              ? frame.left + frame.width - (box.left + box.width)
              : to === 'center'
                ? frame.left + frame.width / 2 - (box.left + box.width / 2)
                : 0;
        const dy =
          to === 'top'
            ? frame.top - box.top
            : to === 'bottom'
              ? frame.top + frame.height - (box.top + box.height)
              : to === 'middle'
                ? frame.top + frame.height / 2 - (box.top + box.height / 2)
                : 0;
        o.set({ left: o.left + dx, top: o.top + dy });
        o.setCoords();
      }
    });
    this.finish(objects);
  }

  /** Equal gaps between the objects, the outermost two staying where they are. */
  distribute(axis: 'horizontal' | 'vertical'): void {
    const objects = this.take();
    if (objects.length < 3) {
      if (objects.length) this.editor.api.selectObjects(objects);
      return;
    }
    const horizontal = axis === 'horizontal';
    const items = objects.map((o) => ({ o, box: o.getBoundingRect() })).sort((a, b) => (horizontal ? a.box.left - b.box.left : a.box.top - b.box.top));
    const start = horizontal ? items[0].box.left : items[0].box.top;
    const lastBox = items[items.length - 1].box;
    const end = horizontal ? lastBox.left + lastBox.width : lastBox.top + lastBox.height;
    const total = items.reduce((sum, { box }) => sum + (horizontal ? box.width : box.height), 0);
    const gap = (end - start - total) / (items.length - 1);
    let cursor = start;
    this.editor.transact('distribute', objects, () => {
      for (const { o, box } of items) {
        const delta = cursor - (horizontal ? box.left : box.top);
        o.set(horizontal ? { left: o.left + delta } : { top: o.top + delta });
        o.setCoords();
        cursor += (horizontal ? box.width : box.height) + gap;
      }
    });
    this.finish(objects);
  }

  /** Mirrors each selected object in place. */
  flip(axis: 'x' | 'y'): void {
    const objects = this.editor.api.getSelection();
    if (!objects.length) return;
    this.editor.transact('flip', objects, () => {
      for (const o of objects) o.set(axis === 'x' ? { flipX: !o.flipX } : { flipY: !o.flipY });
    });
  }
}

function union(boxes: Box[]): Box {
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.left + b.width));
  const bottom = Math.max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
}
