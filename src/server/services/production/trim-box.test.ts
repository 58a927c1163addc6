/**
 * The TrimBox is the cut's box, however a RIP measures the cut: by the line itself (curve extrema) or
 * by its nodes and control points, as many PDF tools bound a path. Text-only contour designs are where
 * this showed (a cut traced around letters is all curves), so they are checked here with a shape beside.
 */
import { type PDFArray, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { migrateDesign } from '../../../shared/design';
import { productionFromDocument } from './design-production';
import { numbers, openPdf, strokedPolylines } from './pdf-inspect.testkit';

const MM = 72 / 25.4;

/** Every coordinate pair written in the CutContour path (nodes and control points), in points. */
function controlPointBox(content: string): number[] {
  const start = content.indexOf('/CutContour CS');
  const path = content.slice(content.indexOf('\n', content.indexOf(' w', start)) + 1, content.indexOf('\nS', start));
  const xs: number[] = [];
  const ys: number[] = [];
  for (const line of path.split('\n').slice(1)) {
    const values = line
      .split(' ')
      .filter((t) => /^-?[\d.]+$/.test(t))
      .map(Number);
    for (let i = 0; i + 1 < values.length; i += 2) {
      xs.push(values[i]);
      ys.push(values[i + 1]);
    }
  }
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

describe('the TrimBox is the cut’s exact box', () => {
  it.each([
    ['a word in Anton', { type: 'Text', left: 50, top: 50, text: 'Hello', fontSize: 200, fill: '#111111', fontFamily: 'Anton' }],
    ['a script word in Lobster', { type: 'Text', left: 50, top: 50, text: 'fjord', fontSize: 200, fill: '#b91c1c', fontFamily: 'Lobster' }],
    ['a rectangle', { type: 'Rect', left: 100, top: 100, width: 600, height: 400, fill: '#1d4ed8' }],
  ])('%s, die-cut on its contour', async (_name, object) => {
    const migrated = migrateDesign({
      version: 2,
      workspace: { id: 'workspace', shape: 'rectangle', width: 1000, height: 600 },
      cut: { shape: 'contour', kind: 'die', offsetIn: 0.0625 },
      objects: [{ id: 'art', ...object }],
    });
    if (!migrated.ok) throw new Error(migrated.error);
    const { files } = await productionFromDocument(migrated.doc, { sizeIn: 3, kind: 'sticker' });
    if (files.kind !== 'sticker') throw new Error('a sticker was asked for');
    const pdf = await openPdf(files.pdf);
    // A PDF rectangle: left, bottom, right, top.
    const trim = numbers(pdf.page.node.get(PDFName.of('TrimBox')) as PDFArray);
    // The line itself, sampled every 0.5 pt along each curve.
    const points = strokedPolylines(pdf.content, 'CutContour').flat();
    const line = [Math.min(...points.map((p) => p[0])), Math.min(...points.map((p) => p[1])), Math.max(...points.map((p) => p[0])), Math.max(...points.map((p) => p[1]))];
    for (const [i, edge] of trim.entries()) {
      expect(Math.abs(line[i] - edge) / MM, `edge ${i}: the line`).toBeLessThan(0.01);
      expect(Math.abs(controlPointBox(pdf.content)[i] - edge) / MM, `edge ${i}: nodes and control points`).toBeLessThan(0.01);
    }
    // The ordered size is the trim's longer side.
    expect(Math.max(trim[2] - trim[0], trim[3] - trim[1]) / 72).toBeCloseTo(3, 3);
  });
});
