import { describe, expect, it } from 'vitest';
import { removeBackground } from './index';
import { HARD_SCENES, renderHardScene } from './synthetic/hardScenes';
import { HELD_OUT_SCENES, renderHeldOutScene } from './synthetic/heldout';
import { maskIoU } from './synthetic/metrics';
import { renderTestScene, TEST_SCENES } from './synthetic/scenes';

/** A guard on quality: the benchmark's test images at a small size, against their ground-truth masks. */
describe('removal quality on the test images (256 px)', () => {
  for (const scene of TEST_SCENES) {
    it(`${scene.name}: ${scene.description}`, () => {
      const { image, coverage } = renderTestScene(scene.name, 256);
      expect(maskIoU(removeBackground(image).mask, coverage)).toBeGreaterThan(0.98);
    });
  }
});

/** The three hard kinds of art (white on white with an outline, white die-cut border on grey, pale with a fading outline). */
describe('removal quality on the hard kinds (256 px)', () => {
  for (const scene of HARD_SCENES) {
    it(`${scene.name}: ${scene.description}`, () => {
      const { image, coverage } = renderHardScene(scene.name, 256);
      expect(maskIoU(removeBackground(image).mask, coverage)).toBeGreaterThan(0.97);
    });
  }
});

/** The held-out set (another generator, never tuned on) at 512 px: a guard on the goals, not a target. */
describe('removal quality on the held-out set (512 px)', () => {
  it('keeps the mean IoU ≥ 0.95 and the worst ≥ 0.85', () => {
    const scores = HELD_OUT_SCENES.map((scene) => {
      const { image, coverage } = renderHeldOutScene(scene.name, 512);
      return maskIoU(removeBackground(image).mask, coverage);
    });
    expect(scores.reduce((s, v) => s + v, 0) / scores.length).toBeGreaterThanOrEqual(0.95);
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(0.85);
  }, 60_000);
});
