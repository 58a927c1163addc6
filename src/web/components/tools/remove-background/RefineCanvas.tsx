import { Box } from '@mantine/core';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { composeRefined, DEFAULT_REGION_TOLERANCE, paintStroke, type RefineMode, type RefineOp, replayOps } from '../../../../shared/bgremoval/refine';
import { useTranslation } from '../../../translation/useTranslation';
import { checkerboard } from '../checkerboard';
import type { RemovalOutput } from './protocol';

export type RefineTool = 'keep' | 'erase' | 'keepRegion' | 'removeRegion';

/** The tallest the canvas gets, as the compare view. */
const MAX_HEIGHT = 'min(70vh, 640px)';

const MODE: Record<RefineTool, RefineMode> = { keep: 'keep', erase: 'erase', keepRegion: 'keep', removeRegion: 'erase' };
const isBrush = (tool: RefineTool) => tool === 'keep' || tool === 'erase';

/**
 * The result on a checkerboard, to paint on: with a brush tool a drag (mouse, pen or touch, through
 * pointer events) keeps or erases under it, shown live; with a region tool a click keeps or removes the
 * connected area of similar colour. Each finished stroke or click is handed up as one operation.
 * `brushSize` is in screen pixels (what the user sees), turned into image pixels here.
 */
export function RefineCanvas({
  original,
  output,
  ops,
  tool,
  brushSize,
  onOp,
}: {
  original: ImageData;
  output: RemovalOutput;
  ops: readonly RefineOp[];
  tool: RefineTool;
  brushSize: number;
  onOp: (op: RefineOp) => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const overrides = useRef<Uint8Array | null>(null);
  const frame = useRef<ImageData | null>(null);
  const stroke = useRef<{ id: number; op: Extract<RefineOp, { kind: 'stroke' }> } | null>(null);
  const [cursor, setCursor] = useState<{ x: number; y: number } | null>(null);
  const { width, height } = output;

  // Redraw everything when the removal or the list of operations changes (an undo, a new image).
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    overrides.current = replayOps(original, ops);
    const image = new ImageData(width, height);
    composeRefined(output.data, original.data, overrides.current, width, image.data);
    frame.current = image;
    ctx.putImageData(image, 0, 0);
  }, [original, output, ops, width, height]);

  /** The pointer's position in image pixels, and how many image pixels one screen pixel is. */
  const toImage = (event: { clientX: number; clientY: number }) => {
    const box = canvas.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    const scale = width / box.width;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale, scale };
  };

  /** Paints the stroke's newest segment into the overrides and redraws only what it touched. */
  const paintSegment = (from: [number, number], to: [number, number], radius: number, mode: RefineMode) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !overrides.current || !frame.current) return;
    const rect = paintStroke(overrides.current, width, height, { kind: 'stroke', mode, radius, points: [from, to] });
    if (rect.x0 > rect.x1) return;
    composeRefined(output.data, original.data, overrides.current, width, frame.current.data, rect);
    ctx.putImageData(frame.current, 0, 0, rect.x0, rect.y0, rect.x1 - rect.x0 + 1, rect.y1 - rect.y0 + 1);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 || stroke.current) return;
    const at = toImage(event);
    if (!at) return;
    // Keep receiving the stroke's moves when the pointer leaves the canvas mid-drag.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
    if (!isBrush(tool)) return;
    const radius = Math.max(0.5, (brushSize / 2) * at.scale);
    const op: Extract<RefineOp, { kind: 'stroke' }> = { kind: 'stroke', mode: MODE[tool], radius, points: [[at.x, at.y]] };
    stroke.current = { id: event.pointerId, op };
    paintSegment([at.x, at.y], [at.x, at.y], radius, op.mode);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const box = canvas.current?.getBoundingClientRect();
    if (box && event.pointerType !== 'touch') setCursor({ x: event.clientX - box.left, y: event.clientY - box.top });
    const current = stroke.current;
    if (!current || current.id !== event.pointerId) return;
    // Fast drags deliver several positions per event: use them all so the stroke follows the hand.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const e of events.length > 0 ? events : [event]) {
      const at = toImage(e);
      if (!at) continue;
      const last = current.op.points[current.op.points.length - 1];
      current.op.points.push([at.x, at.y]);
      paintSegment(last, [at.x, at.y], current.op.radius, current.op.mode);
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    if (current && current.id === event.pointerId) {
      stroke.current = null;
      onOp(current.op);
      return;
    }
    if (isBrush(tool)) return;
    const at = toImage(event);
    if (at && at.x >= 0 && at.y >= 0 && at.x < width && at.y < height) onOp({ kind: 'region', mode: MODE[tool], x: at.x, y: at.y, tolerance: DEFAULT_REGION_TOLERANCE });
  };

  const onPointerCancel = () => {
    // The browser took the gesture (a scroll, a second finger): the stroke so far still counts.
    const current = stroke.current;
    stroke.current = null;
    if (current) onOp(current.op);
  };

  return (
    <Box w="100%" maw={`calc(${MAX_HEIGHT} * ${width / height})`} mx="auto" pos="relative" style={{ overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)' }}>
      <canvas
        ref={canvas}
        width={width}
        height={height}
        role="img"
        aria-label={t('bgremoval.refine.canvasLabel')}
        data-testid="bg-refine-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onPointerLeave={() => setCursor(null)}
        style={{
          ...checkerboard,
          display: 'block',
          width: '100%',
          height: 'auto',
          touchAction: 'none',
          cursor: isBrush(tool) ? 'none' : 'crosshair',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      />
      {cursor && isBrush(tool) && (
        <Box
          aria-hidden
          pos="absolute"
          style={{
            left: cursor.x - brushSize / 2,
            top: cursor.y - brushSize / 2,
            width: brushSize,
            height: brushSize,
            borderRadius: '50%',
            border: `2px solid ${tool === 'keep' ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-red-6)'}`,
            boxShadow: '0 0 0 1px rgba(255,255,255,0.8)',
            pointerEvents: 'none',
          }}
        />
      )}
    </Box>
  );
}
