import sharp from 'sharp';
import type { DesignDocument } from '../../../shared/design';
import type { StorageUrlContext } from '../designs/sources';
import { renderDesign } from '../production/render/render-design';
import { inlineStorageImages } from '../production/render/resolve-images';

/** The longest side of a gallery thumbnail, in pixels (cards are at most ~300 px wide, ×2 for sharp screens). */
export const THUMBNAIL_SIDE = 480;

/**
 * A catalog item's thumbnail: the server's own renderer (the one production uses), so the gallery shows
 * exactly what the editor opens and the shop prints. Images are read from public storage keys only
 * (an empty owner: nobody's private files); the PNG keeps the sticker's transparency.
 */
export async function renderCatalogThumbnail(doc: DesignDocument, urls: StorageUrlContext): Promise<Buffer> {
  const { doc: inlined } = await inlineStorageImages(doc, '', urls);
  const { width, height } = thumbnailSize(doc.workspace.width, doc.workspace.height);
  const rendered = await renderDesign(inlined, width, height);
  return sharp(Buffer.from(rendered.rgba.buffer, rendered.rgba.byteOffset, rendered.rgba.byteLength), { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

export function thumbnailSize(workspaceWidth: number, workspaceHeight: number): { width: number; height: number } {
  const scale = THUMBNAIL_SIDE / Math.max(workspaceWidth, workspaceHeight);
  return { width: Math.max(1, Math.round(workspaceWidth * scale)), height: Math.max(1, Math.round(workspaceHeight * scale)) };
}

/** True when the PNG has at least one pixel that is not fully transparent (a render that drew something). */
export async function hasVisiblePixels(png: Buffer): Promise<boolean> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = info.channels - 1; i < data.length; i += info.channels) if (data[i] > 0) return true;
  return false;
}
