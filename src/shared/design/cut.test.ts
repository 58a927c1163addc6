import { describe, expect, it } from 'vitest';
import { cutSettingsOf } from './cut';
import { designDocumentSchema } from './schema';

const base = { version: 2, objects: [], workspace: { id: 'workspace', shape: 'circle', width: 900, height: 900 } };

describe('design cut settings', () => {
  it('keeps valid settings and clamps the border to 0–0.5 in', () => {
    const doc = designDocumentSchema.parse({ ...base, cut: { shape: 'square', kind: 'kiss', offsetIn: 0.9 } });
    expect(doc.cut).toEqual({ shape: 'square', kind: 'kiss', offsetIn: 0.5 });
    expect(designDocumentSchema.parse({ ...base, cut: { shape: 'contour', kind: 'die', offsetIn: -1 } }).cut?.offsetIn).toBe(0);
  });

  it('never rejects a design because of its cut settings', () => {
    const doc = designDocumentSchema.parse({ ...base, cut: { shape: 'hexagon', kind: 7, offsetIn: 'wide' } });
    expect(doc.cut).toEqual({ shape: 'contour', kind: 'die', offsetIn: 0.125 });
    expect(designDocumentSchema.parse({ ...base, cut: 'nonsense' }).cut).toBeUndefined();
  });

  it('defaults to a die cut that follows the workspace shape, 1/8 in border', () => {
    expect(cutSettingsOf(designDocumentSchema.parse(base))).toEqual({ shape: 'circle', kind: 'die', offsetIn: 0.125 });
    expect(cutSettingsOf(designDocumentSchema.parse({ ...base, workspace: { ...base.workspace, shape: 'contour' } })).shape).toBe('contour');
  });
});
