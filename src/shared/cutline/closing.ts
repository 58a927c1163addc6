/**
 * Coarse fields for the contour cut, on the cell grid of mask.ts (cell centre (i, j) is the pixel point
 * ((i − pad + ½)·s, (j − pad + ½)·s)):
 *  - distance to the art (exact transform between cell centres, bridges added analytically);
 *  - the cut region: the art grown by the offset, then closed by a disk of radius ρ (morphological
 *    closing: grown by ρ more, shrunk back by ρ), so gaps narrower than 2ρ are filled instead of left as
 *    slits. The far region E is where the art is more than offset + ρ away; the cut region is every point
 *    at least ρ from E (plus the plain offset region, which it contains in exact arithmetic).
 * These only give the topology and a first outline; closed-outline.ts snaps it onto the exact lines.
 */
import { type Bridge, bridgeDistance } from './art-distance';
import { isoLoops, outerLoops } from './contour';
import { squaredDistance } from './distance';
import type { CoarseMask } from './mask';

export function coarseArtDistance(cm: CoarseMask, bridges: Bridge[], reach: number): Float32Array {
  const { s, pad, cw, ch } = cm;
  const d2 = squaredDistance(cm.occ, cw, ch);
  const d = new Float32Array(d2.length);
  for (let i = 0; i < d.length; i++) d[i] = s * Math.sqrt(d2[i]);
  for (const b of bridges) {
    const m = reach + Math.abs(b.shift) + 2 * s;
    const i0 = Math.max(0, Math.floor((Math.min(b.ax, b.bx) - m) / s + pad - 0.5));
    const i1 = Math.min(cw - 1, Math.ceil((Math.max(b.ax, b.bx) + m) / s + pad - 0.5));
    const j0 = Math.max(0, Math.floor((Math.min(b.ay, b.by) - m) / s + pad - 0.5));
    const j1 = Math.min(ch - 1, Math.ceil((Math.max(b.ay, b.by) + m) / s + pad - 0.5));
    for (let j = j0; j <= j1; j++)
      for (let i = i0; i <= i1; i++) {
        const v = bridgeDistance((i - pad + 0.5) * s, (j - pad + 0.5) * s, b);
        if (v < d[j * cw + i]) d[j * cw + i] = v;
      }
  }
  return d;
}

/** Loops of a field's zero line (inside < 0), outer outlines only, in mask pixels. */
export function outerPixelLoops(field: Float32Array, cm: CoarseMask): number[][] {
  const { s, pad } = cm;
  return outerLoops(isoLoops(field, cm.cw, cm.ch)).map((l) => l.map((v) => (v - pad + 0.5) * s));
}

/** Every loop of a field's zero line (outer outlines, holes, islands in holes), in mask pixels. */
export function allPixelLoops(field: Float32Array, cm: CoarseMask): number[][] {
  const { s, pad } = cm;
  return isoLoops(field, cm.cw, cm.ch).map((l) => l.map((v) => (v - pad + 0.5) * s));
}

/** The offset region's field (inside < 0). */
export function offsetField(dist: Float32Array, offset: number): Float32Array {
  const f = new Float32Array(dist.length);
  for (let i = 0; i < f.length; i++) f[i] = dist[i] - offset;
  return f;
}

/** The closed cut region's field (inside < 0): offset region ∪ points at least ρ from the far region. */
export function closedField(dist: Float32Array, cm: CoarseMask, offset: number, rho: number): Float32Array {
  const far = new Uint8Array(dist.length);
  for (let i = 0; i < far.length; i++) far[i] = dist[i] > offset + rho ? 1 : 0;
  const d2 = squaredDistance(far, cm.cw, cm.ch);
  const f = new Float32Array(dist.length);
  // A cell centre is on average half a cell beyond the far region's true edge: take that off.
  for (let i = 0; i < f.length; i++) f[i] = Math.min(dist[i] - offset, rho - (cm.s * Math.sqrt(d2[i]) - cm.s / 2));
  return f;
}
