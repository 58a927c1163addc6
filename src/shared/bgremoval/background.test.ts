import { describe, expect, it } from 'vitest';
import { borderPixels, estimateBackground } from './background';
import { evalBilinear, fitBilinear } from './bilinear';
import { renderScene } from './synthetic/render';
import { roundRect } from './synthetic/shapes';

describe('border pixels', () => {
  it('lists each pixel of the outer ring once', () => {
    const ring = borderPixels(5, 4);
    expect(ring.length).toBe(14);
    expect(new Set(ring).size).toBe(14);
    expect(ring).not.toContain(6);
    expect(borderPixels(2, 2).length).toBe(4);
  });
});

describe('bilinear fit', () => {
  it('recovers a surface exactly from points on it', () => {
    const us = Float32Array.from([0, 1, 0, 1, 0.5, 0.2]);
    const vs = Float32Array.from([0, 0, 1, 1, 0.5, 0.9]);
    const surface = (u: number, v: number) => 10 + 4 * u - 3 * v + 2 * u * v;
    const values = Float32Array.from(us, (u, i) => surface(u, vs[i]));
    const fit = fitBilinear(us, vs, values, us.length);
    expect(evalBilinear(fit, 0.3, 0.7)).toBeCloseTo(surface(0.3, 0.7), 1);
  });

  it('falls back to flat when all points share one place', () => {
    const fit = fitBilinear(Float32Array.from([0.5, 0.5]), Float32Array.from([0.5, 0.5]), Float32Array.from([7, 9]), 2);
    expect(evalBilinear(fit, 0.5, 0.5)).toBeCloseTo(8, 1);
  });
});

describe('estimateBackground', () => {
  it('follows a gradient and is not pulled by a subject on the border', () => {
    const { image } = renderScene({
      width: 80,
      height: 80,
      seed: 1,
      background: (x) => [180 + x * 0.8, 200, 220],
      layers: [{ shape: roundRect(-5, 50, 40, 85, 0), colour: [20, 20, 20] }],
    });
    const model = estimateBackground(image, 6);
    expect(evalBilinear(model.rgb[0], 0, 0.5)).toBeCloseTo(180, -1);
    expect(evalBilinear(model.rgb[0], 1, 0.5)).toBeCloseTo(244, -1);
    expect(evalBilinear(model.rgb[1], 0.2, 0.9)).toBeCloseTo(200, -1);
    expect(model.noise).toBeLessThan(1);
  });

  it('measures grain as noise', () => {
    const { image } = renderScene({ width: 80, height: 80, seed: 3, background: () => [240, 240, 240], noise: 6, layers: [] });
    expect(estimateBackground(image, 6).noise).toBeGreaterThan(2);
  });
});
