import { describe, expect, it } from 'vitest';
import { sampleArtwork, sampleDocument } from '../../bench/lib/production-design';
import { alphaMask, traceDesignCut } from '../../src/server/services/production/design-cut';
import { renderDesign } from '../../src/server/services/production/render/render-design';
import { cutSettingsOf } from '../../src/shared/design';

/**
 * The bench's sample design traced at the sizes where the outline once tangled (1125 px: 21,119 nodes,
 * the raw-polyline fallback; 4500 px took 20 s of CPU): the path stays a smooth one of a few hundred
 * cubics (decision 29: plotters stall on tiny segments), so a return of the fallback fails here, not in a shop's cutter.
 */
describe('cut line of the sample design at large render sizes', () => {
  it('stays a fitted path, not the pixel polyline', async () => {
    const doc = await sampleDocument((await sampleArtwork(1200)).png);
    const px = 1125;
    const rendered = await renderDesign(doc, px, px);
    const mask = alphaMask(rendered.rgba, px * px);
    expect(mask).not.toBeNull();
    const cut = traceDesignCut(mask as Uint8Array, { width: px, height: px, x: 0, y: 0, scale: px / 1500 }, cutSettingsOf(doc), 187);
    const cubics = (cut?.path.match(/C/g) ?? []).length;
    expect(cubics).toBeGreaterThan(20);
    expect(cubics).toBeLessThan(1000);
  }, 120_000);
});
