import { describe, expect, it } from 'vitest';
import { parsePathData } from '../svg-path';
import { cutPieces } from './cut-pieces';

const square = (x: number, y: number, s: number) => `M${x} ${y}L${x + s} ${y}L${x + s} ${y + s}L${x} ${y + s}Z`;

describe('cutPieces', () => {
  it('counts each outline no other outline encloses as a piece', () => {
    expect(cutPieces(parsePathData(square(0, 0, 10)), 0.5)).toBe(1);
    expect(cutPieces(parsePathData(`${square(0, 0, 10)} ${square(20, 0, 10)} ${square(40, 0, 10)}`), 0.5)).toBe(3);
  });

  it('counts a hole as part of its piece, and an island inside a hole as a piece again', () => {
    expect(cutPieces(parsePathData(`${square(0, 0, 30)} ${square(5, 5, 20)}`), 0.5)).toBe(1);
    expect(cutPieces(parsePathData(`${square(0, 0, 30)} ${square(5, 5, 20)} ${square(10, 10, 10)}`), 0.5)).toBe(2);
  });
});
