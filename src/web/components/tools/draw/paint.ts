import { type Bounds, opaqueBounds, type Stroke, type StrokePoint } from './drawing';

const mid = (a: StrokePoint, b: StrokePoint) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

function applyTool(ctx: CanvasRenderingContext2D, stroke: Stroke): void {
  // The eraser cuts paint away to transparency; the brush paints over.
  ctx.globalCompositeOperation = stroke.tool === 'eraser' ? 'destination-out' : 'source-over';
  ctx.strokeStyle = stroke.color;
  ctx.fillStyle = stroke.color;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
}

/**
 * Paints the part of a stroke that ends at point `index`. Drawing a stroke point by point while the
 * pointer moves and replaying it after an undo call this same function, so both look the same. Each
 * piece is a curve from the middle of the previous segment to the middle of this one (smooth lines),
 * with its own width (pen pressure).
 */
export function paintSegment(ctx: CanvasRenderingContext2D, stroke: Stroke, index: number): void {
  const points = stroke.points;
  const point = points[index];
  if (!point) return;
  ctx.save();
  applyTool(ctx, stroke);
  if (index === 0) {
    ctx.beginPath();
    ctx.arc(point.x, point.y, point.width / 2, 0, Math.PI * 2);
    ctx.fill();
  } else {
    const previous = points[index - 1];
    const start = index === 1 ? previous : mid(points[index - 2], previous);
    const end = mid(previous, point);
    ctx.lineWidth = (previous.width + point.width) / 2;
    ctx.beginPath();
    ctx.moveTo(start.x, start.y);
    ctx.quadraticCurveTo(previous.x, previous.y, end.x, end.y);
    ctx.lineTo(point.x, point.y);
    ctx.stroke();
  }
  ctx.restore();
}

/** Clears the canvas and paints the strokes again, in order. */
export function paintAll(ctx: CanvasRenderingContext2D, strokes: Stroke[]): void {
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  for (const stroke of strokes) for (let i = 0; i < stroke.points.length; i++) paintSegment(ctx, stroke, i);
}

/** Room left around a cropped drawing, so a sticker outline added later is not cut off. */
export const EXPORT_PADDING = 16;

/**
 * The drawing as a PNG data URL with a transparent background, cropped to what is drawn (plus a little
 * room); null when the canvas is empty.
 */
export function exportDrawing(canvas: HTMLCanvasElement): string | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  // Alpha of a few units is anti-aliasing left by the eraser: not worth a bigger image.
  const box: Bounds | null = opaqueBounds(data, canvas.width, canvas.height, EXPORT_PADDING, 8);
  if (!box) return null;
  const out = document.createElement('canvas');
  out.width = box.width;
  out.height = box.height;
  out.getContext('2d')?.drawImage(canvas, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
  return out.toDataURL('image/png');
}
