import { describe, expect, it } from 'vitest';
import { HARD_SCENES, renderHardScene } from './hardScenes';
import { HELD_OUT_SCENES, renderHeldOutScene } from './heldout';
import { jpegLike } from './jpegLike';
import { edgeAlphaError, maskIoU } from './metrics';
import { seededRandom } from './random';
import { layerCoverage } from './render';
import { renderTestScene, TEST_SCENES } from './scenes';
import { circle, polygon, subtract } from './shapes';

describe('test image generator', () => {
  it("measures a shape's exact coverage", () => {
    const area = (cov: Float32Array) => cov.reduce((s, v) => s + v, 0);
    expect(area(layerCoverage(circle(32.3, 31.7, 20), 64, 64))).toBeCloseTo(Math.PI * 400, -1);
    const ring = subtract(circle(32, 32, 25), circle(32, 32, 10));
    expect(area(layerCoverage(ring, 64, 64)) / (Math.PI * (625 - 100))).toBeCloseTo(1, 2);
    expect(
      area(
        layerCoverage(
          polygon([
            [10, 10],
            [50, 10],
            [10, 40],
          ]),
          64,
          64,
        ),
      ),
    ).toBeCloseTo(600, 0);
  });

  it('draws the same image for the same seed', () => {
    const a = renderTestScene('noisy-apple', 64);
    const b = renderTestScene('noisy-apple', 64);
    expect(a.image.data).toEqual(b.image.data);
    expect(seededRandom(5)()).toBe(seededRandom(5)());
    expect(seededRandom(5)()).not.toBe(seededRandom(6)());
  });

  it('draws every scene with a subject and background in it', () => {
    for (const scene of TEST_SCENES) {
      const { image, coverage } = renderTestScene(scene.name, 128);
      const share = coverage.reduce((s, v) => s + v, 0) / coverage.length;
      expect(share, scene.name).toBeGreaterThan(0.02);
      expect(share, scene.name).toBeLessThan(0.8);
      expect(image.data.length).toBe(128 * 128 * 4);
    }
  });

  it('draws the hard kinds and the held-out set with a subject and background in each, the same for the same name', () => {
    const scenes = [
      ...HARD_SCENES.map((s) => ({ name: s.name, draw: () => renderHardScene(s.name, 128) })),
      ...HELD_OUT_SCENES.map((s) => ({ name: s.name, draw: () => renderHeldOutScene(s.name, 128) })),
    ];
    for (const scene of scenes) {
      const { image, coverage } = scene.draw();
      const share = coverage.reduce((s, v) => s + v, 0) / coverage.length;
      expect(share, scene.name).toBeGreaterThan(0.005);
      expect(share, scene.name).toBeLessThan(0.8);
      expect(scene.draw().image.data, scene.name).toEqual(image.data);
    }
  });

  it('adds JPEG-like artefacts near edges and leaves flat areas nearly alone', () => {
    const { image } = renderTestScene('flat-badge', 64);
    const before = image.data.slice();
    jpegLike(image, 60);
    let changedNearEdge = 0;
    for (let i = 0; i < before.length; i++) if (before[i] !== image.data[i]) changedNearEdge++;
    expect(changedNearEdge).toBeGreaterThan(100);
    expect(Math.abs(image.data[0] - 255)).toBeLessThanOrEqual(2);
  });

  it('scores masks against coverage', () => {
    const coverage = Float32Array.from([1, 1, 0.6, 0.4, 0]);
    expect(maskIoU(Uint8Array.from([255, 255, 200, 0, 0]), coverage)).toBe(1);
    expect(maskIoU(Uint8Array.from([255, 0, 200, 0, 255]), coverage)).toBeCloseTo(2 / 4);
    expect(edgeAlphaError(Uint8Array.from([255, 255, 153, 102, 0]), coverage)).toBeCloseTo(0, 2);
  });
});
