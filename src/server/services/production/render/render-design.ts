/**
 * Renders a design document on the server at print resolution: the workspace region, transparent where
 * there is no art (unless the design has a background colour), without the workspace itself — the same picture the editor's sticker export gives
 * (ExportPlugin.stickerImage), so the shop never depends on the customer's browser.
 */
import { type FabricObject, Group, StaticCanvas, util } from 'fabric';
import { designBackgroundObjects, placedImages } from '../../../../editor/document';
import type { DesignDocument } from '../../../../shared/design';
import type { PlacedImage } from '../../../../shared/design/image-dpi';
import type { GoogleFontsSource } from '../../fonts/google-fonts';
import type { UserFontLookup } from '../../fonts/user-fonts';
import { prepareDesignFonts } from './design-fonts';
import { ensureServerFabric } from './fabric-env';
import { TRANSPARENT_PIXEL } from './resolve-images';
import { assertRenderableText } from './text-bound';

export interface RenderedDesign {
  /** Straight RGBA, row-major. */
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
  /** Objects Fabric could not build (a corrupt image, say), by id or type: left out of the render. */
  skipped: string[];
  /** The raster images placed in the design, for the resolution check (missing ones left out). */
  images: PlacedImage[];
}

/** Rows drawn at a time: a 24 in render is drawn in strips, so the canvas never holds the whole picture. */
const STRIP_ROWS = 512;

/**
 * How photos are resampled: Skia's 'medium', bilinear between mipmap levels — a browser canvas's
 * bilinear when a photo is enlarged, averaged when it is shrunk. Skia costs about the same at every
 * setting, so this is chosen for looks: like the editor, neither blocky nor sharpened (decision 79).
 */
const IMAGE_SMOOTHING: ImageSmoothingQuality = 'medium';

/** Renders wait for the one before (see DesignScene.renderStrips). */
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
  /** The design owner's uploaded fonts (decision 58); without it a design using one is refused. */
  userFonts?: UserFontLookup | null;
  /**
   * Only the `width` × `height` pixels of the workspace from (view.x, view.y) at view.scale — the caller
   * keeps that inside the workspace, since nothing outside it is part of the sticker.
   */
  view?: RenderView;
}

/** Receives the render strip by strip, top to bottom: `rows` rows of straight RGBA starting at row `top`. */
export type StripSink = (rgba: Uint8ClampedArray, top: number, rows: number) => Promise<void> | void;

/**
 * The design's workspace rendered to `width` × `height` pixels (its proportions; the caller sizes it), or
 * the part `options.view` names. Every font is a shipped or fetched file, or the design is refused
 * (FontUnavailableError).
 */
export async function renderDesign(doc: DesignDocument, width: number, height: number, options: RenderOptions = {}): Promise<RenderedDesign> {
  const rgba = new Uint8ClampedArray(width * height * 4);
  const rendered = await renderDesignStrips(doc, width, height, (strip, top) => rgba.set(strip, top * width * 4), options);
  return { rgba, ...rendered };
}

/**
 * The same render handed over in strips and never held whole (a 24 in render is 200 MB of RGBA): the
 * production path writes each strip to its PNG and keeps only the alpha for the cut line.
 */
export async function renderDesignStrips(doc: DesignDocument, width: number, height: number, sink: StripSink, options: RenderOptions = {}): Promise<Omit<RenderedDesign, 'rgba'>> {
  const scene = await openDesignScene(doc, options);
  try {
    return await scene.renderStrips(width, height, sink, options.view);
  } finally {
    scene.dispose();
  }
}

/**
 * A design loaded once for several renders (a sticker's size probe, then its print render): fonts
 * prepared, objects built and images decoded once, drawn as often as asked on one canvas.
 */
export interface DesignScene {
  /** The workspace rendered to `width` × `height` pixels, or the part `view` names (RenderOptions.view). */
  renderStrips(width: number, height: number, sink: StripSink, view?: RenderView): Promise<Omit<RenderedDesign, 'rgba'>>;
  dispose(): void;
}

/** Loads a design for rendering; every font is a shipped or fetched file, or the design is refused (FontUnavailableError). */
export async function openDesignScene(original: DesignDocument, options: Pick<RenderOptions, 'googleFonts' | 'userFonts'> = {}): Promise<DesignScene> {
  await ensureServerFabric();
  assertRenderableText(original.objects);
  const doc = await prepareDesignFonts(original, options.googleFonts ?? null, options.userFonts ?? null);
  const canvas = new StaticCanvas(undefined, { width: 1, height: 1, enableRetinaScaling: false, renderOnAddRemove: false, backgroundColor: '' });
  try {
    const skipped: string[] = [];
    const objects = await enliven(doc.objects, skipped);
    canvas.add(...objects);
    if (doc.overlayImage) canvas.overlayImage = (await enliven([doc.overlayImage], skipped))[0];
    // A design's own background colour (kept from Fabric documents) is under the art, as in the editor's exports.
    const background = designBackgroundObjects({ ...doc.workspace, background: doc.background });
    if (background.length) canvas.backgroundImage = new Group(background, { left: 0, top: 0 });
    // A missing image was replaced by a transparent pixel and is reported as missing, not as low-resolution.
    const images = placedImages(objects, (image) => image.getSrc() === TRANSPARENT_PIXEL);
    const draw = (width: number, height: number, sink: StripSink, view?: RenderView) => {
      const stripRows = Math.min(height, STRIP_ROWS);
      canvas.setDimensions({ width, height: stripRows });
      // The workspace sits at 0,0 in design coordinates: scaling maps it (or the view's part of it) onto
      // the output exactly; each strip shifts the view up by the rows already drawn.
      const sx = view?.scale ?? width / doc.workspace.width;
      const sy = view?.scale ?? height / doc.workspace.height;
      return (async () => {
        for (let top = 0; top < height; top += stripRows) {
          const rows = Math.min(stripRows, height - top);
          canvas.setViewportTransform([sx, 0, 0, sy, -(view?.x ?? 0) * sx, -(view?.y ?? 0) * sy - top]);
          canvas.getContext().imageSmoothingQuality = IMAGE_SMOOTHING;
          canvas.renderAll();
          // The Skia canvas's own 2D context: reading it back gives straight (unpremultiplied) RGBA.
          await sink(canvas.getContext().getImageData(0, 0, width, rows).data, top, rows);
        }
        return { width, height, skipped: [...skipped], images };
      })();
    };
    return {
      renderStrips(width, height, sink, view) {
        // One render at a time (Skia draws synchronously; a 4500² canvas is 80 MB).
        const run = queue.then(() => draw(width, height, sink, view));
        queue = run.catch(() => undefined);
        return run;
      },
      dispose: () => canvas.dispose(),
    };
  } catch (error) {
    canvas.dispose();
    throw error;
  }
}

/** Fabric leaves out an object it cannot build; the reviver notes which, so the shop is told. */
async function enliven(objects: unknown[], skipped: string[]): Promise<FabricObject[]> {
  const reviver = (raw: Record<string, unknown>, built?: unknown) => {
    if (!built) skipped.push(typeof raw.id === 'string' ? raw.id : String(raw.type ?? 'object'));
  };
  return (await util.enlivenObjects(objects as Record<string, unknown>[], { reviver })) as FabricObject[];
}
