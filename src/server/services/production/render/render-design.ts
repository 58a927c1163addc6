/**
 * Renders a design document on the server at print resolution: the workspace region, transparent where
 * there is no art, without the workspace itself — the same picture the editor's sticker export gives
 * (ExportPlugin.stickerImage), so the shop never depends on the customer's browser.
 */
import { type FabricObject, StaticCanvas, util } from 'fabric';
import type { DesignDocument } from '../../../../shared/design';
import type { GoogleFontsSource } from '../../fonts/google-fonts';
import { prepareDesignFonts } from './design-fonts';
import { ensureServerFabric } from './fabric-env';

export interface RenderedDesign {
  /** Straight RGBA, row-major. */
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
  /** Objects Fabric could not build (a corrupt image, say), by id or type: left out of the render. */
  skipped: string[];
}

/** One render at a time: a 4500² canvas is 80 MB, and node-canvas draws synchronously anyway. */
let queue: Promise<unknown> = Promise.resolve();

/** Part of the workspace to draw: the workspace point at the output's top-left, and output pixels per workspace unit. */
export interface RenderView {
  x: number;
  y: number;
  scale: number;
}

export interface RenderOptions {
  /** Where Google fonts come from; without it a design using one is refused (font_unavailable). */
  googleFonts?: GoogleFontsSource | null;
  /**
   * Only the `width` × `height` pixels of the workspace from (view.x, view.y) at view.scale — the caller
   * keeps that inside the workspace, since nothing outside it is part of the sticker.
   */
  view?: RenderView;
}

/**
 * The design's workspace rendered to `width` × `height` pixels (its proportions; the caller sizes it), or
 * the part `options.view` names. Every font is a shipped or fetched file, or the design is refused
 * (FontUnavailableError).
 */
export function renderDesign(doc: DesignDocument, width: number, height: number, options: RenderOptions = {}): Promise<RenderedDesign> {
  const run = queue.then(() => renderNow(doc, width, height, options));
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow(original: DesignDocument, width: number, height: number, options: RenderOptions): Promise<RenderedDesign> {
  await ensureServerFabric();
  const doc = await prepareDesignFonts(original, options.googleFonts ?? null);
  const { view } = options;
  const canvas = new StaticCanvas(undefined, { width, height, enableRetinaScaling: false, renderOnAddRemove: false, backgroundColor: '' });
  try {
    const skipped: string[] = [];
    const objects = await enliven(doc.objects, skipped);
    canvas.add(...objects);
    if (doc.overlayImage) canvas.overlayImage = (await enliven([doc.overlayImage], skipped))[0];
    // The workspace sits at 0,0 in design coordinates: scaling maps it onto the output exactly.
    const sx = view?.scale ?? width / doc.workspace.width;
    const sy = view?.scale ?? height / doc.workspace.height;
    canvas.setViewportTransform([sx, 0, 0, sy, -(view?.x ?? 0) * sx, -(view?.y ?? 0) * sy]);
    canvas.renderAll();
    // jsdom hands out node-canvas's own 2D context: reading it back gives straight (unpremultiplied) RGBA.
    const pixels = canvas.getContext().getImageData(0, 0, width, height);
    return { rgba: pixels.data, width, height, skipped };
  } finally {
    canvas.dispose();
  }
}

/** Fabric leaves out an object it cannot build; the reviver notes which, so the shop is told. */
async function enliven(objects: unknown[], skipped: string[]): Promise<FabricObject[]> {
  const reviver = (raw: Record<string, unknown>, built?: unknown) => {
    if (!built) skipped.push(typeof raw.id === 'string' ? raw.id : String(raw.type ?? 'object'));
  };
  return (await util.enlivenObjects(objects as Record<string, unknown>[], { reviver })) as FabricObject[];
}
