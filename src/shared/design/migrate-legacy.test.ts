import { describe, expect, it } from 'vitest';
import { migrateDesign } from './migrate';

let n = 0;
const ok = (input: unknown) => {
  const result = migrateDesign(input, () => `id-${++n}`);
  if (!result.ok) throw new Error(result.error);
  return result.doc;
};

describe('colours of Fabric documents', () => {
  it("keeps the workspace object's fill on the workspace and the canvas background beside it", () => {
    const doc = ok({ version: '5.3.0', background: '#eeeeee', objects: [{ id: 'workspace', type: 'rect', width: 900, height: 1200, fill: '#1d3557' }] });
    expect(doc.workspace).toEqual({ id: 'workspace', shape: 'rectangle', width: 900, height: 1200, fill: '#1d3557' });
    expect(doc.background).toBe('#eeeeee');
  });

  it('keeps no fill that draws nothing (empty, transparent, a gradient)', () => {
    for (const fill of ['', 'transparent', { type: 'linear' }, null]) {
      expect(ok({ version: '5.3.0', objects: [{ id: 'workspace', type: 'rect', width: 10, height: 10, fill }] }).workspace).not.toHaveProperty('fill');
    }
  });
});

describe('a Fabric document without a workspace', () => {
  it('gets a design area fitted to its objects (origins, scale and rotation counted), the art moved to its corner', () => {
    const doc = ok({
      version: '5.3.0',
      objects: [
        { type: 'rect', left: 1000.5, top: 2000, width: 100, height: 50, scaleX: 2 },
        { type: 'circle', left: 1400, top: 2100, originX: 'center', originY: 'center', width: 100, height: 100 },
        { type: 'rect', left: 1000, top: 2200, width: 100, height: 100, angle: 90 },
      ],
    });
    // x from 900 (the rotated rect swings left) to 1450; y from 2000 to 2300.
    expect(doc.workspace).toMatchObject({ width: 550, height: 300 });
    expect(doc.objects.map((o) => [o.left, o.top])).toEqual([
      [100.5, 0],
      [500, 100],
      [100, 200],
    ]);
  });

  it("uses the document's saved canvas size when it has one, and moves nothing", () => {
    const doc = ok({ version: '5.3.0', width: 800, height: 600, objects: [{ type: 'rect', left: 5, top: 6, width: 10, height: 10 }] });
    expect(doc.workspace).toMatchObject({ width: 800, height: 600 });
    expect(doc.objects[0]).toMatchObject({ left: 5, top: 6 });
  });

  it('skips hidden objects when fitting', () => {
    const doc = ok({
      version: '5.3.0',
      objects: [
        { type: 'rect', left: 0, top: 0, width: 10, height: 10 },
        { type: 'rect', left: 5000, top: 5000, width: 10, height: 10, visible: false },
      ],
    });
    expect(doc.workspace).toMatchObject({ width: 10, height: 10 });
  });
});

describe("vue-fabric-editor's default white workspace", () => {
  it('is no chosen colour: the design stays transparent around its art', () => {
    for (const fill of ['#fff', '#FFFFFF', 'white']) {
      expect(ok({ version: '5.3.0', objects: [{ id: 'workspace', type: 'rect', width: 10, height: 10, fill }] }).workspace).not.toHaveProperty('fill');
    }
  });
});
