/**
 * A test photo: four coloured quadrants (red, green / blue, white), `side` px square, as a PNG data URL.
 * Which colour shows where tells crops and filters apart.
 */
export function quadrantsPng(side = 40): string {
  const c = document.createElement('canvas');
  c.width = c.height = side;
  const ctx = c.getContext('2d')!;
  const half = side / 2;
  const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffffff'];
  colours.forEach((colour, i) => {
    ctx.fillStyle = colour;
    ctx.fillRect((i % 2) * half, Math.floor(i / 2) * half, half, half);
  });
  return c.toDataURL('image/png');
}

/** One pixel of a canvas-like element, as [r, g, b, a]. */
export function pixelOf(element: CanvasImageSource & { width: number; height: number }, x: number, y: number): number[] {
  const c = document.createElement('canvas');
  c.width = element.width;
  c.height = element.height;
  const ctx = c.getContext('2d')!;
  ctx.drawImage(element, 0, 0);
  return [...ctx.getImageData(x, y, 1, 1).data];
}
