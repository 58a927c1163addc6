/**
 * The shipped font files (src/shared/design/shipped-fonts.ts) registered with Skia once per process.
 * The editor draws the same files through `@font-face`, so the server never depends on which fonts the
 * machine has. Each file is registered under the family name inside it (designs are drawn with the
 * files' own family names: design-fonts.ts renames Impact → Anton), and Skia picks a face of a family
 * by the weight and style asked for, as a browser does.
 */
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import { SHIPPED_FAMILIES, type ShippedFace } from '../../../../shared/design';

const require = createRequire(import.meta.url);

/** The file on disk of a shipped face (resolved like any module, from node_modules). */
export function shippedFacePath(face: ShippedFace): string {
  return require.resolve(face.file);
}

let registered = false;

/** Registers every shipped face; cheap after the first call. */
export function registerShippedFonts(): void {
  if (registered) return;
  for (const family of Object.values(SHIPPED_FAMILIES))
    for (const face of family.faces) if (!GlobalFonts.registerFromPath(shippedFacePath(face))) throw new Error(`Skia could not read the shipped font ${face.file}`);
  registered = true;
}
