import { describe, expect, it } from 'vitest';
import { base64ByteLength, compressionTarget, IMAGE_COMPRESSION, isLargeBase64, nextScale } from './compression-rules';

const KB = 1024;
const MB = 1024 * KB;

describe('IMAGE_COMPRESSION (SPEC §9)', () => {
  it('holds the SPEC figures in bytes', () => {
    expect(IMAGE_COMPRESSION).toMatchObject({
      keepUpTo: 409_600,
      mediumUpTo: 1_048_576,
      mediumTarget: 921_600,
      defaultTarget: 1_048_576,
      heavyDocumentOver: 2_097_152,
      heavyDocumentTarget: 512_000,
      veryHeavyDocumentOver: 3_145_728,
      veryHeavyDocumentTarget: 307_200,
      largeBase64Over: 102_400,
      scaleStep: 0.8,
      scaleFloor: 0.3,
    });
  });
});

describe('compressionTarget', () => {
  it('keeps an image of up to 400 KB as is', () => {
    expect(compressionTarget(0, 0)).toBeNull();
    expect(compressionTarget(400 * KB - 1, 0)).toBeNull();
    expect(compressionTarget(400 * KB, 0)).toBeNull();
  });
  it('aims at 900 KB from just over 400 KB up to exactly 1 MB', () => {
    expect(compressionTarget(400 * KB + 1, 0)).toBe(900 * KB);
    expect(compressionTarget(700 * KB, 0)).toBe(900 * KB);
    expect(compressionTarget(1 * MB, 0)).toBe(900 * KB);
  });
  it('aims at 1 MB above 1 MB', () => {
    expect(compressionTarget(1 * MB + 1, 0)).toBe(1 * MB);
    expect(compressionTarget(50 * MB, 0)).toBe(1 * MB);
  });
  it('lowers the target to 500 KB once the document exceeds 2 MB', () => {
    expect(compressionTarget(5 * MB, 2 * MB)).toBe(1 * MB);
    expect(compressionTarget(5 * MB, 2 * MB + 1)).toBe(500 * KB);
    expect(compressionTarget(600 * KB, 2 * MB + 1)).toBe(500 * KB);
    expect(compressionTarget(5 * MB, 3 * MB)).toBe(500 * KB);
  });
  it('lowers the target to 300 KB once the document exceeds 3 MB', () => {
    expect(compressionTarget(5 * MB, 3 * MB + 1)).toBe(300 * KB);
    expect(compressionTarget(400 * KB + 1, 3 * MB + 1)).toBe(300 * KB);
    expect(compressionTarget(5 * MB, 100 * MB)).toBe(300 * KB);
  });
  it('keeps a small image even in a heavy document (the 400 KB rule comes first)', () => {
    expect(compressionTarget(400 * KB, 2 * MB + 1)).toBeNull();
    expect(compressionTarget(350 * KB, 3 * MB + 1)).toBeNull();
  });
});

describe('isLargeBase64', () => {
  const b64 = (n: number) => 'A'.repeat(n);
  it('is true only over 100 KB of base64 characters', () => {
    expect(isLargeBase64(b64(100 * KB))).toBe(false);
    expect(isLargeBase64(b64(100 * KB + 1))).toBe(true);
    expect(isLargeBase64('')).toBe(false);
  });
  it('measures the payload of a data URL, not its prefix', () => {
    expect(isLargeBase64(`data:image/png;base64,${b64(100 * KB)}`)).toBe(false);
    expect(isLargeBase64(`data:image/png;base64,${b64(100 * KB + 1)}`)).toBe(true);
  });
});

describe('base64ByteLength', () => {
  it('counts decoded bytes, minus padding', () => {
    expect(base64ByteLength('')).toBe(0);
    expect(base64ByteLength(btoa('a'))).toBe(1);
    expect(base64ByteLength(btoa('ab'))).toBe(2);
    expect(base64ByteLength(btoa('abc'))).toBe(3);
    expect(base64ByteLength(btoa('x'.repeat(1000)))).toBe(1000);
  });
  it('reads the payload of a data URL and ignores line breaks', () => {
    expect(base64ByteLength(`data:image/png;base64,${btoa('hello world')}`)).toBe(11);
    expect(base64ByteLength(`data:image/png;base64,${btoa('abcdef').slice(0, 4)}\n${btoa('abcdef').slice(4)}`)).toBe(6);
    expect(base64ByteLength('data:image/png;base64')).toBe(0);
  });
});

describe('nextScale', () => {
  it('multiplies by 0.8', () => {
    expect(nextScale(1)).toBeCloseTo(0.8);
    expect(nextScale(0.8)).toBeCloseTo(0.64);
  });
  it('stops at the 0.3 floor, then returns null', () => {
    expect(nextScale(0.35)).toBe(0.3);
    expect(nextScale(0.3)).toBeNull();
    expect(nextScale(0.2)).toBeNull();
  });
  it('walks 1 → 0.8 → 0.64 → 0.512 → 0.4096 → 0.32768 → 0.3 → stop', () => {
    const steps: number[] = [];
    for (let s: number | null = 1; s !== null; s = nextScale(s)) steps.push(Number(s.toFixed(5)));
    expect(steps).toEqual([1, 0.8, 0.64, 0.512, 0.4096, 0.32768, 0.3]);
  });
});
