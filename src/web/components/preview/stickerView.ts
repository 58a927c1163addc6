/** The part of the workspace the preview shows. Pure (unit-tested). */
import type { CutShape } from '../../../shared/cutline';
import type { PixelBounds } from '../../cutline/mask';
import type { ViewBox } from './StickerPreview';

/**
 * The art's box (mask pixels at `scale` per workspace unit) grown by `pad` workspace units on each side,
 * so the widest border fits and the view does not jump while the border changes. A circle cut can
 * reach the art box's half-diagonal, so its view is a square around that circle. Without art, the workspace.
 */
export function stickerView(art: PixelBounds | null, scale: number, workspace: { width: number; height: number }, pad: number, shape: CutShape): ViewBox {
  const box = art ? { x0: art.x0 / scale, y0: art.y0 / scale, x1: art.x1 / scale, y1: art.y1 / scale } : { x0: 0, y0: 0, x1: workspace.width, y1: workspace.height };
  if (shape === 'circle') {
    const cx = (box.x0 + box.x1) / 2;
    const cy = (box.y0 + box.y1) / 2;
    const r = Math.hypot(box.x1 - box.x0, box.y1 - box.y0) / 2 + pad;
    return { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r };
  }
  return { x: box.x0 - pad, y: box.y0 - pad, width: box.x1 - box.x0 + 2 * pad, height: box.y1 - box.y0 + 2 * pad };
}
