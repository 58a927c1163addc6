import { describe, expect, it } from 'vitest';
import { stickerView } from './stickerView';

describe('stickerView', () => {
  const workspace = { width: 1500, height: 1000 };

  it('is the art box in workspace units plus the padding', () => {
    // Mask at half scale: pixels 100..300 are workspace 200..600.
    expect(stickerView({ x0: 100, y0: 50, x1: 300, y1: 150 }, 0.5, workspace, 20, 'contour')).toEqual({ x: 180, y: 80, width: 440, height: 240 });
  });

  it('is a square around the enclosing circle for a circle cut', () => {
    const view = stickerView({ x0: 0, y0: 0, x1: 300, y1: 400 }, 1, workspace, 10, 'circle');
    expect(view).toEqual({ x: 150 - 260, y: 200 - 260, width: 520, height: 520 });
  });

  it('falls back to the whole workspace when nothing is opaque', () => {
    expect(stickerView(null, 0.5, workspace, 0, 'rectangle')).toEqual({ x: 0, y: 0, width: 1500, height: 1000 });
  });
});
