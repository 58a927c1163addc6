import type { Canvas } from 'fabric';
import { collectFontsUsed, DEFAULT_WORKSPACE, DESIGN_VERSION, type DesignDocument, type WorkspaceShape } from '../../shared/design';
import { asEditorObject, designObjects, isWorkspace, serializeObject } from './objects';

type Stroked = { stroke?: unknown; strokeColor?: string; set(props: Record<string, unknown>): void };

/**
 * SPEC §4 import step "re-apply strokes": documents keep the chosen outline colour in strokeColor; an
 * object whose stroke was lost (older editors wrote only strokeColor) gets it back, and `set` marks it
 * dirty so its cache is drawn again with the stroke. (An object that came with its stroke has it in the
 * cache drawn at import, decision 64: drawing that again would only cost time.)
 */
export function reapplyStrokes(canvas: Canvas): void {
  for (const object of designObjects(canvas)) {
    const o = object as unknown as Stroked;
    if (!o.stroke && typeof o.strokeColor === 'string' && o.strokeColor) o.set({ stroke: o.strokeColor });
  }
}

/** The workspace description (SPEC §3) read from the workspace object on the canvas. */
export function readWorkspace(canvas: Canvas): DesignDocument['workspace'] {
  const ws = canvas.getObjects().find(isWorkspace);
  if (!ws) return { ...DEFAULT_WORKSPACE };
  const { shape = 'rectangle', designFill } = asEditorObject(ws) as { shape?: WorkspaceShape; designFill?: string };
  return { id: 'workspace', shape, width: Math.round(ws.getScaledWidth()), height: Math.round(ws.getScaledHeight()), ...(designFill ? { fill: designFill } : {}) };
}

/** The design's canvas background colour (kept from Fabric documents), if it has one. */
export function readBackground(canvas: Canvas): string | undefined {
  const ws = canvas.getObjects().find(isWorkspace) as { designBackground?: string } | undefined;
  return ws?.designBackground || undefined;
}

/** The design JSON of SPEC §3 for what is on the canvas now. */
export function buildDocument(canvas: Canvas): DesignDocument {
  const objects = designObjects(canvas).map((o) => serializeObject(o));
  const fontsUsed = collectFontsUsed(objects);
  const doc: DesignDocument = {
    version: DESIGN_VERSION,
    objects,
    workspace: readWorkspace(canvas),
  };
  const background = readBackground(canvas);
  if (background) doc.background = background;
  if (canvas.overlayImage) doc.overlayImage = canvas.overlayImage.toObject();
  if (fontsUsed.length) doc.googleFontsMetadata = { fontsUsed, savedAt: new Date().toISOString(), version: DESIGN_VERSION };
  return doc;
}
