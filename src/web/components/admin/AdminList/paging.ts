/**
 * The admin list APIs answer one capped batch, newest first (no cursor), so the list is paged here:
 * a screenful at a time instead of hundreds of rows.
 */
export const PAGE_SIZE = 50;

export interface Page<Row> {
  rows: Row[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown (0 and 0 for none). */
  first: number;
  last: number;
}

export function pageOf<Row>(all: readonly Row[], wanted: number, size = PAGE_SIZE): Page<Row> {
  const pages = Math.max(1, Math.ceil(all.length / size));
  const page = Math.min(Math.max(1, Math.floor(wanted)), pages);
  const rows = all.slice((page - 1) * size, page * size);
  const first = rows.length > 0 ? (page - 1) * size + 1 : 0;
  return { rows, page, pages, first, last: first > 0 ? first + rows.length - 1 : 0 };
}
