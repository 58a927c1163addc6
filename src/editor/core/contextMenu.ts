/**
 * The context-menu model (SPEC §3 menu item, §2 context menu, §9 context menu). Framework-free: the web
 * app renders it; plugins contribute items.
 */
export interface MenuItem {
  /** i18n key of the item's text (the web app translates it). */
  text: string;
  /** Label of the keyboard shortcut, shown beside the text (e.g. 'Del', 'Ctrl+V'). */
  hotkey?: string;
  /** Text colour, a 6-digit hex colour such as '#d6336c'. */
  color?: string;
  disabled?: boolean;
  onclick?: () => void | Promise<void>;
  subitems?: MenuEntry[];
}

export type MenuSeparator = { separator: true };
export type MenuEntry = MenuItem | MenuSeparator;

export const isSeparator = (entry: MenuEntry): entry is MenuSeparator => 'separator' in entry;

export const MENU = {
  /** SPEC §9: the menu sits above everything. */
  zIndex: 99999,
  /** SPEC §2: kept this far from the screen edges. */
  edgeMargin: 10,
  /** SPEC §2: touch or narrow screens. */
  narrowWidth: 768,
  longPressMs: 500,
  longPressMoveThreshold: 15,
  /** SPEC §9: vibration on menu tap. */
  vibrateMs: 50,
} as const;

const HEX6 = /^#[0-9a-fA-F]{6}$/;

/** SPEC §5: menu colours must be 6-digit hex colours. */
export function isValidMenuColor(color: string): boolean {
  return HEX6.test(color);
}

/** Checks a plugin's items before they are shown: a bad colour is a programming error, reported loudly. */
export function validateMenu(entries: MenuEntry[]): MenuEntry[] {
  for (const entry of entries) {
    if (isSeparator(entry)) continue;
    if (entry.color !== undefined && !isValidMenuColor(entry.color)) {
      throw new Error(`Menu item '${entry.text}' has colour '${entry.color}': menu colours must be 6-digit hex (#rrggbb)`);
    }
    if (entry.subitems) validateMenu(entry.subitems);
  }
  return entries;
}

/** Drops separators at the ends and doubled separators, so plugin contributions compose cleanly. */
export function tidySeparators(entries: MenuEntry[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of entries) {
    if (isSeparator(entry) && (out.length === 0 || isSeparator(out[out.length - 1]))) continue;
    out.push(entry);
  }
  while (out.length && isSeparator(out[out.length - 1])) out.pop();
  return out;
}

/** SPEC §2: with no canvas, one disabled item. */
export const CANVAS_NOT_INITIALIZED: MenuItem = { text: 'editor.menu.canvasNotInitialized', disabled: true };

/**
 * Where to put a menu of the given size opened at (x, y): inside the viewport with the edge margin,
 * flipped to the left/up when it would overflow (SPEC §2).
 */
export function placeMenu(x: number, y: number, menu: { width: number; height: number }, viewport: { width: number; height: number }): { left: number; top: number } {
  const m = MENU.edgeMargin;
  let left = x + menu.width + m > viewport.width ? x - menu.width : x;
  let top = y + menu.height + m > viewport.height ? y - menu.height : y;
  left = Math.min(Math.max(left, m), Math.max(m, viewport.width - menu.width - m));
  top = Math.min(Math.max(top, m), Math.max(m, viewport.height - menu.height - m));
  return { left, top };
}

/** Runs an item (disabled items are inert) and tells whether the menu should close. */
export async function activateMenuItem(item: MenuItem): Promise<boolean> {
  if (item.disabled || item.subitems?.length) return false;
  await item.onclick?.();
  return true;
}
