import { type FabricObject, Line } from 'fabric';
import type { Editor } from '../core/Editor';
import { designObjects } from '../core/objects';
import type { EditorPlugin } from '../core/types';

/** SPEC §9: rotation snaps to 15° steps. */
export const ROTATION_SNAP_DEG = 15;
/** Snap when an edge or centre comes within this many screen pixels of another's. */
export const SNAP_DISTANCE_PX = 6;
const GUIDE_COLOR = '#e64980';

type Lines = { v: number[]; h: number[] };

/**
 * Alignment guides while moving: an object's edges and centre snap to the workspace's and to other
 * objects' edges and centres, and a magenta line shows the match. Guides are objects flagged isGuide,
 * never exported, selected or recorded in history.
 */
export class GuidelinesPlugin implements EditorPlugin {
  static readonly pluginName = 'GuidelinesPlugin';

  private guides: FabricObject[] = [];
  private readonly off: Array<() => void>;

  constructor(private readonly editor: Editor) {
    const { canvas } = editor;
    this.off = [
      canvas.on('object:moving', (e) => this.onMoving(e.target)),
      canvas.on('object:rotating', (e) => this.onRotating(e.target, e.e)),
      canvas.on('mouse:up', () => this.clearGuides()),
    ];
  }

  private targets(moving: FabricObject): Lines {
    const lines: Lines = { v: [], h: [] };
    const boxes = [
      this.editor.api.getWorkspaceObject(),
      ...designObjects(this.editor.canvas).filter((o) => o !== moving && o.visible !== false && !(moving.group && o.group === moving.group)),
    ];
    const movingSet = new Set((moving as FabricObject & { getObjects?: () => FabricObject[] }).getObjects?.() ?? []);
    for (const o of boxes) {
      if (movingSet.has(o)) continue;
      const b = o.getBoundingRect();
      lines.v.push(b.left, b.left + b.width / 2, b.left + b.width);
      lines.h.push(b.top, b.top + b.height / 2, b.top + b.height);
    }
    return lines;
  }

  private onMoving(target: FabricObject): void {
    this.clearGuides();
    const zoom = this.editor.canvas.getZoom();
    const threshold = SNAP_DISTANCE_PX / zoom;
    const lines = this.targets(target);
    const b = target.getBoundingRect();
    const xs = [b.left, b.left + b.width / 2, b.left + b.width];
    const ys = [b.top, b.top + b.height / 2, b.top + b.height];
    const snapX = nearest(xs, lines.v, threshold);
    const snapY = nearest(ys, lines.h, threshold);
    if (snapX) target.set({ left: target.left + snapX.delta });
    if (snapY) target.set({ top: target.top + snapY.delta });
    if (snapX || snapY) target.setCoords();
    const nb = target.getBoundingRect();
    if (snapX) this.drawGuide([snapX.line, Math.min(nb.top, 0) - 2000, snapX.line, nb.top + nb.height + 2000], zoom);
    if (snapY) this.drawGuide([Math.min(nb.left, 0) - 2000, snapY.line, nb.left + nb.width + 2000, snapY.line], zoom);
  }

  private onRotating(target: FabricObject, e: Event): void {
    // Shift frees the rotation; otherwise snap to 15° steps.
    if ((e as MouseEvent).shiftKey) return;
    const snapped = Math.round(target.angle / ROTATION_SNAP_DEG) * ROTATION_SNAP_DEG;
    if (snapped !== target.angle) target.rotate(snapped);
  }

  private drawGuide(points: [number, number, number, number], zoom: number): void {
    const line = new Line(points, { stroke: GUIDE_COLOR, strokeWidth: 1 / zoom, selectable: false, evented: false, excludeFromExport: true, objectCaching: false });
    (line as unknown as { isGuide: boolean }).isGuide = true;
    this.guides.push(line);
    this.editor.canvas.add(line);
  }

  private clearGuides(): void {
    if (!this.guides.length) return;
    this.editor.canvas.remove(...this.guides);
    this.guides = [];
    this.editor.canvas.requestRenderAll();
  }

  destroy(): void {
    for (const off of this.off) off();
    this.clearGuides();
  }
}

/** The smallest move that puts one of `values` on one of `lines`, if within the threshold. */
export function nearest(values: number[], lines: number[], threshold: number): { delta: number; line: number } | null {
  let best: { delta: number; line: number } | null = null;
  for (const v of values) {
    for (const line of lines) {
      const delta = line - v;
      if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta))) best = { delta, line };
    }
  }
  return best;
}
