import { describe, expect, it } from 'vitest';
import type { StickerOptions } from '../../../shared/sticker';
import type { RenderProof } from '../cart/proof';
import type { ProductionWarning } from '../production/types';
import type { CheckoutDeps } from './deps';
import { checkoutLineResolution, type ResolutionMeasures } from './line-resolution';

const options = (widthIn: number, product: StickerOptions['product'] = 'die-cut'): StickerOptions =>
  ({ product, shape: 'contour', material: 'white-vinyl', finish: 'gloss', widthIn, heightIn: widthIn, quantity: 50 }) as StickerOptions;

/** A renderer whose one image prints at `dpiAt1in` DPI at 1 in (warnings only under 300, as production's). */
function countingRenderer(dpiAt1in: number) {
  const calls: number[] = [];
  const render: RenderProof = async (_user, _json, o) => {
    calls.push(o.widthIn);
    const dpi = Math.round(dpiAt1in / o.widthIn);
    const warnings: ProductionWarning[] = dpi < 300 ? [{ code: dpi < 150 ? 'image-dpi-very-low' : 'image-dpi-low', values: { dpi }, message: '' } as ProductionWarning] : [];
    return { png: Buffer.alloc(0), facts: {} as never, warnings };
  };
  return { render, calls };
}

describe('checkoutLineResolution: lines sent without a cart line are measured by their proof', () => {
  it('renders once per design and cut in a checkout, however many lines and sizes', async () => {
    const { render, calls } = countingRenderer(900);
    const deps = { renderProof: render } as unknown as CheckoutDeps & { renderProof: RenderProof };
    const measures: ResolutionMeasures = new Map();
    for (let i = 0; i < 50; i++) {
      await checkoutLineResolution(deps, 'buyer', { designId: 'd1', options: options(2 + (i % 3) * 0.5), acceptLowResolution: true }, '{}', i, measures);
    }
    expect(calls).toHaveLength(1);
  });

  it('still refuses a line that prints under 150 DPI at its own size without "print anyway"', async () => {
    const { render } = countingRenderer(900);
    const deps = { renderProof: render } as unknown as CheckoutDeps & { renderProof: RenderProof };
    const measures: ResolutionMeasures = new Map();
    await expect(checkoutLineResolution(deps, 'buyer', { designId: 'd1', options: options(2) }, '{}', 0, measures)).resolves.toBeNull();
    // 900 DPI at 1 in is 128 DPI at 7 in: measured at 2 in (450 DPI, nothing soft), the larger line gets its own render.
    await expect(checkoutLineResolution(deps, 'buyer', { designId: 'd1', options: options(7) }, '{}', 1, measures)).rejects.toMatchObject({ code: 'low_resolution' });
    expect(await checkoutLineResolution(deps, 'buyer', { designId: 'd1', options: options(7), acceptLowResolution: true }, '{}', 2, measures)).toBe(129);
  });
});
