import type { Canvas, FabricObject } from 'fabric';

// Fabric types only: this module is read by the action registry, which the web app loads without Fabric.

export const WORKSPACE_ID = 'workspace';

/** Our objects carry extra properties (src/editor/document/setup.ts); this is their typed view. */
export type EditorObject = FabricObject & {
  id?: string;
  name?: string;
  isGuide?: boolean;
  stickerOutline?: boolean;
};

export const asEditorObject = (object: FabricObject) => object as EditorObject;

export function isWorkspace(object: unknown): boolean {
  return !!object && (object as { id?: unknown }).id === WORKSPACE_ID;
}

/** Guide lines (snapping) are drawn as objects but are never part of the design or of selections. */
export function isGuide(object: unknown): boolean {
  return !!object && (object as { isGuide?: unknown }).isGuide === true;
}

/** The design's own objects, bottom to top: everything but the workspace and guide lines. */
export function designObjects(canvas: Canvas): FabricObject[] {
  return canvas.getObjects().filter((o) => !isWorkspace(o) && !isGuide(o));
}

export function findById(canvas: Canvas, id: string): FabricObject | undefined {
  return canvas.getObjects().find((o) => asEditorObject(o).id === id);
}
