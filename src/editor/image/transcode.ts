/**
 * Re-encodes an image the browser can decode (AVIF, BMP) as a PNG data URL, so the document keeps only
 * formats every renderer draws (the server's included). Rejects when the browser cannot decode it.
 */
export async function transcodeToPng(dataUrl: string): Promise<string> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx || !canvas.width || !canvas.height) throw new Error('The image has no pixels.');
  ctx.drawImage(image, 0, 0);
  return canvas.toDataURL('image/png');
}
