import type { Editor } from '../core/Editor';

export type Rgba = [number, number, number, number];

/** The sticker image (PNG export at 1×) as a reader of the pixel at (x, y), in workspace units. */
export function stickerPixels(editor: Editor): (x: number, y: number) => Rgba {
  const canvas = editor.api.stickerCanvas({ multiplier: 1 });
  const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  return (x, y) => {
    const i = (Math.round(y) * canvas.width + Math.round(x)) * 4;
    return [data[i], data[i + 1], data[i + 2], data[i + 3]];
  };
}

export const isRed = ([r, g, b, a]: number[]) => a > 200 && r > 200 && g < 60 && b < 60;

/** Share of pixels (RGBA data of the same size) with a channel more than `tolerance` (0–255) apart. */
export function shareDiffering(a: Uint8ClampedArray, b: Uint8ClampedArray, tolerance: number): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2]), Math.abs(a[i + 3] - b[i + 3])) > tolerance) count++;
  }
  return count / (a.length / 4);
}
