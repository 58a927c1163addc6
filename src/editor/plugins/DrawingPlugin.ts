import { PencilBrush } from 'fabric';
import type { Editor } from '../core/Editor';

declare module '../core/types' {
  interface EditorApis {
    setDrawingMode(on: boolean, brush?: { color?: string; width?: number }): void;
    isDrawing(): boolean;
  }
  interface EditorEvents {
    drawingModeChange: [boolean];
  }
}

/** Free drawing with a pencil brush; each stroke becomes a path object (undoable like any other). */
export class DrawingPlugin {
  static readonly pluginName = 'DrawingPlugin';
  static readonly events = ['drawingModeChange'] as const;
  static readonly apis = ['setDrawingMode', 'isDrawing'] as const;

  constructor(private readonly editor: Editor) {}

  setDrawingMode(on: boolean, brush: { color?: string; width?: number } = {}): void {
    const { canvas } = this.editor;
    if (on) {
      const pencil = canvas.freeDrawingBrush instanceof PencilBrush ? canvas.freeDrawingBrush : new PencilBrush(canvas);
      pencil.color = brush.color ?? pencil.color ?? '#1f2937';
      pencil.width = brush.width ?? (pencil.width > 1 ? pencil.width : 12);
      pencil.decimate = 2;
      canvas.freeDrawingBrush = pencil;
      canvas.discardActiveObject();
    }
    canvas.isDrawingMode = on;
    canvas.requestRenderAll();
    this.editor.emit('drawingModeChange', on);
  }

  isDrawing(): boolean {
    return this.editor.canvas.isDrawingMode;
  }
}
