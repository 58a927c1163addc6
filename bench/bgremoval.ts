/**
 * Background removal benchmark: the procedural test images of src/shared/bgremoval/synthetic (sticker-
 * style art with exact ground-truth coverage: the eight of scenes.ts and the nine of hardScenes.ts)
 * drawn at 1024 × 1024, each removed after a warm-up run and then timed over several runs, and scored
 * against its ground truth: IoU of the kept pixels (alpha ≥ 128) with the pixels the subject covers more
 * than half, and the mean alpha error on the anti-aliased edge. The held-out set (heldout.ts, drawn by
 * another code path and never tuned on) is scored on its own line. `--stress` adds harder variants
 * (more grain, stronger JPEG) at 512².
 */
import os from 'node:os';
import { removeBackground } from '../src/shared/bgremoval/index';
import { HARD_SCENES, renderHardScene } from '../src/shared/bgremoval/synthetic/hardScenes';
import { HELD_OUT_SCENES, renderHeldOutScene } from '../src/shared/bgremoval/synthetic/heldout';
import { edgeAlphaError, maskIoU } from '../src/shared/bgremoval/synthetic/metrics';
import type { RenderedScene } from '../src/shared/bgremoval/synthetic/render';
import { renderScene } from '../src/shared/bgremoval/synthetic/render';
import { renderTestScene, TEST_SCENES } from '../src/shared/bgremoval/synthetic/scenes';

/** The whole tuned set: the first eight images and the three hard kinds of issue 20. */
const SET: Array<{ name: string; description: string; render: (size: number) => RenderedScene }> = [
  ...TEST_SCENES.map((s) => ({ name: s.name, description: s.description, render: (size: number) => renderTestScene(s.name, size) })),
  ...HARD_SCENES.map((s) => ({ name: s.name, description: s.description, render: (size: number) => renderHardScene(s.name, size) })),
];

export const description = 'background removal: median ms on 1024² sticker art and IoU against ground truth';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Harder versions of the test images (more grain, stronger JPEG), at 512², to see where quality falls off. */
const STRESS = [
  { label: 'grain σ 8', noise: 8 },
  { label: 'grain σ 12', noise: 12 },
  { label: 'JPEG q 50', jpegQuality: 50 },
  { label: 'JPEG q 30', jpegQuality: 30 },
  { label: 'grain σ 4 + JPEG q 50', noise: 4, jpegQuality: 50 },
];

function stress(): void {
  console.log('\nstress (512², not part of the figure): iou per image');
  for (const variant of STRESS) {
    const scores = TEST_SCENES.map((scene) => {
      const spec = { ...scene.build(512), ...(variant.noise ? { noise: variant.noise } : {}), ...(variant.jpegQuality ? { jpegQuality: variant.jpegQuality } : {}) };
      const { image, coverage } = renderScene(spec);
      return maskIoU(removeBackground(image).mask, coverage);
    });
    const mean = scores.reduce((s, v) => s + v, 0) / scores.length;
    console.log(`${variant.label.padEnd(22)} mean ${mean.toFixed(4)}  ${TEST_SCENES.map((scene, i) => `${scene.name} ${scores[i].toFixed(3)}`).join('  ')}`);
  }
}

export default async function run(args: string[] = []): Promise<void> {
  const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 7));
  const size = Math.max(16, Number(args.find((a) => a.startsWith('--size='))?.slice(7) ?? 1024));
  console.log(
    `bgremoval bench: node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}; ${SET.length} test images at ${size}², 1 warm-up + ${runs} timed runs each`,
  );
  const allTimes: number[] = [];
  // CPU time of this process per run: on a busy host the wall time also counts the waits for a core.
  const allCpu: number[] = [];
  const ious: number[] = [];
  for (const scene of SET) {
    const { image, coverage } = scene.render(size);
    let result = removeBackground(image);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const cpu = process.cpuUsage();
      result = removeBackground(image);
      times.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      allCpu.push((used.user + used.system) / 1000);
    }
    allTimes.push(...times);
    const iou = maskIoU(result.mask, coverage);
    ious.push(iou);
    console.log(
      `${scene.name.padEnd(19)} median ${median(times).toFixed(1).padStart(6)} ms  max ${Math.max(...times)
        .toFixed(1)
        .padStart(
          6,
        )} ms  iou ${iou.toFixed(4)}  edge alpha error ${edgeAlphaError(result.mask, coverage).toFixed(3)}  tolerance ${result.tolerance.toFixed(1)}  holes ${result.holesRemoved}   (${scene.description})`,
    );
  }
  const meanIoU = ious.reduce((s, v) => s + v, 0) / ious.length;
  if (args.includes('--stress')) stress();
  console.log(
    `all runs: median ${median(allTimes).toFixed(1)} ms, slowest ${Math.max(...allTimes).toFixed(1)} ms (CPU time: median ${median(allCpu).toFixed(1)} ms); worst iou ${Math.min(...ious).toFixed(4)}`,
  );
  const heldOut = heldOutScores(size);
  console.log(`heldout: n=${heldOut.length} iou=${mean(heldOut).toFixed(4)} min_iou=${Math.min(...heldOut).toFixed(4)}`);
  console.log(`bgremoval: ms_${size}=${Math.round(median(allTimes))} iou=${meanIoU.toFixed(4)} min_iou=${Math.min(...ious).toFixed(4)}`);
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

/** The held-out images, one removal each, scored and listed (not part of the tuned set's figure). */
function heldOutScores(size: number): number[] {
  console.log(`\nheld-out set (${HELD_OUT_SCENES.length} images at ${size}², drawn by another code path, never tuned on):`);
  return HELD_OUT_SCENES.map((scene) => {
    const { image, coverage } = renderHeldOutScene(scene.name, size);
    const t = performance.now();
    const result = removeBackground(image);
    const ms = performance.now() - t;
    const iou = maskIoU(result.mask, coverage);
    console.log(
      `${scene.name.padEnd(26)} ${ms.toFixed(1).padStart(6)} ms  iou ${iou.toFixed(4)}  edge alpha error ${edgeAlphaError(result.mask, coverage).toFixed(3)}   (${scene.description})`,
    );
    return iou;
  });
}
