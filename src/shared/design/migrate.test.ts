import { describe, expect, it } from 'vitest';
import { MAX_GROUP_DEPTH, MIGRATIONS, migrateDesign } from './migrate';
import { DEFAULT_WORKSPACE, DESIGN_VERSION, type DesignDocument } from './schema';

const counter = () => {
  let n = 0;
  return () => `id-${++n}`;
};

const migrate = (input: unknown) => migrateDesign(input, counter());

function ok(input: unknown): { doc: DesignDocument; migratedFrom: number } {
  const result = migrate(input);
  if (!result.ok) throw new Error(`expected success, got: ${result.error}`);
  return result;
}

function error(input: unknown): string {
  const result = migrate(input);
  if (result.ok) throw new Error('expected an error result');
  return result.error;
}

/**
 * As vue-fabric-editor on Fabric 5.3 saves it: the workspace is a Rect among the objects, positions are
 * corner-based. `workspace` overrides the workspace Rect's fields (by default it sits at (0, 0)).
 */
const fabric5Document = (workspace: Record<string, unknown> = {}) => ({
  version: '5.3.0',
  objects: [
    {
      type: 'rect',
      version: '5.3.0',
      originX: 'left',
      originY: 'top',
      left: 0,
      top: 0,
      width: 600,
      height: 400,
      scaleX: 2,
      scaleY: 2.5,
      fill: '#ffffff',
      id: 'workspace',
      selectable: false,
      hasControls: false,
      ...workspace,
    },
    { type: 'i-text', version: '5.3.0', left: 120.5, top: 80.25, width: 200, height: 45, fontFamily: 'Lobster', text: 'Hello', fill: '#333' },
    {
      type: 'group',
      left: 300,
      top: 310,
      width: 100,
      height: 100,
      objects: [
        { type: 'circle', left: -50, top: -50, radius: 25, fill: 'red' },
        { type: 'group', left: 0, top: 0, width: 50, height: 50, objects: [{ type: 'textbox', left: -25, top: -25, fontFamily: 'Open Sans', text: 'in' }] },
      ],
    },
    { type: 'image', left: 10, top: 20, originX: 'center', originY: 'center', src: 'https://example.com/a.png', clipPath: { type: 'circle', radius: 10, left: 0, top: 0 } },
  ],
  background: '#f0f0f0',
});

