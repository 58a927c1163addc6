import { describe, expect, it } from 'vitest';
import { removeBackground } from './index';
import { HARD_SCENES, renderHardScene } from './synthetic/hardScenes';
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

/** The three kinds of issue 20 (white on white with an outline, white die-cut border on grey, pale with a fading outline). */
describe('removal quality on the hard kinds (256 px)', () => {
  for (const scene of HARD_SCENES) {
    it(`${scene.name}: ${scene.description}`, () => {
      const { image, coverage } = renderHardScene(scene.name, 256);
      expect(maskIoU(removeBackground(image).mask, coverage)).toBeGreaterThan(0.97);
    });
  }
});
