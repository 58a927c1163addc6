/**
 * The ordered size is the size of the sticker AS CUT: the outer cut's bounding box measures the ordered
 * size on its longer side. The cut grows around the art by fixed physical amounts (the border, a rounded
 * corner's push-out, a kiss sheet's margin) while the art scales with the design, so
 *   cut's longer side (inches) = art's longer side (inches) + growth (inches).
 * The growth follows from the cut settings with the engine's own defaults (shared/cutline cutGrowthIn), the art's box
 * from one small probe render of the already loaded scene (fonts and images are not loaded twice) — no tracing. The caller traces the full render and corrects the scale
 * when the estimate misses (a circle's enclosing circle is wider than the art's box, say).
 */
import { cutGrowthIn, inchesPerUnitForCut } from '../../../shared/cutline';
import type { CutSettings, DesignDocument } from '../../../shared/design';
import { ALPHA_THRESHOLD } from './design-cut';
import type { Box } from './path-geometry';
import type { DesignScene } from './render/render-design';
import { ProductionInputError } from './types';

/** The probe render's longer side, pixels: the art's box within about 0.1 % of its size. */
const PROBE_PX = 1200;

export interface CutFit {
  /** Inches per workspace unit. */
  scale: number;
  /** The outer cut's growth around the art's box, inches (both sides together). */
  growthIn: number;
  /** The outer cut's bounding box predicted at `scale`, workspace units. */
  outer: Box;
}

export async function fitCutToSize(doc: DesignDocument, scene: DesignScene, cut: CutSettings, sizeIn: number): Promise<CutFit> {
  const { width: ww, height: wh } = doc.workspace;
  const unitPx = PROBE_PX / Math.max(ww, wh);
  const width = Math.max(1, Math.round(ww * unitPx));
  const height = Math.max(1, Math.round(wh * unitPx));
  const found = new ArtBoxFinder(width);
  await scene.renderStrips(width, height, (strip, top, rows) => found.add(strip, top, rows), { x: 0, y: 0, scale: unitPx });
  const art = found.box();
  if (!art) throw new ProductionInputError('The design has nothing to print');
  const growthIn = cutGrowthIn(cut);
  const box = { x0: art.x0 / unitPx, y0: art.y0 / unitPx, x1: art.x1 / unitPx, y1: art.y1 / unitPx };
  const scale = inchesPerUnitForCut(Math.max(box.x1 - box.x0, box.y1 - box.y0), growthIn, sizeIn);
  if (scale === null) throw new ProductionInputError(`The border and sheet margin leave no room for the art at ${sizeIn} in; choose a larger size or a narrower border`);
  const grow = growthIn / 2 / scale;
  return { scale, growthIn, outer: { x0: box.x0 - grow, y0: box.y0 - grow, x1: box.x1 + grow, y1: box.y1 + grow } };
}

/** The box of the pixels that are art (alpha at or above the engine's threshold), pixel edges, found strip by strip. */
class ArtBoxFinder {
  private x0 = Number.POSITIVE_INFINITY;
  private y0 = Number.POSITIVE_INFINITY;
  private x1 = -1;
  private y1 = -1;
  constructor(private readonly width: number) {}

  add(rgba: Uint8ClampedArray, top: number, rows: number) {
    const { width } = this;
    for (let y = 0; y < rows; y++)
      for (let x = 0; x < width; x++)
        if (rgba[4 * (y * width + x) + 3] >= ALPHA_THRESHOLD) {
          if (x < this.x0) this.x0 = x;
          if (x > this.x1) this.x1 = x;
          if (top + y < this.y0) this.y0 = top + y;
          this.y1 = top + y;
        }
  }

  /** Null when no pixel is art. */
  box(): Box | null {
    return this.x1 < 0 ? null : { x0: this.x0, y0: this.y0, x1: this.x1 + 1, y1: this.y1 + 1 };
  }
}
