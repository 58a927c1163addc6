import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_SETTINGS, initialPreviewSettings } from './initialSettings';

const workspace = { id: 'workspace', shape: 'circle', width: 1500, height: 1500 };

describe('initialPreviewSettings', () => {
  it('takes the shape, cut and border the design was saved with', () => {
    const settings = initialPreviewSettings({ version: 2, workspace, objects: [], cut: { shape: 'rounded-rectangle', kind: 'kiss', offsetIn: 0.25 } });
    expect(settings).toEqual({ ...DEFAULT_PREVIEW_SETTINGS, shape: 'rounded-rectangle', kind: 'kiss', offsetIn: 0.25 });
  });

  it('clamps a border out of range and replaces unknown values', () => {
    expect(initialPreviewSettings({ workspace, cut: { shape: 'star', kind: 'die', offsetIn: 4 } })).toMatchObject({ shape: 'contour', kind: 'die', offsetIn: 0.5 });
  });

  it('keeps the defaults for a design without cut settings or no design at all', () => {
    expect(initialPreviewSettings({ version: 2, workspace, objects: [] })).toEqual(DEFAULT_PREVIEW_SETTINGS);
    expect(initialPreviewSettings(null)).toEqual(DEFAULT_PREVIEW_SETTINGS);
    expect(initialPreviewSettings('{"cut":1}')).toEqual(DEFAULT_PREVIEW_SETTINGS);
  });
});