describe('migration chain', () => {
  it('runs v0 → v1 → v2 with no gaps and ends at the current version', () => {
    expect(MIGRATIONS.map((s) => [s.from, s.to])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    MIGRATIONS.forEach((step, i) => {
      expect(step.to).toBe(step.from + 1);
      expect(step.description.length).toBeGreaterThan(0);
      if (i > 0) expect(step.from).toBe(MIGRATIONS[i - 1].to);
    });
    expect(MIGRATIONS.at(-1)?.to).toBe(DESIGN_VERSION);
  });
});

describe('migrateDesign: Fabric 5/6 canvas JSON', () => {
  it('keeps the exact corner-based left/top (workspace at 0, 0) and writes originX left / originY top, so nothing moves', () => {
    const { doc, migratedFrom } = ok(fabric5Document());
    expect(migratedFrom).toBe(0);
    expect(doc.version).toBe(2);
    const text = doc.objects[0];
    expect(text).toMatchObject({ type: 'i-text', left: 120.5, top: 80.25, originX: 'left', originY: 'top' });
  });

  it('does the same inside nested groups and clip paths, and leaves explicit origins alone', () => {
    const { doc } = ok(fabric5Document());
    const group = doc.objects[1];
    expect(group).toMatchObject({ type: 'group', left: 300, top: 310, originX: 'left', originY: 'top' });
    expect(group.objects?.[0]).toMatchObject({ left: -50, top: -50, originX: 'left', originY: 'top' });
    expect(group.objects?.[1].objects?.[0]).toMatchObject({ left: -25, top: -25, originX: 'left', originY: 'top' });
    const image = doc.objects[2];
    expect(image).toMatchObject({ type: 'image', originX: 'center', originY: 'center', left: 10, top: 20 });
    expect(image.clipPath).toMatchObject({ originX: 'left', originY: 'top', left: 0, top: 0 });
  });

  it('removes the workspace object from objects: the workspace field describes it', () => {
    const { doc } = ok(fabric5Document());
    expect(doc.objects.map((o) => o.type)).toEqual(['i-text', 'group', 'image']);
    expect(doc.objects.some((o) => o.id === 'workspace')).toBe(false);
    expect(doc.objects.some((o) => o.fill === '#ffffff' && o.selectable === false)).toBe(false);
    expect(doc.workspace.id).toBe('workspace');
  });

  it('removes the workspace object wherever it is in the list and keeps the order of the others', () => {
    const { doc } = ok({
      version: '6.4.3',
      objects: [
        { type: 'Rect', id: 'a', left: 1, top: 2 },
        { type: 'Rect', id: 'workspace', width: 500, height: 300 },
        { type: 'Circle', id: 'b', left: 3, top: 4 },
      ],
    });
    expect(doc.objects.map((o) => o.id)).toEqual(['a', 'b']);
    expect(doc.objects.map((o) => [o.left, o.top])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(doc.workspace).toEqual({ id: 'workspace', shape: 'rectangle', width: 500, height: 300 });
  });

  it('moves every top-level object by minus the corner of a workspace placed at left 150, top 80', () => {
    const { doc } = ok(fabric5Document({ left: 150, top: 80 }));
    expect(doc.workspace).toEqual({ id: 'workspace', shape: 'rectangle', width: 1200, height: 1000 });
    expect(doc.objects.map((o) => o.type)).toEqual(['i-text', 'group', 'image']);
    expect(doc.objects[0]).toMatchObject({ left: 120.5 - 150, top: 80.25 - 80, originX: 'left', originY: 'top' });
    expect(doc.objects[1]).toMatchObject({ left: 300 - 150, top: 310 - 80, originX: 'left', originY: 'top' });
    // Whatever the object's own origin: a move is a move.
    expect(doc.objects[2]).toMatchObject({ left: 10 - 150, top: 20 - 80, originX: 'center', originY: 'center' });
  });

  it('leaves positions inside groups and clip paths alone when it moves objects (they are relative to their parent)', () => {
    const { doc } = ok(fabric5Document({ left: 150, top: 80 }));
    const group = doc.objects[1];
    expect(group.objects?.[0]).toMatchObject({ left: -50, top: -50 });
    expect(group.objects?.[1]).toMatchObject({ left: 0, top: 0 });
    expect(group.objects?.[1].objects?.[0]).toMatchObject({ left: -25, top: -25 });
    expect(doc.objects[2].clipPath).toMatchObject({ left: 0, top: 0 });
  });

  it('keeps every object where it was relative to the workspace corner, wherever the design sits on the canvas', () => {
    const at = (o: Record<string, unknown>) => [o.left, o.top];
    const onDesign = fabric5Document().objects.slice(1).map(at);
    for (const [workspace, corner] of [
      [
        { left: 150, top: 80 },
        { x: 150, y: 80 },
      ],
      [
        { left: -40.5, top: 1000 },
        { x: -40.5, y: 1000 },
      ],
      // Centre origin: the corner is left/top minus half the drawn size (1200 × 1000).
      [
        { left: 750, top: 580, originX: 'center', originY: 'center' },
        { x: 150, y: 80 },
      ],
      [
        { left: 1350, top: 1080, originX: 'right', originY: 'bottom' },
        { x: 150, y: 80 },
      ],
    ] as const) {
      // The same design, drawn with its workspace corner at `corner`: every object moved along with it.
      const input = fabric5Document(workspace);
      const [ws, ...rest] = input.objects;
      const placed = { ...input, objects: [ws, ...rest.map((o) => ({ ...o, left: o.left + corner.x, top: o.top + corner.y }))] };
      expect(ok(placed).doc.objects.map(at), JSON.stringify(workspace)).toEqual(onDesign);
    }
  });

  it('finds the corner of a centre-origin workspace from its drawn size, width × scaleX by height × scaleY', () => {
    // Drawn size 1200 × 1000, centred on (750, 580): corner (150, 80).
    const { doc } = ok(fabric5Document({ left: 750, top: 580, originX: 'center', originY: 'center' }));
    expect(doc.workspace).toEqual({ id: 'workspace', shape: 'rectangle', width: 1200, height: 1000 });
    expect(doc.objects.map((o) => [o.left, o.top])).toEqual([
      [120.5 - 150, 80.25 - 80],
      [300 - 150, 310 - 80],
      [10 - 150, 20 - 80],
    ]);
    // A flipped (negative scale) workspace has the same drawn size, so the same corner.
    const flipped = ok(fabric5Document({ left: 750, top: 580, originX: 'center', originY: 'center', scaleX: -2, scaleY: -2.5 }));
    expect(flipped.doc.objects.map((o) => [o.left, o.top])).toEqual(doc.objects.map((o) => [o.left, o.top]));
  });

  it('moves objects that had no left/top (Fabric reads them as 0) too', () => {
    const { doc } = ok({ version: '5.3.0', objects: [{ id: 'workspace', type: 'rect', left: 150, top: 80, width: 100, height: 100 }, { type: 'rect' }] });
    expect(doc.objects).toHaveLength(1);
    expect(doc.objects[0]).toMatchObject({ left: -150, top: -80 });
  });

  it('fills in only the missing half of an origin', () => {
    const { doc } = ok({ version: '6.4.3', objects: [{ type: 'Rect', originX: 'right', left: 5, top: 5 }] });
    expect(doc.objects[0]).toMatchObject({ originX: 'right', originY: 'top' });
  });

  it('describes the workspace from the workspace object: width × scaleX by height × scaleY', () => {
    const { doc } = ok(fabric5Document());
    expect(doc.workspace).toEqual({ id: 'workspace', shape: 'rectangle', width: 1200, height: 1000 });
    expect(doc.objects.find((o) => o.id === 'workspace')).toBeUndefined();
    expect(doc.objects[0]).toMatchObject({ type: 'i-text', text: 'Hello' });
  });

  it('reads the workspace shape from its shape property, or from what kind of object it is', () => {
    const shapeOf = (ws: Record<string, unknown>) => ok({ version: '5.3.0', objects: [{ id: 'workspace', width: 100, height: 100, ...ws }] }).doc.workspace.shape;
    expect(shapeOf({ type: 'rect', shape: 'contour' })).toBe('contour');
    expect(shapeOf({ type: 'rect', rx: 20, ry: 20 })).toBe('rounded-rectangle');
    expect(shapeOf({ type: 'circle', radius: 50 })).toBe('circle');
    expect(shapeOf({ type: 'Rect' })).toBe('rectangle');
    expect(shapeOf({ type: 'rect', shape: 'blob' })).toBe('rectangle');
  });

  it('smooths scaling float noise and ignores flips', () => {
    const { doc } = ok({ version: '5.3.0', objects: [{ id: 'workspace', type: 'rect', width: 3000, height: 3000, scaleX: 0.49999999999, scaleY: -0.5 }] });
    expect(doc.workspace).toMatchObject({ width: 1500, height: 1500 });
  });

  it('refuses a workspace object with no usable size', () => {
    for (const size of [{ width: 0, height: 10 }, { width: 10 }, { width: 'x', height: 10 }, { width: 30000, height: 10 }, { width: 10, height: 10, scaleX: 0 }]) {
      expect(error({ version: '5.3.0', objects: [{ id: 'workspace', type: 'rect', ...size }] }), JSON.stringify(size)).toMatch(/workspace object has no usable size/);
    }
  });

  it('uses the default 1500×1500 workspace when objects exist but no workspace does', () => {
    const { doc } = ok({ version: '5.3.0', objects: [{ type: 'rect', left: 1, top: 2 }] });
    expect(doc.workspace).toEqual(DEFAULT_WORKSPACE);
  });

  it('keeps a workspace field written next to the Fabric version (the old app did)', () => {
    const { doc } = ok({
      version: '5.3.0',
      workspace: { id: 'workspace', shape: 'circle', width: 800, height: 800 },
      objects: [{ id: 'workspace', type: 'rect', width: 1, height: 1 }],
    });
    expect(doc.workspace).toEqual({ id: 'workspace', shape: 'circle', width: 800, height: 800 });
    expect(doc.objects).toEqual([]);
  });

  it('still removes the workspace object and moves objects by its corner when a workspace field is written too', () => {
    const { doc } = ok({
      version: '5.3.0',
      workspace: { id: 'workspace', shape: 'circle', width: 800, height: 800 },
      objects: [
        { id: 'workspace', type: 'rect', left: 150, top: 80, width: 800, height: 800 },
        { id: 'a', type: 'rect', left: 200, top: 100 },
      ],
    });
    expect(doc.workspace).toEqual({ id: 'workspace', shape: 'circle', width: 800, height: 800 });
    expect(doc.objects).toEqual([{ id: 'a', type: 'rect', left: 50, top: 20, originX: 'left', originY: 'top' }]);
  });

  it('gives every object a unique id, in groups too; the workspace id stays on the workspace field', () => {
    const { doc } = ok(fabric5Document());
    expect(doc.workspace.id).toBe('workspace');
    expect(doc.objects.map((o) => o.id)).toEqual(['id-1', 'id-2', 'id-6']);
    expect(doc.objects[1].objects?.map((o) => o.id)).toEqual(['id-3', 'id-4']);
    expect(doc.objects[1].objects?.[1].objects?.[0].id).toBe('id-5');
  });

  it('drops a null or non-colour canvas background and null optional fields', () => {
    const { doc } = ok({ version: '5.3.0', background: { type: 'linear' }, overlayImage: null, googleFontsMetadata: null, objects: [{ type: 'rect' }] });
    expect(doc).not.toHaveProperty('background');
    expect(doc).not.toHaveProperty('overlayImage');
    expect(doc).not.toHaveProperty('googleFontsMetadata');
  });

  it('keeps everything else Fabric wrote', () => {
    const input = fabric5Document();
    const { doc } = ok(input);
    expect(doc.background).toBe('#f0f0f0');
    expect(doc.objects[0]).toMatchObject({ type: 'i-text', version: '5.3.0', text: 'Hello', fill: '#333', width: 200, height: 45, fontFamily: 'Lobster' });
    expect(doc.objects[2]).toMatchObject({ src: 'https://example.com/a.png', clipPath: { type: 'circle', radius: 10 } });
  });

  it('keeps everything else Fabric wrote when it moves objects', () => {
    const { doc } = ok(fabric5Document({ left: 150, top: 80 }));
    expect(doc.objects[0]).toMatchObject({ type: 'i-text', version: '5.3.0', text: 'Hello', fill: '#333', width: 200, height: 45, fontFamily: 'Lobster' });
    expect(doc.objects[1]).toMatchObject({ type: 'group', width: 100, height: 100 });
    expect(doc.objects[1].objects).toHaveLength(2);
    expect(doc.objects[2]).toMatchObject({ src: 'https://example.com/a.png', clipPath: { type: 'circle', radius: 10 } });
  });

  it('does not touch its input', () => {
    for (const input of [fabric5Document(), fabric5Document({ left: 150, top: 80 }), fabric5Document({ left: 750, top: 580, originX: 'center', originY: 'center' })]) {
      const snapshot = structuredClone(input);
      ok(input);
      expect(input).toEqual(snapshot);
    }
  });
});

describe('migrateDesign: our own documents', () => {
  const current = (): DesignDocument => ({
    version: DESIGN_VERSION,
    workspace: { id: 'workspace', shape: 'rounded-rectangle', width: 900, height: 600 },
    objects: [
      { id: 'workspace', type: 'rect', width: 900, height: 600, originX: 'left', originY: 'top' },
      { id: 'a', type: 'textbox', left: 1, top: 2, fontFamily: 'Roboto' },
    ],
    googleFontsMetadata: { fontsUsed: ['Roboto'], savedAt: '2026-03-01T00:00:00.000Z' },
  });

  it('returns a current document as it is (no origins added) and says it came from the current version', () => {
    const { doc, migratedFrom } = ok(current());
    expect(migratedFrom).toBe(DESIGN_VERSION);
    expect(doc).toEqual(current());
    expect(doc.objects[1]).not.toHaveProperty('originX');
  });

  it('round-trips: migrating its own output changes nothing (no second move)', () => {
    for (const input of [fabric5Document(), fabric5Document({ left: 150, top: 80 })]) {
      const once = ok(input).doc;
      const twice = ok(JSON.parse(JSON.stringify(once)));
      expect(twice.doc).toEqual(once);
      expect(twice.migratedFrom).toBe(DESIGN_VERSION);
    }
  });

  it('moves a version-1 document to version 2 with explicit origins', () => {
    const { doc, migratedFrom } = ok({ ...current(), version: 1 });
    expect(migratedFrom).toBe(1);
    expect(doc.version).toBe(2);
    expect(doc.objects[1]).toMatchObject({ left: 1, top: 2, originX: 'left', originY: 'top' });
  });

  it('treats a document without a version as version 1 when it has a workspace field, else as Fabric JSON', () => {
    const { version: _, ...unversioned } = current();
    expect(ok(unversioned).migratedFrom).toBe(1);
    expect(ok({ objects: [{ type: 'rect' }] }).migratedFrom).toBe(0);
  });

  it('still gives ids to objects of a current document that lack them, and makes them unique', () => {
    const { doc } = ok({ ...current(), objects: [{ type: 'rect' }, { id: 'a' }, { id: 'a', objects: [{}] }] });
    expect(doc.objects.map((o) => o.id)).toEqual(['id-1', 'a', 'id-2']);
    expect(doc.objects[2].objects?.[0].id).toBe('id-3');
  });

  it('applies origins to the overlay image of older documents', () => {
    const { doc } = ok({ version: '5.3.0', objects: [{ type: 'rect' }], overlayImage: { type: 'image', src: 'x.png' } });
    expect(doc.overlayImage).toMatchObject({ originX: 'left', originY: 'top' });
  });

  it('accepts a document with a workspace and no objects', () => {
    const { objects: _, ...noObjects } = current();
    expect(ok(noObjects).doc.objects).toEqual([]);
  });
});

describe('migrateDesign: invalid input gives an error result, never a throw', () => {
  it('refuses what is not an object', () => {
    for (const input of [null, undefined, 3, 'text', '{"objects":[]}', [], [{ type: 'rect' }], true]) {
      expect(error(input), JSON.stringify(input)).toBe('The design must be a JSON object.');
    }
  });

  it('refuses objects that are not a list, and entries that are not objects', () => {
    expect(error({ version: '5.3.0', objects: {} })).toBe('The design\'s "objects" must be a list.');
    expect(error({ version: '5.3.0', objects: null })).toBe('The design\'s "objects" must be a list.');
    expect(error({ version: '5.3.0', objects: [{ type: 'rect' }, 'x'] })).toBe('Entry objects[1] of the design is not an object.');
    expect(error({ version: '5.3.0', objects: [{ type: 'group', objects: [null] }] })).toBe('Entry objects[0].objects[0] of the design is not an object.');
    expect(error({ version: '5.3.0', objects: [{ type: 'group', objects: 'x' }] })).toBe('The "objects" of objects[0] must be a list.');
  });

  it('refuses a design with no workspace and no objects', () => {
    for (const input of [{}, { version: '5.3.0', objects: [] }, { version: 2, objects: [] }, { foo: 1 }]) {
      expect(error(input)).toBe('The design has no workspace and no objects, so there is nothing to open.');
    }
  });

  it('refuses versions it does not know, newer ones with a clear reason', () => {
    expect(error({ version: 3, objects: [{}] })).toMatch(/newer format \(version 3\)/);
    expect(error({ version: 1.5, objects: [{}] })).toMatch(/version \(1.5\) is not one this editor knows/);
    expect(error({ version: -1, objects: [{}] })).toMatch(/is not one this editor knows/);
    expect(error({ version: { major: 5 }, objects: [{}] })).toMatch(/is not one this editor knows/);
  });

  it('names the place of a bad field', () => {
    expect(error({ version: '5.3.0', objects: [{ type: 'rect' }, { type: 'group', objects: [{ left: 'far' }] }] })).toMatch(
      /^The design is not valid at objects\[1\]\.objects\[0\]\.left: .+\.$/,
    );
    expect(error({ version: 2, workspace: { shape: 'square', width: 1, height: 1 }, objects: [] })).toMatch(/^The design is not valid at workspace\.shape: /);
    expect(error({ version: 2, workspace: { shape: 'circle', width: 99999, height: 1 }, objects: [] })).toMatch(/^The design is not valid at workspace\.width: /);
  });

  it('refuses groups nested absurdly deep (or cyclic) instead of overflowing the stack', () => {
    let deep: Record<string, unknown> = { type: 'rect' };
    for (let i = 0; i < MAX_GROUP_DEPTH + 2; i++) deep = { type: 'group', objects: [deep] };
    expect(error({ version: '5.3.0', objects: [deep] })).toMatch(/nested more than 64 levels deep/);

    const cyclic: Record<string, unknown> = { type: 'group' };
    cyclic.objects = [cyclic];
    expect(error({ version: '5.3.0', objects: [cyclic] })).toMatch(/nested more than/);
  });

  it('accepts groups nested up to the limit', () => {
    let deep: Record<string, unknown> = { type: 'rect' };
    for (let i = 0; i < MAX_GROUP_DEPTH; i++) deep = { type: 'group', objects: [deep] };
    expect(migrate({ version: '5.3.0', objects: [deep] }).ok).toBe(true);
  });

  it('reports a broken id generator as an error result', () => {
    const result = migrateDesign({ version: '5.3.0', objects: [{}, {}] }, () => 'same');
    expect(result).toEqual({ ok: false, error: 'The design could not be read.' });
  });
});
