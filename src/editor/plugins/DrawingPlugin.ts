import { PencilBrush } from 'fabric';
import type { Editor } from '../core/Editor';
import type { Tool } from '../core/tools';

declare module '../core/types' {
  interface EditorApis {
    setDrawingMode(on: boolean, brush?: { color?: string; width?: number }): void;
    isDrawing(): boolean;
  }
  interface EditorEvents {
    drawingModeChange: [boolean];
  }
}

/**
 * Free drawing with a pencil brush; each stroke becomes a path object, recorded by history as one step
 * when Fabric adds it. Drawing is one of the editor's tools: entering crop or mask editing ends it.
 */
export class DrawingPlugin {
  static readonly pluginName = 'DrawingPlugin';
  static readonly events = ['drawingModeChange'] as const;
  static readonly apis = ['setDrawingMode', 'isDrawing'] as const;

  private readonly tool: Tool = { id: 'draw', leave: () => this.setDrawingMode(false) };

  constructor(private readonly editor: Editor) {}

  setDrawingMode(on: boolean, brush: { color?: string; width?: number } = {}): void {
    const { canvas } = this.editor;
    if (on) {
      this.editor.tools.enter(this.tool);
      const pencil = canvas.freeDrawingBrush instanceof PencilBrush ? canvas.freeDrawingBrush : new PencilBrush(canvas);
      pencil.color = brush.color ?? pencil.color ?? '#1f2937';
      pencil.width = brush.width ?? (pencil.width > 1 ? pencil.width : 12);
      pencil.decimate = 2;
      canvas.freeDrawingBrush = pencil;
      canvas.discardActiveObject();
    } else {
      this.editor.tools.left(this.tool);
    }
    canvas.isDrawingMode = on;
    canvas.requestRenderAll();
    this.editor.emit('drawingModeChange', on);
  }

  isDrawing(): boolean {
    return this.editor.canvas.isDrawingMode;
  }
}
