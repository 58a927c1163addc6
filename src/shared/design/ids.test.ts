import { describe, expect, it } from 'vitest';
import { ensureObjectIds, newObjectId } from './ids';

const counter = (prefix = 'new') => {
  let n = 0;
  return () => `${prefix}-${++n}`;
};

const allIds = (objects: readonly { id: string; objects?: unknown }[]): string[] =>
  objects.flatMap((o) => [o.id, ...(Array.isArray(o.objects) ? allIds(o.objects as { id: string }[]) : [])]);

describe('ensureObjectIds (SPEC §5 loaded JSON)', () => {
  it('gives an id to objects without one and keeps existing ids', () => {
    const out = ensureObjectIds([{ id: 'a', type: 'rect' }, { type: 'image' }, { id: 'workspace' }], counter());
    expect(out).toEqual([{ id: 'a', type: 'rect' }, { id: 'new-1', type: 'image' }, { id: 'workspace' }]);
  });

  it('treats empty and non-string ids as missing', () => {
    const out = ensureObjectIds([{ id: '' }, { id: 7 }, { id: null }], counter());
    expect(out.map((o) => o.id)).toEqual(['new-1', 'new-2', 'new-3']);
  });

  it('reaches objects inside nested groups', () => {
    const input = [{ type: 'group', objects: [{ type: 'text' }, { type: 'group', objects: [{ id: 'deep' }, { type: 'rect' }] }] }];
    const out = ensureObjectIds(input, counter());
    expect(out).toEqual([
      {
        id: 'new-1',
        type: 'group',
        objects: [
          { id: 'new-2', type: 'text' },
          { id: 'new-3', type: 'group', objects: [{ id: 'deep' }, { id: 'new-4', type: 'rect' }] },
        ],
      },
    ]);
  });

  it('replaces repeated ids so every id is unique, the first holder keeping it', () => {
    const input = [{ id: 'a' }, { id: 'b', objects: [{ id: 'a' }, { id: 'b' }] }, { id: 'a' }];
    const out = ensureObjectIds(input, counter());
    expect(allIds(out)).toEqual(['a', 'b', 'new-1', 'new-2', 'new-3']);
  });

  it('never hands out an id that a later object already holds', () => {
    const ids = ['later', 'fresh'];
    const out = ensureObjectIds([{ type: 'rect' }, { id: 'later' }], () => ids.shift()!);
    expect(out.map((o) => o.id)).toEqual(['fresh', 'later']);
  });

  it('gives up with an error rather than looping when newId only repeats itself', () => {
    expect(() => ensureObjectIds([{}, {}], () => 'same')).toThrow(/already in use/);
  });

  it('does not mutate its input', () => {
    const input = [{ type: 'group', objects: [{ type: 'rect' }] }, { id: 'x' }];
    const snapshot = structuredClone(input);
    const out = ensureObjectIds(input, counter());
    expect(input).toEqual(snapshot);
    expect(out).not.toBe(input);
    expect(out[0].objects).not.toBe(input[0].objects);
    expect(out[1]).not.toBe(input[1]);
  });

  it('keeps every other property as it was', () => {
    const object = { type: 'i-text', text: 'Hi', left: 10, top: 20, styles: { 0: { 1: { fill: 'red' } } }, extension: { a: 1 } };
    expect(ensureObjectIds([object], counter())[0]).toEqual({ ...object, id: 'new-1' });
  });

  it('uses random UUIDs by default', () => {
    const [a, b] = ensureObjectIds([{}, {}]);
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.id).not.toBe(b.id);
    expect(newObjectId()).not.toBe(newObjectId());
  });
});
