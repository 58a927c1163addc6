/**
 * An SVG stored before uploads were sized (viewBox only, as Illustrator writes it) prints whole: the
 * design's object holds the viewBox's numbers, which the upload check reported then, and the render must
 * not crop the picture to Skia's own guess of its size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DesignDocument } from '../../../../shared/design';
import { appFileUrl } from '../../../providers/storage/keys';
import { LocalStorage } from '../../../providers/storage/local';
import { renderDesign } from './render-design';
import { inlineStorageImages } from './resolve-images';

const root = mkdtempSync(join(tmpdir(), 'stored-svg-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Red, with a blue square in its bottom-right corner and a green one in its top-left: a crop loses the blue.
const VIEWBOX_ONLY = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><style>.a{fill:#f00}.b{fill:#00f}</style>
<rect class="a" width="100" height="50"/><rect x="0" y="0" width="10" height="10" fill="#0f0"/><rect class="b" x="90" y="40" width="10" height="10"/></svg>`;

describe('an SVG stored with a viewBox only', () => {
  it('is sized before it is drawn, so the whole picture fills its object: nothing cropped, nothing moved', async () => {
    const storage = new LocalStorage(root);
    const key = 'users/u1/uploads/5d0c6a2e-1b7f-4a8e-9c3d-2e4f6a8b0c1d.svg';
    await storage.put(key, Buffer.from(VIEWBOX_ONLY), 'image/svg+xml'); // raw, as it was stored before sizing
    // The object covers the 400 × 200 workspace from the viewBox's 100 × 50 (the size reported at upload).
    const doc = {
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: 400, height: 200 },
      objects: [{ id: 'logo', type: 'Image', originX: 'left', originY: 'top', left: 0, top: 0, width: 100, height: 50, scaleX: 4, scaleY: 4, src: appFileUrl(key) }],
    } as unknown as DesignDocument;

    const { doc: inlined, missing } = await inlineStorageImages(doc, 'u1', { storage, appOrigins: [] });
    expect(missing).toEqual([]);
    const rendered = await renderDesign(inlined, 400, 200);
    expect(rendered.skipped).toEqual([]);
    const at = (x: number, y: number) => [...rendered.rgba.subarray((y * 400 + x) * 4, (y * 400 + x) * 4 + 4)];
    expect(at(20, 20)).toEqual([0, 255, 0, 255]); // top-left square, 0–40 px
    expect(at(200, 100)).toEqual([255, 0, 0, 255]); // the middle
    expect(at(380, 180)).toEqual([0, 0, 255, 255]); // bottom-right square, 360–400 px: drawn, so not cropped
    expect(at(340, 180)).toEqual([255, 0, 0, 255]); // and in its place, not shifted
  });
});
