import { Point } from 'fabric';
import type { Editor } from '../core/Editor';
import type { EditorPlugin } from '../core/types';

type Touchish = { clientX: number; clientY: number };

/**
 * Two fingers pinch to zoom and drag to pan (Fabric 7 has no gestures of its own). While two fingers
 * are down, Fabric's own handling of the first finger is cancelled so nothing gets moved by accident.
 */
export class TouchGesturesPlugin implements EditorPlugin {
  static readonly pluginName = 'TouchGesturesPlugin';

  private last: { distance: number; mid: Touchish } | null = null;
  private readonly off: () => void;

  constructor(private readonly editor: Editor) {
    const el = editor.canvas.upperCanvasEl;
    const start = (e: TouchEvent) => this.onStart(e);
    const move = (e: TouchEvent) => this.onMove(e);
    const end = (e: TouchEvent) => this.onEnd(e);
    el.addEventListener('touchstart', start, { passive: false });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    this.off = () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }

  private onStart(e: TouchEvent): void {
    if (e.touches.length !== 2) return;
    e.preventDefault();
    const { canvas } = this.editor;
    canvas.discardActiveObject();
    canvas.selection = false;
    this.last = measure(e.touches[0], e.touches[1]);
  }

  private onMove(e: TouchEvent): void {
    if (!this.last || e.touches.length !== 2) return;
    e.preventDefault();
    const { canvas } = this.editor;
    const now = measure(e.touches[0], e.touches[1]);
    const rect = canvas.upperCanvasEl.getBoundingClientRect();
    canvas.relativePan(new Point(now.mid.clientX - this.last.mid.clientX, now.mid.clientY - this.last.mid.clientY));
    if (this.last.distance > 0) {
      const zoom = canvas.getZoom() * (now.distance / this.last.distance);
      this.editor.api.setZoom(zoom, { x: now.mid.clientX - rect.left, y: now.mid.clientY - rect.top });
    }
    this.last = now;
  }

  private onEnd(e: TouchEvent): void {
    if (e.touches.length < 2 && this.last) {
      this.last = null;
      this.editor.canvas.selection = true;
    }
  }

  destroy(): void {
    this.off();
  }
}

function measure(a: Touchish, b: Touchish): { distance: number; mid: Touchish } {
  return { distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY), mid: { clientX: (a.clientX + b.clientX) / 2, clientY: (a.clientY + b.clientY) / 2 } };
}
