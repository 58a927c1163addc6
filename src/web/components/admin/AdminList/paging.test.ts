import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

const rows = Array.from({ length: 7 }, (_, i) => i + 1);

describe('pageOf', () => {
  it('cuts the rows into pages and says which rows are shown', () => {
    expect(pageOf(rows, 1, 3)).toEqual({ rows: [1, 2, 3], page: 1, pages: 3, first: 1, last: 3 });
    expect(pageOf(rows, 3, 3)).toEqual({ rows: [7], page: 3, pages: 3, first: 7, last: 7 });
  });

  it('clamps a page past the end (the list shrank after a refetch) and before the start', () => {
    expect(pageOf(rows, 9, 3).page).toBe(3);
    expect(pageOf(rows, 0, 3).page).toBe(1);
  });

  it('has one empty page for no rows', () => {
    expect(pageOf([], 2, 3)).toEqual({ rows: [], page: 1, pages: 1, first: 0, last: 0 });
  });
});
