import { useId } from 'react';
import type { ColourMode } from './colourModes';

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StickerPreviewProps {
  /** The sticker art (workspace-sized PNG, transparent around the art). */
  url: string;
  workspace: { width: number; height: number };
  /** Cut path (and kiss-cut backing) in workspace units; null while the first trace is running. */
  cutPath: string | null;
  backingPath?: string;
  mode: ColourMode;
  dark: boolean;
  showCutline: boolean;
  decalColour: string;
  /** The area shown, workspace units: the art plus room for the widest border. */
  view: ViewBox;
  label: string;
}

/**
 * The printed sticker drawn as SVG: the vinyl body (the area inside the cut), the art on it with the
 * material's look, and the cut line as a dashed magenta stroke. No workspace border, ever.
 */
export function StickerPreview({ url, workspace, cutPath, backingPath, mode, dark, showCutline, decalColour, view, label }: StickerPreviewProps) {
  const id = `sp${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { width, height } = workspace;
  const unit = Math.max(view.width, view.height) / 400; // about one screen pixel at the usual display size
  const body = cutPath ?? '';
  const bodyFill = {
    white: '#ffffff',
    clear: `url(#${id}-checker)`,
    holographic: '#ffffff',
    glitter: '#ffffff',
    mirror: `url(#${id}-chrome)`,
    decal: 'none',
  }[mode];
  const artStyle = mode === 'clear' ? { opacity: 0.82, mixBlendMode: 'multiply' as const } : mode === 'mirror' ? { mixBlendMode: 'multiply' as const } : undefined;

  return (
    <svg
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      role="img"
      aria-label={label}
      data-testid="preview-sticker"
      data-mode={mode}
      style={{ width: '100%', height: 'auto', maxHeight: '70vh', display: 'block', background: dark ? '#1f2328' : '#ffffff', borderRadius: 8 }}
    >
      <defs>
        <pattern id={`${id}-checker`} width={24 * unit} height={24 * unit} patternUnits="userSpaceOnUse">
          <rect width={24 * unit} height={24 * unit} fill="#f1f3f5" fillOpacity={0.7} />
          <rect width={12 * unit} height={12 * unit} fill="#ced4da" fillOpacity={0.7} />
          <rect x={12 * unit} y={12 * unit} width={12 * unit} height={12 * unit} fill="#ced4da" fillOpacity={0.7} />
        </pattern>
        <linearGradient id={`${id}-chrome`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8e9aa6" />
          <stop offset="0.35" stopColor="#f8f9fa" />
          <stop offset="0.5" stopColor="#adb5bd" />
          <stop offset="0.7" stopColor="#f1f3f5" />
          <stop offset="1" stopColor="#868e96" />
        </linearGradient>
        <linearGradient id={`${id}-holo`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff8cc6" />
          <stop offset="0.2" stopColor="#ffe066" />
          <stop offset="0.4" stopColor="#8ce99a" />
          <stop offset="0.6" stopColor="#74c0fc" />
          <stop offset="0.8" stopColor="#b197fc" />
          <stop offset="1" stopColor="#ff8cc6" />
        </linearGradient>
        <filter id={`${id}-glitter`} x="0" y="0" width="100%" height="100%">
          <feTurbulence type="fractalNoise" baseFrequency={0.9 / unit} numOctaves={1} seed={7} result="noise" />
          <feColorMatrix in="noise" type="matrix" values="0 0 0 0 0.78  0 0 0 0 0.8  0 0 0 0 0.84  0 0 0 9 -5.2" />
        </filter>
        <filter id={`${id}-decal`}>
          <feFlood floodColor={decalColour} />
          <feComposite in2="SourceAlpha" operator="in" />
        </filter>
        <filter id={`${id}-shadow`} x="-10%" y="-10%" width="120%" height="120%">
          <feDropShadow dx={0} dy={2 * unit} stdDeviation={3 * unit} floodColor="#000000" floodOpacity={dark ? 0.6 : 0.25} />
        </filter>
        {body ? (
          <clipPath id={`${id}-cut`}>
            <path d={body} />
          </clipPath>
        ) : null}
      </defs>
      {backingPath ? <path d={backingPath} fill={dark ? '#e9ecef' : '#f8f9fa'} stroke="#adb5bd" strokeWidth={unit} filter={`url(#${id}-shadow)`} /> : null}
      {body && mode !== 'decal' ? <path d={body} fill={bodyFill} filter={backingPath ? undefined : `url(#${id}-shadow)`} data-testid="preview-body" /> : null}
      <image href={url} x={0} y={0} width={width} height={height} style={artStyle} filter={mode === 'decal' ? `url(#${id}-decal)` : undefined} data-testid="preview-art" />
      {body && mode === 'holographic' ? (
        <rect
          x={view.x}
          y={view.y}
          width={view.width}
          height={view.height}
          fill={`url(#${id}-holo)`}
          clipPath={`url(#${id}-cut)`}
          style={{ mixBlendMode: 'multiply', opacity: 0.55 }}
        />
      ) : null}
      {body && mode === 'glitter' ? (
        <rect x={view.x} y={view.y} width={view.width} height={view.height} filter={`url(#${id}-glitter)`} clipPath={`url(#${id}-cut)`} opacity={0.7} />
      ) : null}
      {body && mode === 'mirror' ? (
        <rect x={view.x} y={view.y} width={view.width} height={view.height} fill={`url(#${id}-chrome)`} clipPath={`url(#${id}-cut)`} style={{ mixBlendMode: 'soft-light' }} />
      ) : null}
      {body && showCutline ? (
        <path d={body} fill="none" stroke="#e64980" strokeWidth={1.5 * unit} strokeDasharray={`${6 * unit} ${4 * unit}`} data-testid="preview-cutline" />
      ) : null}
    </svg>
  );
}
