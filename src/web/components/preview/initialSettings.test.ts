import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_SETTINGS, initialPreviewSettings } from './initialSettings';

const workspace = { id: 'workspace', shape: 'circle', width: 1500, height: 1500 };

describe('initialPreviewSettings', () => {
  it('takes the shape, cut and border the design was saved with', () => {
    const settings = initialPreviewSettings({ version: 2, workspace, objects: [], cut: { shape: 'rounded-rectangle', kind: 'kiss', offsetIn: 0.25 } });
    expect(settings).toEqual({ ...DEFAULT_PREVIEW_SETTINGS, size: '5', shape: 'rounded-rectangle', kind: 'kiss', offsetIn: 0.25 });
  });

  it('clamps a border out of range and replaces unknown values', () => {
    expect(initialPreviewSettings({ workspace, cut: { shape: 'star', kind: 'die', offsetIn: 4 } })).toMatchObject({ shape: 'contour', kind: 'die', offsetIn: 0.5 });
  });

  it('keeps the defaults for a design without cut settings or no design at all', () => {
    expect(initialPreviewSettings({ version: 2, objects: [] })).toEqual(DEFAULT_PREVIEW_SETTINGS);
    expect(initialPreviewSettings({ version: 2, workspace, objects: [] })).toEqual({ ...DEFAULT_PREVIEW_SETTINGS, size: '5' });
    expect(initialPreviewSettings(null)).toEqual(DEFAULT_PREVIEW_SETTINGS);
    expect(initialPreviewSettings('{"cut":1}')).toEqual(DEFAULT_PREVIEW_SETTINGS);
  });

  it("starts at the editor's physical size (the workspace at 300 DPI, longer side)", () => {
    // 1500 units = 5 in, a preset; 1050 × 600 = 3.5 in, a custom size; a Fabric-era workspace object too.
    expect(initialPreviewSettings({ version: 2, workspace, objects: [] })).toMatchObject({ size: '5' });
    expect(initialPreviewSettings({ version: 2, workspace: { ...workspace, width: 1050, height: 600 }, objects: [] })).toMatchObject({ size: 'custom', customSizeIn: 3.5 });
    expect(initialPreviewSettings({ objects: [{ id: 'workspace', type: 'rect', width: 300, height: 600, scaleX: 2, scaleY: 1 }] })).toMatchObject({ size: '2' });
    // Beyond what can be ordered: the default size.
    expect(initialPreviewSettings({ version: 2, workspace: { ...workspace, width: 100, height: 100 }, objects: [] })).toMatchObject({ size: '3' });
  });
});
