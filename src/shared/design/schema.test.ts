import { describe, expect, it } from 'vitest';
import { canvasObjectSchema, DEFAULT_WORKSPACE, DESIGN_VERSION, type DesignDocument, designDocumentSchema, workspaceSchema } from './schema';

const doc = (extra: Record<string, unknown> = {}) => ({ version: DESIGN_VERSION, objects: [], workspace: { ...DEFAULT_WORKSPACE }, ...extra });

describe('design document schema (SPEC §3 design JSON)', () => {
  it('defaults to a 1500×1500 rectangle workspace (SPEC §9) at version 2', () => {
    expect(DESIGN_VERSION).toBe(2);
    expect(DEFAULT_WORKSPACE).toEqual({ id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 });
    expect(Object.isFrozen(DEFAULT_WORKSPACE)).toBe(true);
  });

  it('round-trips a full document through JSON unchanged', () => {
    const full: DesignDocument = {
      version: 2,
      workspace: { id: 'workspace', shape: 'circle', width: 1200, height: 1200 },
      background: '#ffffff',
      cutlinePath: 'M 0 0 L 10 0 L 10 10 Z',
      overlayImage: { id: 'ov', type: 'image', src: 'https://example.com/o.png', originX: 'left', originY: 'top' },
      googleFontsMetadata: { fontsUsed: ['Roboto', 'Open Sans'], savedAt: '2026-03-01T12:00:00.000Z', version: '1.0' },
      objects: [
        { id: 'workspace', type: 'rect', left: 0, top: 0, width: 1200, height: 1200, fill: '#fff', selectable: false, hasControls: false },
        {
          id: 't1',
          type: 'i-text',
          text: 'Hello',
          left: 10.5,
          top: -3,
          originX: 'left',
          originY: 'top',
          fontFamily: 'Roboto',
          stroke: null,
          strokeWidth: 2,
          strokeDashArray: [5, 3],
          strokeLineCap: 'round',
          strokeLineJoin: 'miter',
          strokeMiterLimit: 4,
          strokeUniform: true,
          strokeSmoothing: 0.5,
          strokeColor: '#000000',
          gradientAngle: 90,
          editable: true,
          linkData: ['a', 'b'],
          extensionType: 'sticker',
          extension: { anything: [1, 2, { deep: true }] },
          styles: { 0: { 1: { fill: 'red' } } },
          path: {
            type: 'path',
            path: [
              ['M', 0, 0],
              ['L', 10, 10],
            ],
          },
        },
        { id: 'g', type: 'group', objects: [{ id: 'c1', type: 'circle', radius: 5, shape: 'heart' }] },
      ],
      customCanvasProperty: { kept: true },
    };
    const parsed = designDocumentSchema.parse(JSON.parse(JSON.stringify(full)));
    expect(parsed).toEqual(full);
    expect(designDocumentSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });

  it('keeps every Fabric property it does not type, in nested groups too', () => {
    const object = {
      type: 'image',
      src: 'data:image/png;base64,AAA',
      scaleX: 0.3,
      angle: 15,
      filters: [{ type: 'Grayscale' }],
      clipPath: { type: 'circle', radius: 4 },
      crossOrigin: null,
    };
    const parsed = designDocumentSchema.parse(doc({ objects: [{ type: 'group', objects: [object] }] }));
    expect(parsed.objects[0].objects?.[0]).toEqual(object);
  });

  it('accepts numbers and booleans written as strings, and reads them as numbers and booleans', () => {
    const parsed = canvasObjectSchema.parse({ left: '12.5', top: ' -4 ', strokeWidth: '2', strokeDashArray: ['4', 2], selectable: 'false', hasControls: 'true', originX: 0.5 });
    expect(parsed).toMatchObject({ left: 12.5, top: -4, strokeWidth: 2, strokeDashArray: [4, 2], selectable: false, hasControls: true, originX: 0.5 });
  });

  it('accepts the null Fabric writes for no stroke and no dash, and gradient strokes', () => {
    expect(canvasObjectSchema.safeParse({ stroke: null, strokeDashArray: null }).success).toBe(true);
    expect(canvasObjectSchema.safeParse({ stroke: { type: 'linear', colorStops: [] } }).success).toBe(true);
    expect(canvasObjectSchema.safeParse({ path: [['M', 0, 0]] }).success).toBe(true);
    expect(canvasObjectSchema.safeParse({ path: 'M 0 0 L 1 1' }).success).toBe(true);
  });

  it('refuses values that are neither the type nor a readable form of it', () => {
    for (const bad of [
      { left: 'abc' },
      { top: '' },
      { strokeWidth: true },
      { selectable: 'yes' },
      { id: '' },
      { id: 5 },
      { fontFamily: 3 },
      { originX: 'middle' },
      { strokeDashArray: 'x' },
    ]) {
      expect(canvasObjectSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('is strict about structure: objects lists of objects, a workspace, the current version', () => {
    expect(designDocumentSchema.safeParse(doc()).success).toBe(true);
    expect(designDocumentSchema.safeParse(doc({ objects: {} })).success).toBe(false);
    expect(designDocumentSchema.safeParse(doc({ objects: [1] })).success).toBe(false);
    expect(designDocumentSchema.safeParse(doc({ objects: [{ objects: 'x' }] })).success).toBe(false);
    expect(designDocumentSchema.safeParse(doc({ objects: [{ objects: [{ objects: [null] }] }] })).success).toBe(false);
    expect(designDocumentSchema.safeParse(doc({ workspace: undefined })).success).toBe(false);
    expect(designDocumentSchema.safeParse(doc({ version: 1 })).success).toBe(false);
    expect(designDocumentSchema.safeParse(doc({ version: '5.3.0' })).success).toBe(false);
    expect(designDocumentSchema.safeParse(doc({ overlayImage: 'x' })).success).toBe(false);
    expect(designDocumentSchema.safeParse(doc({ background: { type: 'linear' } })).success).toBe(false);
  });

  it('accepts workspace sizes that are positive up to 20000 px', () => {
    const ws = (width: unknown, height: unknown = 100) => workspaceSchema.safeParse({ id: 'workspace', shape: 'rectangle', width, height }).success;
    expect(ws(1)).toBe(true);
    expect(ws(20000, 20000)).toBe(true);
    expect(ws(0.5)).toBe(true);
    expect(ws('1500')).toBe(true);
    for (const bad of [0, -1, 20001, Number.NaN, Number.POSITIVE_INFINITY, null, 'big']) expect(ws(bad), String(bad)).toBe(false);
  });

  it('knows the four workspace shapes and fills in the workspace id', () => {
    for (const shape of ['rectangle', 'rounded-rectangle', 'circle', 'contour']) expect(workspaceSchema.parse({ shape, width: 10, height: 10 }).id).toBe('workspace');
    expect(workspaceSchema.safeParse({ shape: 'square', width: 10, height: 10 }).success).toBe(false);
    expect(workspaceSchema.safeParse({ id: 'other', shape: 'circle', width: 10, height: 10 }).success).toBe(false);
  });

  it('keeps only plain, non-built-in font names in googleFontsMetadata', () => {
    const parsed = designDocumentSchema.parse(
      doc({ googleFontsMetadata: { fontsUsed: ['Roboto', 'Arial', 'x&y=1', 'roboto', 'Open Sans'], timestamp: '2026-01-01T00:00:00Z', version: 1 } }),
    );
    expect(parsed.googleFontsMetadata).toEqual({ fontsUsed: ['Roboto', 'Open Sans'], timestamp: '2026-01-01T00:00:00Z', version: 1 });
    expect(designDocumentSchema.parse(doc({ googleFontsMetadata: {} })).googleFontsMetadata).toEqual({ fontsUsed: [] });
  });

  it('refuses malformed font metadata dates and lists', () => {
    expect(designDocumentSchema.safeParse(doc({ googleFontsMetadata: { fontsUsed: 'Roboto' } })).success).toBe(false);
    expect(designDocumentSchema.safeParse(doc({ googleFontsMetadata: { fontsUsed: [], savedAt: 'yesterday' } })).success).toBe(false);
  });
});
