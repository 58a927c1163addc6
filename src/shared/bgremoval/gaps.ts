/**
 * Closing small gaps in a weak edge before the flood: where only the edge gate separates the subject
 * from the background (a pale fill, a white die-cut border), grain or JPEG blocks can break the step
 * here and there, leaving a one- or two-pixel gap through which the flood would pour into the whole
 * subject. The gate's blocked pixels are grown by one pixel (closing gaps up to two pixels wide) for
 * the flood, and the background then takes back the one-pixel band it lost along the edge. Strong edges
 * (beyond the tolerance) are left as they are: they hold without help, and thin line art would lose
 * its edge pixels' soft alpha.
 */
import { BACKGROUND, FOREGROUND } from './flood';

/** The gated distances with the 8 neighbours of every pixel the edge gate blocked (infinite) blocked too. */
export function closeGaps(gated: Float32Array, width: number, height: number): Float32Array {
  const closed = Float32Array.from(gated);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (gated[i] !== Number.POSITIVE_INFINITY) continue;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < width) closed[yy * width + xx] = Number.POSITIVE_INFINITY;
        }
      }
    }
  }
  return closed;
}

/** One step of growth of the background into subject pixels passable before the gaps were closed. */
export function regrowOneStep(gated: Float32Array, width: number, height: number, tolerance: number, state: Uint8Array): void {
  const taken = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (state[i] !== FOREGROUND || gated[i] > tolerance) continue;
      if (
        (x > 0 && state[i - 1] === BACKGROUND) ||
        (x < width - 1 && state[i + 1] === BACKGROUND) ||
        (y > 0 && state[i - width] === BACKGROUND) ||
        (y < height - 1 && state[i + width] === BACKGROUND)
      )
        taken[i] = 1;
    }
  }
  // Marked first, changed after: one step, not a flood along the row.
  for (let i = 0; i < taken.length; i++) if (taken[i]) state[i] = BACKGROUND;
}
