import { MENU } from '../../../editor/light';

type Size = { width: number; height: number };
type Rect = { left: number; top: number; right: number; bottom: number };

/**
 * Where a submenu goes: to the right of its item, or to the left of the parent menu when it would cross
 * the screen edge; kept inside the viewport with the SPEC's 10 px margin like the menu itself.
 */
export function placeSubmenu(item: Rect, parent: Rect, menu: Size, viewport: Size): { left: number; top: number } {
  const m = MENU.edgeMargin;
  const fitsRight = parent.right + menu.width + m <= viewport.width;
  let left = fitsRight ? parent.right - 2 : parent.left - menu.width + 2;
  let top = item.top - 4;
  left = Math.min(Math.max(left, m), Math.max(m, viewport.width - menu.width - m));
  top = Math.min(Math.max(top, m), Math.max(m, viewport.height - menu.height - m));
  return { left, top };
}

/** The next focusable index in a list, wrapping around; -1 when nothing is focusable. */
export function nextIndex(count: number, from: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  return (((from + step) % count) + count) % count;
}
