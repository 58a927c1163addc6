import { useCallback, useEffect, useRef, useState } from 'react';
import type { Editor } from '../../../editor';
import { CANVAS_NOT_INITIALIZED, MENU, type MenuEntry } from '../../../editor/light';
import type { ContextMenuState } from './ContextMenu';
import { LongPressTracker } from './longPress';
import { finishTextEditing } from './selection';

/** The menu model to show: the editor's, or the one disabled item when there is no canvas (SPEC §2). */
export function menuEntries(editor: Editor | null): MenuEntry[] {
  return editor ? editor.contextMenu() : [CANVAS_NOT_INITIALIZED];
}

type Targetable = { findTarget(e: MouseEvent): { target?: unknown } };

/**
 * Right-click and long-press (SPEC §2) on the canvas container open the menu. A right-click over an
 * object that is not selected selects it first, as design tools do. The long press vibrates 50 ms.
 */
export function useCanvasContextMenu(containerRef: React.RefObject<HTMLElement | null>, editor: Editor | null, { onLongPress }: { onLongPress?: () => void } = {}) {
  const [menu, setMenu] = useState<ContextMenuState | null>(null);
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const longPressAt = useRef(0);

  const openAt = useCallback((x: number, y: number) => {
    // The menu acts on objects, not on a caret: typing ends here.
    finishTextEditing(editorRef.current);
    const entries = menuEntries(editorRef.current);
    // With nothing selected and no plugin items there is nothing to offer: no empty box.
    setMenu(entries.length ? { x, y, entries } : null);
  }, []);

  const close = useCallback(
    (reason: 'action' | 'escape' | 'outside') => {
      setMenu(null);
      if (reason !== 'outside') containerRef.current?.focus({ preventScroll: true });
    },
    [containerRef],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Capture phase: Fabric stops the event on its own canvas (stopContextMenu) before it bubbles.
    const onContextMenu = (e: MouseEvent) => {
      e.preventDefault();
      // A touch long press also fires contextmenu in Chrome: the long press has opened the menu already.
      if (Date.now() - longPressAt.current < 1000) return;
      selectUnderPointer(editorRef.current, e);
      openAt(e.clientX, e.clientY);
    };
    const tracker = new LongPressTracker(({ x, y }) => {
      longPressAt.current = Date.now();
      navigator.vibrate?.(MENU.vibrateMs);
      openAt(x, y);
      onLongPressRef.current?.();
    });
    const isTouch = (e: PointerEvent) => e.pointerType === 'touch' || e.pointerType === 'pen';
    const down = (e: PointerEvent) => isTouch(e) && tracker.down(e.pointerId, e.clientX, e.clientY);
    const move = (e: PointerEvent) => isTouch(e) && tracker.move(e.pointerId, e.clientX, e.clientY);
    const up = (e: PointerEvent) => isTouch(e) && tracker.up(e.pointerId);
    const reset = () => tracker.reset();
    container.addEventListener('contextmenu', onContextMenu, true);
    container.addEventListener('pointerdown', down, true);
    container.addEventListener('pointermove', move, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    window.addEventListener('blur', reset);
    return () => {
      tracker.reset();
      container.removeEventListener('contextmenu', onContextMenu, true);
      container.removeEventListener('pointerdown', down, true);
      container.removeEventListener('pointermove', move, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
      window.removeEventListener('blur', reset);
    };
  }, [containerRef, openAt]);

  const onLongPressRef = useRef(onLongPress);
  onLongPressRef.current = onLongPress;

  /** Keyboard: Shift+F10 or the menu key opens the menu over the selection (or the canvas centre). */
  const openFromKeyboard = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    const rect = container.getBoundingClientRect();
    let x = rect.left + rect.width / 2;
    let y = rect.top + rect.height / 2;
    const active = editorRef.current?.canvas.getActiveObject();
    if (active) {
      const c = active.getCenterPoint();
      const vpt = editorRef.current!.canvas.viewportTransform;
      x = rect.left + c.x * vpt[0] + vpt[4];
      y = rect.top + c.y * vpt[3] + vpt[5];
    }
    openAt(x, y);
  }, [containerRef, openAt]);

  return { menu, close, openFromKeyboard };
}

function selectUnderPointer(editor: Editor | null, e: MouseEvent): void {
  if (!editor || editor.isDestroyed) return;
  try {
    const { target } = (editor.canvas as unknown as Targetable).findTarget(e) as { target?: import('fabric').FabricObject };
    if (!target || target === editor.canvas.getActiveObject()) return;
    const selected = editor.api.getSelection();
    if (!selected.includes(target)) editor.api.selectObjects([target]);
  } catch {
    // Finding the target is a nicety; the menu opens for the current selection anyway.
  }
}
