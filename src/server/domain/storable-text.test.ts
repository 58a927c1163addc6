import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, hasUnstorableText, jsonHasUnstorableText, toStorableText, toStorableValue } from './storable-text';

describe('storable text', () => {
  it('finds NUL and unpaired surrogates, not pairs', () => {
    expect(hasUnstorableText('a\u0000b')).toBe(true);
    expect(hasUnstorableText('x\ud800')).toBe(true);
    expect(hasUnstorableText('\udc00x')).toBe(true);
    expect(hasUnstorableText('😀 ok')).toBe(false);
    expect(toStorableText('x\ud800\u0000😀')).toBe('x\uFFFD\uFFFD😀');
  });

  it('reads JSON escapes the way JSON.parse does', () => {
    const cases = [
      '{"a":"x\\u0000"}',
      '{"a":"x\\ud800"}',
      '{"a":"\\udc00"}',
      '{"a":"\\ud83d\\ude00"}',
      '{"a":"\\\\u0000"}',
      '{"a":"\\\\\\u0000"}',
      '{"a":"\\ud83d"}',
      '{"a":"\\ud83d\\n"}',
      '{"a":"é😀\\"\\u0041"}',
      '{"\\u0000":1}',
    ];
    for (const json of cases) expect(jsonHasUnstorableText(json), json).toBe(findUnstorableText(JSON.parse(json)) !== null);
    expect(jsonHasUnstorableText('{"a":"x\u0000"}')).toBe(true);
  });

  it('agrees with JSON.parse on generated strings of escapes, backslashes and surrogates', () => {
    const piece = fc.constantFrom('\\\\', '\\u0000', '\\ud83d', '\\ude00', '\\u0041', '\\n', '\\"', 'u0000', '😀', '\ud83d', '\ude00', 'a', 'é', '\\uD800', '\\uDc01');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const json = `{"a":"${pieces.join('')}"}`;
        let truth: boolean;
        try {
          truth = findUnstorableText(JSON.parse(json)) !== null;
        } catch {
          return true; // not JSON (a dangling backslash): refused elsewhere
        }
        expect(jsonHasUnstorableText(json), json).toBe(truth);
      }),
      { seed: 15, numRuns: 2000 },
    );
  });

  it('replaces unstorable text deep in a value, keys included, and says so', () => {
    expect(toStorableValue({ a: [{ 'k\u0000': 'v\ud800' }], n: 1, z: null })).toEqual({ value: { a: [{ 'k\uFFFD': 'v\uFFFD' }], n: 1, z: null }, sanitized: true });
    expect(toStorableValue({ a: 'fine' }).sanitized).toBe(false);
    expect(findUnstorableText({ details: { note: 'x\u0000' } })).toEqual({ path: 'details.note', text: 'x\u0000' });
  });
});
