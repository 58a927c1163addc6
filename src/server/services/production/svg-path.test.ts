import { describe, expect, it } from 'vitest';
import { cutline } from '../../../shared/cutline';
import { Canvas } from '../../../shared/cutline/synthetic';
import { mapSegments, parsePathData, svgPathData } from './svg-path';
import { ProductionInputError } from './types';

describe('parsePathData', () => {
  it('reads the absolute M C Z the cutline engine writes', () => {
    expect(parsePathData('M1 2C3 4 5 6 7 8Z')).toEqual([{ op: 'M', x: 1, y: 2 }, { op: 'C', x1: 3, y1: 4, x2: 5, y2: 6, x: 7, y: 8 }, { op: 'Z' }]);
  });

  it('makes relative, horizontal, vertical and implicit line commands absolute', () => {
    expect(svgPathData(parsePathData('m10,10 5,0 h5 v5 l-10 0 z'))).toBe('M10 10L15 10L20 10L20 15L10 15Z');
  });

  it('turns quadratics and smooth cubics into cubics', () => {
    expect(svgPathData(parsePathData('M0 0Q3 3 6 0T12 0'))).toBe('M0 0C2 2 4 2 6 0C8 -2 10 -2 12 0');
    expect(svgPathData(parsePathData('M0 0C0 1 1 1 1 0S2 -1 2 0'))).toBe('M0 0C0 1 1 1 1 0C1 -1 2 -1 2 0');
  });

  it('refuses arcs, garbage and missing numbers with a clear message', () => {
    expect(() => parsePathData('M0 0A1 1 0 0 1 2 2')).toThrow(/arcs/);
    expect(() => parsePathData('M0 0 L1 <script>')).toThrow(ProductionInputError);
    expect(() => parsePathData('M0 0 C1 2')).toThrow(/missing a number/);
    expect(() => parsePathData('10 10')).toThrow(/start with a move/);
  });

  it('maps every point, control points included', () => {
    const flipped = mapSegments(parsePathData('M1 1C2 2 3 3 4 4Z'), (x, y) => [x * 2, 10 - y]);
    expect(svgPathData(flipped)).toBe('M2 9C4 8 6 7 8 6Z');
  });

  it('reads back exactly what the cutline engine writes, die-cut and kiss-cut', () => {
    const art = new Canvas(600, 600).disk(200, 200, 120).rect(350, 350, 550, 500);
    const die = cutline(art.data, 600, 600);
    const kiss = cutline(art.data, 600, 600, { kind: 'kiss' });
    for (const d of [die.path, kiss.path, kiss.backingPath ?? '']) {
      expect(d.length).toBeGreaterThan(50);
      expect(svgPathData(parsePathData(d))).toBe(d);
    }
  });
});
