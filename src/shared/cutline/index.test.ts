import { describe, expect, it } from 'vitest';
import { cutline, traceCutline } from './index';
import { Canvas, measure, referenceMask } from './synthetic';
import type { CutlineOptions } from './types';

const OPTS: CutlineOptions = { dpi: 100 }; // offset 1/8 in = 12.5 px: small masks keep the tests fast

function check(c: Canvas, opts: CutlineOptions = OPTS, upper = true) {
  const g = traceCutline(c.data, c.width, c.height, opts);
  const ref = referenceMask(c.data, c.width, c.height, 16, Math.round((0.02 * (opts.dpi ?? 300)) ** 2));
  const m = measure(g, ref, c.width, c.height, { upper });
  return { g, m };
}

describe('contour exactness (never closer than offset − 0.5 px, never further than offset + 0.5 px)', () => {
  const cases: [string, () => Canvas][] = [
    ['circle', () => new Canvas(120, 120).disk(60, 60, 30)],
    ['square', () => new Canvas(120, 120).rect(30, 30, 90, 90)],
    ['star', () => new Canvas(140, 140).star(70, 70, 45, 18)],
    [
      'thin text strokes',
      () => {
        const c = new Canvas(160, 90);
        for (let i = 0; i < 4; i++)
          c.line(30 + i * 28, 60, 42 + i * 28, 30, 2)
            .line(42 + i * 28, 30, 52 + i * 28, 60, 2)
            .line(36 + i * 28, 48, 48 + i * 28, 48, 1.5);
        return c;
      },
    ],
    ['ring with a hole', () => new Canvas(160, 160).disk(80, 80, 50).disk(80, 80, 35, 0)],
  ];
  for (const [name, make] of cases)
    it(name, () => {
      const { g, m } = check(make());
      expect(g.subpaths).toHaveLength(1);
      expect(g.joinedIslands).toBe(0);
      expect(m.maxDeviation).toBeLessThanOrEqual(0.5);
      expect(m.minDist).toBeGreaterThanOrEqual(g.offsetPx - 0.5);
      expect(m.maxDist).toBeLessThanOrEqual(g.offsetPx + 0.5);
    });

  it('at 300 DPI with the default 1/8 in border (37.5 px)', () => {
    const c = new Canvas(220, 200).star(110, 100, 60, 25).line(40, 150, 180, 160, 3);
    const { g, m } = check(c, {});
    expect(g.offsetPx).toBe(37.5);
    expect(m.maxDeviation).toBeLessThanOrEqual(0.5);
  });

  it('at the smallest and largest border', () => {
    const c = new Canvas(150, 150).star(75, 75, 22, 9);
    for (const offsetIn of [0, 0.5]) {
      const { g, m } = check(c, { dpi: 100, offsetIn });
      expect(g.offsetPx).toBe(offsetIn === 0 ? 0.75 : 50);
      expect(m.maxDeviation).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('die-cut one piece', () => {
  it('fills holes: the ring gives one outline whatever is inside', () => {
    const c = new Canvas(160, 160).disk(80, 80, 50).disk(80, 80, 35, 0).disk(80, 80, 6);
    const { g } = check(c);
    expect(g.islands).toBe(1);
    expect(g.subpaths).toHaveLength(1);
  });

  it('merges islands closer than twice the offset', () => {
    const c = new Canvas(160, 100).disk(50, 50, 20).disk(110, 50, 20); // 20 px apart, offset 12.5
    const { g, m } = check(c);
    expect(g.islands).toBe(1);
    expect(g.joinedIslands).toBe(0);
    expect(m.maxDeviation).toBeLessThanOrEqual(0.5);
  });

  it('joins islands that stay apart with bridges and reports it', () => {
    const c = new Canvas(260, 200).disk(50, 50, 20).disk(200, 60, 25).rect(90, 140, 150, 170);
    const { g, m } = check(c, OPTS, false);
    expect(g.islands).toBe(3);
    expect(g.joinedIslands).toBe(3);
    expect(g.subpaths).toHaveLength(1);
    expect(g.subpaths[0].bridge.reduce((a, b) => a + b, 0)).toBe(4);
    expect(m.minDist).toBeGreaterThanOrEqual(g.offsetPx - 0.5);
    const res = cutline(c.data, c.width, c.height, OPTS);
    expect(res.path.match(/M/g)).toHaveLength(1);
    expect(res.joinedIslands).toBe(3);
  });

  it('kiss-cut keeps islands apart and adds a backing sheet', () => {
    const c = new Canvas(260, 120).disk(50, 60, 20).disk(200, 60, 25);
    const res = cutline(c.data, c.width, c.height, { ...OPTS, kind: 'kiss' });
    expect(res.path.match(/M/g)).toHaveLength(2);
    expect(res.joinedIslands).toBe(0);
    expect(res.backingPath).toMatch(/^M.*Z$/);
  });
});

describe('noise and edge cases', () => {
  it('ignores specks below the size threshold', () => {
    const clean = new Canvas(160, 160).disk(80, 80, 30);
    const noisy = new Canvas(160, 160).disk(80, 80, 30);
    for (const [x, y] of [
      [10, 10],
      [150, 20],
      [20, 140],
      [140, 145],
    ])
      noisy.rect(x, y, x + 1, y + 1);
    const a = cutline(clean.data, 160, 160, OPTS);
    const b = cutline(noisy.data, 160, 160, OPTS);
    expect(b.islands).toBe(1);
    expect(b.path).toBe(a.path);
  });

  it('treats faint alpha below the threshold as transparent', () => {
    const c = new Canvas(100, 100).rect(10, 10, 90, 90, 8).disk(50, 50, 15);
    expect(check(c).m.maxDeviation).toBeLessThanOrEqual(0.5);
  });

  it('returns an empty result for an empty mask', () => {
    const res = cutline(new Uint8ClampedArray(50 * 50), 50, 50, OPTS);
    expect(res).toMatchObject({ path: '', empty: true, islands: 0 });
  });

  it('rejects a mask of the wrong size', () => {
    expect(() => cutline(new Uint8Array(10), 50, 50)).toThrow();
  });

  it('art touching the image edge still gets a closed outline around it', () => {
    const c = new Canvas(80, 80).rect(0, 0, 40, 80);
    const { g, m } = check(c);
    expect(g.subpaths).toHaveLength(1);
    expect(m.maxDeviation).toBeLessThanOrEqual(0.5);
  });
});

describe('determinism and output format', () => {
  it('gives the identical string for the same input', () => {
    const make = () => new Canvas(200, 160).star(70, 80, 50, 20).disk(160, 60, 15).line(20, 140, 180, 150, 2);
    const a = cutline(make().data, 200, 160, OPTS);
    const b = cutline(make().data, 200, 160, OPTS);
    expect(a.path).toBe(b.path);
    expect(a.path).toMatch(/^M[-\d. ]+(C[-\d. ]+)+Z$/);
  });

  it('maps mask pixels to workspace units', () => {
    const c = new Canvas(100, 100).rect(40, 40, 60, 60);
    const res = cutline(c.data, 100, 100, { ...OPTS, shape: 'rectangle', transform: { scale: 0.5, offsetX: 10, offsetY: 20 } });
    // Box of pixel centres 40.5..59.5 grown by 12.5 px → 28..72 px → workspace 24..46 (x) and 34..56 (y).
    expect(res.path.startsWith('M24 34C')).toBe(true);
    expect(res.path).toContain('46 56');
  });
});

describe('geometric shapes never come closer than the offset', () => {
  for (const shape of ['circle', 'square', 'rectangle', 'rounded-rectangle'] as const)
    it(shape, () => {
      const c = new Canvas(160, 140).star(70, 70, 50, 20).rect(100, 30, 130, 110);
      const { g, m } = check(c, { ...OPTS, shape }, false);
      expect(g.subpaths).toHaveLength(1);
      expect(m.minDist).toBeGreaterThanOrEqual(g.offsetPx - 0.5);
    });
});
