import { describe, expect, it } from 'vitest';
import { parseSvgLength, parseViewBox, SVG_MAX_SIDE, SVG_MIN_SIDE, svgRootSize } from './size';

const size = (width: string | null, height: string | null, viewBox: string | null) => svgRootSize({ width, height, viewBox });

describe('svgRootSize: every SVG gets an explicit size in pixels', () => {
  it('keeps an absolute width and height, in CSS pixels (96 per inch)', () => {
    expect(size('120', '80', '0 0 120 80')).toEqual({ width: 120, height: 80 });
    expect(size('1354px', '819px', '0 0 1354 819')).toEqual({ width: 1354, height: 819 });
    expect(size('2in', '3in', '0 0 168.5 216')).toEqual({ width: 192, height: 288 });
    expect(size('72pt', '2.54cm', '0 0 10 10')).toEqual({ width: 96, height: 96 });
  });

  it('adds the viewBox a file without one needs when its numbers change, so the drawing keeps its place', () => {
    expect(size('2in', '1in', null)).toEqual({ width: 192, height: 96, viewBox: '0 0 192 96' });
    expect(size('10.4', '20', null)).toEqual({ width: 10, height: 20, viewBox: '0 0 10.4 20' });
    expect(size('50', '50', null)).toEqual({ width: 50, height: 50 });
  });

  it('sizes a viewBox-only file (Illustrator, Inkscape) from its viewBox, its longer side brought within the limits', () => {
    expect(size(null, null, '0 0 168.5 216')).toEqual({ width: 799, height: SVG_MIN_SIDE });
    expect(size(null, null, '0 0 2000 1000')).toEqual({ width: 2000, height: 1000 });
    expect(size(null, null, '0 0 20000 10000')).toEqual({ width: SVG_MAX_SIDE, height: SVG_MAX_SIDE / 2 });
    expect(size(null, null, '-10,-10,24,24')).toEqual({ width: SVG_MIN_SIDE, height: SVG_MIN_SIDE });
  });

  it('treats percentages and font-relative sizes as absent (Affinity writes 100%)', () => {
    expect(size('100%', '100%', '0 0 1104 632')).toEqual({ width: 1104, height: 632 });
    expect(size('10em', null, '0 0 100 50')).toEqual({ width: SVG_MIN_SIDE, height: SVG_MIN_SIDE / 2 });
  });

  it('takes the one absolute side given and the viewBox proportions for the other', () => {
    expect(size('300', null, '0 0 100 50')).toEqual({ width: 300, height: 150 });
    expect(size('auto', '1in', '0 0 100 50')).toEqual({ width: 192, height: 96 });
  });

  it('leaves a file that says nothing about its size as it is', () => {
    expect(size(null, null, null)).toBeNull();
    expect(size('100%', '100%', '0 0 0 10')).toBeNull();
    expect(size(null, '20', null)).toBeNull();
  });

  it('parses lengths and viewBoxes strictly', () => {
    expect(parseSvgLength('1e2px')).toBe(100);
    expect([parseSvgLength('-5'), parseSvgLength('0'), parseSvgLength('5furlongs'), parseSvgLength('')]).toEqual([null, null, null, null]);
    expect(parseViewBox('0 0 10')).toBeNull();
    expect(parseViewBox('0 0 10 -1')).toBeNull();
    expect(parseViewBox(' 1, 2 3,4 ')).toEqual({ x: 1, y: 2, width: 3, height: 4 });
  });
});
