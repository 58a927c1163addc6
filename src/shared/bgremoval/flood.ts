/**
 * Region growing on the distance map with one preallocated Int32Array queue (no allocation per pixel).
 * 4-connected, so background never leaks through a diagonal gap in a one-pixel outline.
 */

/** Pixel states shared by the steps. */
export const FOREGROUND = 0;
export const BACKGROUND = 1;

/** Marks as BACKGROUND every pixel within `tolerance` that is connected to the image border through such pixels. */
export function floodFromBorder(dist: Float32Array, width: number, height: number, tolerance: number, state: Uint8Array, queue: Int32Array): number {
  let tail = 0;
  const seed = (i: number) => {
    if (state[i] === FOREGROUND && dist[i] <= tolerance) {
      state[i] = BACKGROUND;
      queue[tail++] = i;
    }
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  return grow(dist, width, tolerance, state, queue, 0, tail, BACKGROUND);
}

/**
 * Breadth-first growth from queue[head…tail) into FOREGROUND pixels within tolerance, marking them `mark`.
 * Returns the new tail: the region's pixels are queue[start…tail).
 */
export function grow(dist: Float32Array, width: number, tolerance: number, state: Uint8Array, queue: Int32Array, head: number, tail: number, mark: number): number {
  const last = dist.length - width;
  while (head < tail) {
    const i = queue[head++];
    const x = i % width;
    if (x > 0 && state[i - 1] === FOREGROUND && dist[i - 1] <= tolerance) {
      state[i - 1] = mark;
      queue[tail++] = i - 1;
    }
    if (x < width - 1 && state[i + 1] === FOREGROUND && dist[i + 1] <= tolerance) {
      state[i + 1] = mark;
      queue[tail++] = i + 1;
    }
    if (i >= width && state[i - width] === FOREGROUND && dist[i - width] <= tolerance) {
      state[i - width] = mark;
      queue[tail++] = i - width;
    }
    if (i < last && state[i + width] === FOREGROUND && dist[i + width] <= tolerance) {
      state[i + width] = mark;
      queue[tail++] = i + width;
    }
  }
  return tail;
}
