import { Box, Divider, Paper, Portal, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { activateMenuItem, isSeparator, MENU, type MenuEntry, type MenuItem, placeMenu } from '../../../editor/light';
import { useTranslation } from '../../translation/useTranslation';
import { nextIndex, placeSubmenu } from './menuPlacement';

export interface ContextMenuState {
  x: number;
  y: number;
  entries: MenuEntry[];
}

interface ContextMenuProps {
  state: ContextMenuState | null;
  onClose: (reason: 'action' | 'escape' | 'outside') => void;
  /** Told when an item's action fails (the menu is already closed by then). */
  onError?: (error: unknown) => void;
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The canvas context menu (SPEC §2, §9): items with hotkey labels and colours, separators, nested
 * submenus, inert disabled items; 10 px from the screen edges, z-index 99999; closes after an action,
 * on Escape and on an outside click. Keyboard: arrows, Home/End, Enter/Space, ArrowRight/Left for
 * submenus, Tab or Escape to leave.
 */
export function ContextMenu({ state, onClose, onError }: ContextMenuProps) {
  useEffect(() => {
    if (!state) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!(e.target as Element | null)?.closest?.('[data-context-menu]')) onClose('outside');
    };
    const onResize = () => onClose('outside');
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('resize', onResize);
    window.addEventListener('blur', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('blur', onResize);
    };
  }, [state, onClose]);

  if (!state) return null;
  const run = (item: MenuItem) => {
    onClose('action');
    activateMenuItem(item).catch((error: unknown) => onError?.(error));
  };
  return (
    <Portal>
      <MenuList entries={state.entries} anchor={{ kind: 'point', x: state.x, y: state.y }} level={0} onRun={run} onCloseAll={onClose} />
    </Portal>
  );
}

type Anchor = { kind: 'point'; x: number; y: number } | { kind: 'item'; item: DOMRect; parent: DOMRect };

interface MenuListProps {
  entries: MenuEntry[];
  anchor: Anchor;
  level: number;
  onRun: (item: MenuItem) => void;
  onCloseAll: (reason: 'escape' | 'outside') => void;
  /** Closes this submenu and gives the focus back to its item. */
  onBack?: () => void;
  label?: string;
  /** Focus the first item when shown (not for a submenu opened by hovering). */
  autoFocus?: boolean;
}

function MenuList({ entries, anchor, level, onRun, onCloseAll, onBack, label, autoFocus = true }: MenuListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const [openSub, setOpenSub] = useState<{ index: number; focus: boolean } | null>(null);
  const items = entries.map((entry, index) => ({ entry, index })).filter((x): x is { entry: MenuItem; index: number } => !isSeparator(x.entry));

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const size = { width: el.offsetWidth, height: el.offsetHeight };
    setPosition(anchor.kind === 'point' ? placeMenu(anchor.x, anchor.y, size, viewport()) : placeSubmenu(anchor.item, anchor.parent, size, viewport()));
  }, [anchor]);

  // Focus the first item once the list is placed (a hidden element cannot take the focus).
  const placed = position !== null;
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!placed || focusedOnce.current || !autoFocus) return;
    focusedOnce.current = true;
    const first = items[0];
    if (first) itemRefs.current[first.index]?.focus({ preventScroll: true });
    else listRef.current?.focus({ preventScroll: true });
  });

  const focusAt = (entryIndex: number) => itemRefs.current[entryIndex]?.focus({ preventScroll: true });

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((x) => itemRefs.current[x.index] === document.activeElement);
    const focused = items[current];
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        const next = nextIndex(items.length, current, e.key === 'ArrowDown' ? 1 : -1);
        if (next >= 0) focusAt(items[next].index);
        break;
      }
      case 'Home':
        if (items.length) focusAt(items[0].index);
        break;
      case 'End':
        if (items.length) focusAt(items[items.length - 1].index);
        break;
      case 'ArrowRight':
        if (focused?.entry.subitems?.length && !focused.entry.disabled) setOpenSub({ index: focused.index, focus: true });
        break;
      case 'ArrowLeft':
        if (level > 0) onBack?.();
        break;
      case 'Escape':
        if (level > 0) onBack?.();
        else onCloseAll('escape');
        break;
      case 'Tab':
        onCloseAll('escape');
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  };

  const activate = (entry: MenuItem, index: number) => {
    if (entry.disabled) return;
    if (entry.subitems?.length) setOpenSub({ index, focus: true });
    else onRun(entry);
  };

  const subEntry = openSub ? (entries[openSub.index] as MenuItem) : null;
  const subAnchor: Anchor | null =
    openSub && listRef.current && itemRefs.current[openSub.index]
      ? { kind: 'item', item: itemRefs.current[openSub.index]!.getBoundingClientRect(), parent: listRef.current.getBoundingClientRect() }
      : null;

  return (
    <>
      <Paper
        ref={listRef}
        tabIndex={-1}
        role="menu"
        aria-orientation="vertical"
        aria-label={label ?? t('editor.menu.label')}
        data-context-menu
        data-testid={level === 0 ? 'context-menu' : 'context-submenu'}
        shadow="lg"
        withBorder
        radius="md"
        p={4}
        onKeyDown={onKeyDown}
        onContextMenu={(e) => e.preventDefault()}
        className="ss-menu"
        style={{
          position: 'fixed',
          left: position?.left ?? -9999,
          top: position?.top ?? -9999,
          zIndex: MENU.zIndex,
          visibility: position ? 'visible' : 'hidden',
        }}
      >
        {entries.map((entry, index) => {
          // The entries are fixed while the menu is open: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          if (isSeparator(entry)) return <Divider key={`sep-${index}`} role="separator" my={4} />;
          const hasSub = !!entry.subitems?.length;
          return (
            <UnstyledButton
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed entries, see above
              key={`${entry.text}-${index}`}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              role="menuitem"
              tabIndex={-1}
              aria-disabled={entry.disabled || undefined}
              aria-haspopup={hasSub ? 'menu' : undefined}
              aria-expanded={hasSub ? openSub?.index === index : undefined}
              data-disabled={entry.disabled || undefined}
              className="ss-menu-item"
              onClick={() => activate(entry, index)}
              onMouseEnter={() => {
                focusAt(index);
                if (hasSub && !entry.disabled) setOpenSub({ index, focus: false });
                else if (openSub && openSub.index !== index) setOpenSub(null);
              }}
            >
              <Text component="span" size="sm" style={{ flex: 1, color: entry.color && !entry.disabled ? entry.color : undefined }}>
                {t(entry.text)}
              </Text>
              {entry.hotkey && (
                <Text component="span" size="xs" c="dimmed" ml="lg" className="ss-menu-hotkey">
                  {entry.hotkey}
                </Text>
              )}
              {hasSub && <IconChevronRight size={14} aria-hidden style={{ marginLeft: 8 }} />}
            </UnstyledButton>
          );
        })}
        {entries.length === 0 && <Box p="xs" />}
      </Paper>
      {subEntry?.subitems && subAnchor && (
        <MenuList
          key={`${openSub!.index}-${openSub!.focus}`}
          entries={subEntry.subitems}
          label={t(subEntry.text)}
          anchor={subAnchor}
          level={level + 1}
          autoFocus={openSub!.focus}
          onRun={onRun}
          onCloseAll={onCloseAll}
          onBack={() => {
            const index = openSub!.index;
            setOpenSub(null);
            focusAt(index);
          }}
        />
      )}
    </>
  );
}
