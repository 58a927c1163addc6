import { type FabricImage, Point, Rect, type TMat2D, util } from 'fabric';
import type { CropRect } from '../image/crop';

/** The veil over the part of the photo the crop hides. */
const HIDDEN_VEIL = 'rgba(15, 23, 42, 0.6)';
const FRAME_LINE = 'rgba(255, 255, 255, 0.9)';

/**
 * The rectangle a person moves and resizes to crop a photo (CropPlugin). It lies over the photo with the
 * photo's angle, skew and flips, so its corners map to an axis-aligned rectangle in the photo's own
 * pixels. It draws the whole photo under itself, veils what falls outside the frame and adds
 * rule-of-thirds lines; the photo itself is not drawn on the screen meanwhile. Never serialised: it is a
 * guide (`isGuide`), so history, layers, exports and saves leave it out.
 */
export class CropFrame extends Rect {
  readonly isGuide = true;

  constructor(
    readonly image: FabricImage,
    /** The uncropped photo's transform: its own pixels, centred, to the scene. */
    readonly fullMatrix: TMat2D,
    readonly natural: { width: number; height: number },
    rect: CropRect,
  ) {
    super({
      width: rect.width,
      height: rect.height,
      scaleX: image.scaleX,
      scaleY: image.scaleY,
      angle: image.angle,
      skewX: image.skewX,
      skewY: image.skewY,
      flipX: image.flipX,
      flipY: image.flipY,
      originX: 'center',
      originY: 'center',
      fill: 'transparent',
      strokeWidth: 0,
      objectCaching: false,
      lockRotation: true,
      lockScalingFlip: true,
      lockSkewingX: true,
      lockSkewingY: true,
      cornerStyle: 'circle',
      transparentCorners: false,
      cornerColor: '#ffffff',
      cornerStrokeColor: '#228be6',
      borderColor: '#228be6',
    });
    this.setControlVisible('mtr', false);
    this.placeOver(rect);
  }

  /** A point of the photo (its own pixels from the top-left of the uncropped photo) in the scene. */
  toScene(x: number, y: number): Point {
    return util.transformPoint(new Point(x - this.natural.width / 2, y - this.natural.height / 2), this.fullMatrix);
  }

  /** The photo's pixels the frame covers now. */
  cropRect(): CropRect {
    const inverse = util.invertTransform(this.fullMatrix);
    const own = this.calcTransformMatrix();
    const w = this.width / 2;
    const h = this.height / 2;
    const corners = [new Point(-w, -h), new Point(w, -h), new Point(w, h), new Point(-w, h)].map((p) => util.transformPoint(util.transformPoint(p, own), inverse));
    const xs = corners.map((p) => p.x + this.natural.width / 2);
    const ys = corners.map((p) => p.y + this.natural.height / 2);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
  }

  /** Moves and sizes the frame over these pixels of the photo. */
  placeOver(rect: CropRect): void {
    this.set({
      scaleX: (rect.width * Math.abs(this.image.scaleX)) / this.width,
      scaleY: (rect.height * Math.abs(this.image.scaleY)) / this.height,
    });
    this.setPositionByOrigin(this.toScene(rect.x + rect.width / 2, rect.y + rect.height / 2), 'center', 'center');
    this.setCoords();
  }

  override _render(ctx: CanvasRenderingContext2D): void {
    const rect = this.cropRect();
    const { width: W, height: H } = this.natural;
    ctx.save();
    // From the frame's own coordinates back to the scene, then into the uncropped photo's pixels.
    ctx.transform(...util.invertTransform(this.calcTransformMatrix()));
    ctx.transform(...this.fullMatrix);
    ctx.globalAlpha = this.image.opacity ?? 1;
    ctx.drawImage(this.image.getElement(), -W / 2, -H / 2, W, H);
    ctx.globalAlpha = 1;
    ctx.beginPath();
    ctx.rect(-W / 2, -H / 2, W, H);
    ctx.rect(rect.x - W / 2, rect.y - H / 2, rect.width, rect.height);
    ctx.fillStyle = HIDDEN_VEIL;
    ctx.fill('evenodd');
    ctx.restore();
    this.drawThirds(ctx);
  }

  /** Rule-of-thirds lines, one screen pixel wide whatever the zoom and scale. */
  private drawThirds(ctx: CanvasRenderingContext2D): void {
    const w = this.width;
    const h = this.height;
    const zoom = this.canvas?.getZoom() ?? 1;
    ctx.save();
    ctx.strokeStyle = FRAME_LINE;
    ctx.lineWidth = 1 / Math.max(1e-6, zoom * Math.min(Math.abs(this.scaleX), Math.abs(this.scaleY)));
    ctx.beginPath();
    for (const t of [1 / 3, 2 / 3]) {
      ctx.moveTo(-w / 2 + w * t, -h / 2);
      ctx.lineTo(-w / 2 + w * t, h / 2);
      ctx.moveTo(-w / 2, -h / 2 + h * t);
      ctx.lineTo(w / 2, -h / 2 + h * t);
    }
    ctx.stroke();
    ctx.restore();
  }
}
