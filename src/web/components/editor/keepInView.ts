import type { Editor } from '../../../editor';

const MARGIN = 16;

/**
 * How far to pan (screen px) so a box [top, bottom] inside a visible band [visibleTop, visibleBottom]
 * shows fully; a box taller than the band is aligned to its top. Positive moves the content down.
 */
export function panToShow(box: { top: number; bottom: number }, visibleTop: number, visibleBottom: number, margin = MARGIN): number {
  const room = visibleBottom - visibleTop - margin * 2;
  if (box.bottom - box.top > room || box.top < visibleTop + margin) return visibleTop + margin - box.top;
  if (box.bottom > visibleBottom - margin) return visibleBottom - margin - box.bottom;
  return 0;
}

/**
 * Keeps the active object (e.g. text being typed) in the part of the canvas the on-screen keyboard leaves
 * visible, by panning the canvas (SPEC §2 keyboard handling).
 */
export function keepActiveObjectInView(editor: Editor, container: HTMLElement): void {
  const active = editor.canvas.getActiveObject();
  const vv = window.visualViewport;
  if (!active || !vv) return;
  const rect = container.getBoundingClientRect();
  const [a, , , d, e, f] = editor.canvas.viewportTransform;
  const box = active.getBoundingRect();
  const top = rect.top + box.top * d + f;
  const bottom = rect.top + (box.top + box.height) * d + f;
  const left = rect.left + box.left * a + e;
  const right = rect.left + (box.left + box.width) * a + e;
  const visibleTop = Math.max(rect.top, vv.offsetTop);
  const visibleBottom = Math.min(rect.bottom, vv.offsetTop + vv.height);
  const dy = panToShow({ top, bottom }, visibleTop, visibleBottom);
  const dx = panToShow({ top: left, bottom: right }, Math.max(rect.left, vv.offsetLeft), Math.min(rect.right, vv.offsetLeft + vv.width));
  if (dx || dy) {
    const vpt = editor.canvas.viewportTransform.slice() as typeof editor.canvas.viewportTransform;
    vpt[4] += dx;
    vpt[5] += dy;
    editor.canvas.setViewportTransform(vpt);
    editor.canvas.requestRenderAll();
  }
}
