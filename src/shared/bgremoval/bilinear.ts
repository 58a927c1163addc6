/**
 * A bilinear surface c0 + c1·u + c2·v + c3·u·v over the image (u = x / (width − 1), v = y / (height − 1)),
 * fitted by least squares. It models a background that is plain or has a gentle gradient: fitted on the
 * border, it gives the expected background colour anywhere inside.
 */
export type Bilinear = [number, number, number, number];

/** Least-squares fit of `values` at points (u, v); a tiny ridge keeps it solvable when the points are few or in a line. */
export function fitBilinear(us: Float32Array, vs: Float32Array, values: Float32Array, count: number): Bilinear {
  // Normal equations M·c = r for the basis [1, u, v, u·v].
  const m = new Float64Array(16);
  const r = new Float64Array(4);
  const basis = new Float64Array(4);
  for (let i = 0; i < count; i++) {
    basis[0] = 1;
    basis[1] = us[i];
    basis[2] = vs[i];
    basis[3] = us[i] * vs[i];
    for (let a = 0; a < 4; a++) {
      r[a] += basis[a] * values[i];
      for (let b = 0; b < 4; b++) m[a * 4 + b] += basis[a] * basis[b];
    }
  }
  // The ridge pulls the slopes towards 0 (a flat background) when the data cannot tell them apart.
  const ridge = 1e-3 * Math.max(1, count);
  for (let a = 1; a < 4; a++) m[a * 4 + a] += ridge;
  if (count === 0) return [0, 0, 0, 0];
  return solve4(m, r);
}

/** Gaussian elimination with partial pivoting on a 4 × 4 system (row-major m), returning x. */
function solve4(m: Float64Array, r: Float64Array): Bilinear {
  const a = Float64Array.from(m);
  const b = Float64Array.from(r);
  for (let col = 0; col < 4; col++) {
    let pivot = col;
    for (let row = col + 1; row < 4; row++) if (Math.abs(a[row * 4 + col]) > Math.abs(a[pivot * 4 + col])) pivot = row;
    if (Math.abs(a[pivot * 4 + col]) < 1e-12) continue;
    if (pivot !== col) {
      for (let k = 0; k < 4; k++) [a[col * 4 + k], a[pivot * 4 + k]] = [a[pivot * 4 + k], a[col * 4 + k]];
      [b[col], b[pivot]] = [b[pivot], b[col]];
    }
    for (let row = col + 1; row < 4; row++) {
      const f = a[row * 4 + col] / a[col * 4 + col];
      for (let k = col; k < 4; k++) a[row * 4 + k] -= f * a[col * 4 + k];
      b[row] -= f * b[col];
    }
  }
  const x: Bilinear = [0, 0, 0, 0];
  for (let row = 3; row >= 0; row--) {
    const d = a[row * 4 + row];
    if (Math.abs(d) < 1e-12) continue;
    let s = b[row];
    for (let k = row + 1; k < 4; k++) s -= a[row * 4 + k] * x[k];
    x[row] = s / d;
  }
  return x;
}

export function evalBilinear(c: Bilinear, u: number, v: number): number {
  return c[0] + c[1] * u + c[2] * v + c[3] * u * v;
}
