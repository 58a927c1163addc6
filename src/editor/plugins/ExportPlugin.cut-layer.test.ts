import { Rect } from 'fabric';
import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '../core/Editor';
import { mountEditor } from '../testing/TestEditor';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

function mount(): Editor {
  const mounted = mountEditor();
  cleanup = mounted.cleanup;
  return mounted.editor;
}

const INKSCAPE = 'http://www.inkscape.org/namespaces/inkscape';

/** The box spanned by a path's coordinates. */
function bounds(path: string) {
  const n = (path.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number);
  const xs = n.filter((_, i) => i % 2 === 0);
  const ys = n.filter((_, i) => i % 2 === 1);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

describe('SVG export for print and cutting', () => {
  it('carries the cut path on its own CutContour layer: a magenta hairline, no fill, over the art', async () => {
    const editor = mount();
    editor.canvas.add(new Rect({ left: 600, top: 600, width: 300, height: 300, fill: '#1c7ed6', strokeWidth: 0 }));
    editor.api.setCutSettings({ shape: 'contour', offsetIn: 0.125 });
    const cut = await editor.api.refreshCutline();
    expect(cut.status).toBe('ready');

    const svg = await editor.api.exportSvgText();
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const layer = doc.getElementById('CutContour');
    expect(layer?.tagName).toBe('g');
    expect(layer?.getAttributeNS(INKSCAPE, 'label')).toBe('CutContour');
    expect(layer?.getAttributeNS(INKSCAPE, 'groupmode')).toBe('layer');
    // The topmost layer, holding only the cut.
    expect(doc.documentElement.lastElementChild).toBe(layer);
    const paths = layer?.querySelectorAll('path') ?? [];
    expect(paths).toHaveLength(1);
    const path = paths[0];
    expect(path.getAttribute('fill')).toBe('none');
    expect(path.getAttribute('stroke')).toBe('#FF00FF');
    // 0.25 pt at 300 units per inch.
    expect(Number(path.getAttribute('stroke-width'))).toBeCloseTo(1.0417, 3);
    // The cut the editor shows: 1/8 in (37.5 units) around the square, in the SVG's own coordinates.
    expect(path.getAttribute('d')).toBe(cut.path);
    const box = bounds(path.getAttribute('d') ?? '');
    expect(box.x0).toBeCloseTo(600 - 37.5, -0.3);
    expect(box.x1).toBeCloseTo(900 + 37.5, -0.3);
    expect(box.y0).toBeCloseTo(600 - 37.5, -0.3);
    // The art is still there, under the cut.
    expect(doc.querySelectorAll('rect').length).toBeGreaterThan(0);
  });

  it('has no cut layer when there is nothing to cut around', async () => {
    const editor = mount();
    const svg = await editor.api.exportSvgText();
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').getElementById('CutContour')).toBeNull();
  });
});
