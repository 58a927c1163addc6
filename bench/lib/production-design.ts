/** The production bench's sample art and design, shared with its memory probe (a child process). */
import sharp from 'sharp';
import { sampleDesign } from '../../src/shared/cutline/synthetic';
import type { DesignDocument } from '../../src/shared/design';

/** Sample art in smoothly varying colours with per-pixel noise, encoded as the renderer would (PNG). */
export async function sampleArtwork(size: number): Promise<{ png: Buffer; alpha: Uint8Array }> {
  const { data: alpha } = sampleDesign(size);
  const rgba = Buffer.alloc(size * size * 4);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 24) % 24;
  };
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      rgba.set([(x * 255) / size + noise(), (y * 255) / size + noise(), 128 + noise(), alpha[i]], 4 * i);
    }
  const png = await sharp(rgba, { raw: { width: size, height: size, channels: 4 } })
    .png()
    .toBuffer();
  return { png, alpha };
}

/** A saved design as customers make them: a 1500² photo, a shape, text and curved text on a 5 in workspace. */
export async function sampleDocument(photo: Buffer): Promise<DesignDocument> {
  const src = `data:image/png;base64,${(await sharp(photo).resize(1000, 1000).png().toBuffer()).toString('base64')}`;
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'contour', width: 1500, height: 1500 },
    cut: { shape: 'contour', kind: 'die', offsetIn: 0.125 },
    objects: [
      { id: 'photo', type: 'Image', left: 150, top: 150, width: 1000, height: 1000, scaleX: 1.2, scaleY: 1.2, src },
      { id: 'badge', type: 'Circle', left: 1050, top: 80, radius: 180, fill: '#ffcc00', stroke: '#222222', strokeWidth: 12 },
      { id: 'title', type: 'Textbox', left: 200, top: 1250, width: 1100, text: 'Sticker Studio', fontSize: 150, fill: '#1d3557', fontFamily: 'DejaVu Sans', fontWeight: 'bold' },
      { id: 'arc', type: 'curved-text', left: 300, top: 40, text: 'made on the server', fontSize: 90, fill: '#e63946', fontFamily: 'Times New Roman', bend: 40 },
    ],
  } as DesignDocument;
}
