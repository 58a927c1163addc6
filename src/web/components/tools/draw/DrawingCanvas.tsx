import { type PointerEvent as ReactPointerEvent, type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { checkerboard } from '../checkerboard';
import { DRAW_SIZE, type Stroke, widthForPressure } from './drawing';
import { paintAll, paintSegment } from './paint';

export interface DrawingCanvasHandle {
  canvas(): HTMLCanvasElement | null;
}

interface DrawingCanvasProps {
  /** What the picture is made of now (after undo, redo and clear). */
  strokes: Stroke[];
  tool: Stroke['tool'];
  color: string;
  size: number;
  onStroke: (stroke: Stroke) => void;
  label: string;
  ref?: Ref<DrawingCanvasHandle>;
}

/**
 * A square drawing surface of DRAW_SIZE pixels, shown as wide as there is room. Pointer events, so mouse,
 * touch and pen all draw (a pen's pressure changes the width); `touch-action: none` keeps a finger
 * drawing instead of scrolling the page. One pointer draws at a time.
 */
export function DrawingCanvas({ strokes, tool, color, size, onStroke, label, ref }: DrawingCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<{ pointerId: number; stroke: Stroke } | null>(null);
  useImperativeHandle(ref, () => ({ canvas: () => canvasRef.current }), []);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (ctx) paintAll(ctx, strokes);
  }, [strokes]);

  const pointAt = (event: PointerEvent | ReactPointerEvent) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect?.width) return null;
    const scale = DRAW_SIZE / rect.width;
    const pressure = event.pointerType === 'pen' ? event.pressure : undefined;
    return { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * scale, width: widthForPressure(size, pressure) };
  };

  const add = (event: PointerEvent | ReactPointerEvent) => {
    const ctx = canvasRef.current?.getContext('2d');
    const active = current.current;
    const point = pointAt(event);
    if (!ctx || !active || !point) return;
    active.stroke.points.push(point);
    paintSegment(ctx, active.stroke, active.stroke.points.length - 1);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (current.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    current.current = { pointerId: event.pointerId, stroke: { kind: 'stroke', tool, color, points: [] } };
    add(event);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (current.current?.pointerId !== event.pointerId) return;
    // Fast moves deliver several points per frame: use them all for a smooth line.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    if (events.length) for (const e of events) add(e);
    else add(event);
  };

  const finish = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const active = current.current;
    if (active?.pointerId !== event.pointerId) return;
    current.current = null;
    if (active.stroke.points.length) onStroke(active.stroke);
  };

  return (
    <canvas
      ref={canvasRef}
      width={DRAW_SIZE}
      height={DRAW_SIZE}
      role="img"
      aria-label={label}
      data-testid="draw-canvas"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={finish}
      style={{
        ...checkerboard,
        display: 'block',
        width: '100%',
        aspectRatio: '1',
        touchAction: 'none',
        userSelect: 'none',
        WebkitUserSelect: 'none',
        WebkitTouchCallout: 'none',
        cursor: 'crosshair',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-gray-4)',
      }}
    />
  );
}
