/**
 * Plain Fabric opening a design file, as a minimal Fabric editor would: the file input's change → read
 * the text → JSON.parse → `canvas.loadFromJSON` → `renderAll` → the next frame, the canvas rasterised.
 * Fabric's defaults, or with `?cacheSide=32` the editor's smaller minimum cache side (Fabric's 256 px
 * gives each of 1,000 small objects a large cache canvas: ~3× slower to open here); a canvas of the real
 * page's size (`?w=&h=`) zoomed to fit the 1500² workspace.
 * Opened once per fresh page, it is the like-for-like partner of the real /indexHome page's open
 * (bench/editor-page.ts), whose code is as cold (decision 72).
 */
import { Canvas, config } from 'fabric';

const params = new URLSearchParams(location.search);
const width = Number(params.get('w') ?? 1000);
const height = Number(params.get('h') ?? 700);
const WORKSPACE_SIDE = 1500;
const cacheSide = params.get('cacheSide');
if (cacheSide) config.configure({ minCacheSideLimit: Number(cacheSide) });

document.body.style.margin = '0';
const element = document.createElement('canvas');
document.body.append(element);
const canvas = new Canvas(element, { width, height });
const zoom = Math.min((width - 80) / WORKSPACE_SIDE, (height - 80) / WORKSPACE_SIDE);
canvas.setViewportTransform([zoom, 0, 0, zoom, width / 2 - (WORKSPACE_SIDE / 2) * zoom, height / 2 - (WORKSPACE_SIDE / 2) * zoom]);

const input = document.createElement('input');
input.type = 'file';
input.setAttribute('aria-label', 'Open design');
document.body.append(input);

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const w = window as unknown as { __plainOpen?: Promise<number> };
w.__plainOpen = new Promise<number>((resolve) => {
  input.addEventListener('change', async () => {
    const t0 = performance.now();
    const file = input.files?.[0];
    if (!file) return;
    const json = JSON.parse(await file.text());
    await canvas.loadFromJSON(json);
    canvas.renderAll();
    await nextFrame();
    canvas.getContext().getImageData(0, 0, 1, 1);
    resolve(performance.now() - t0);
  });
});
