/**
 * The shipped font files (src/shared/design/shipped-fonts.ts) registered with node-canvas once per
 * process. The editor draws the same files through `@font-face`, so the server never depends on what
 * fontconfig would have substituted. Designs are drawn with the files' own family names
 * (design-fonts.ts renames Impact → Anton); the name given to registerFont is a private one, so
 * node-canvas does not pin every request to the file's own weight and fontconfig synthesises bold for
 * a family without a bold face (Anton at 700), as a browser does.
 */
import { createRequire } from 'node:module';
import { SHIPPED_FAMILIES, type ShippedFace } from '../../../../shared/design';

const require = createRequire(import.meta.url);

/** The file on disk of a shipped face (resolved like any module, from node_modules). */
export function shippedFacePath(face: ShippedFace): string {
  return require.resolve(face.file);
}

let registered = false;

/** Registers every shipped face; cheap after the first call. Needs node-canvas (checked by the caller). */
export async function registerShippedFonts(): Promise<void> {
  if (registered) return;
  const { registerFont } = await import('canvas');
  for (const family of Object.values(SHIPPED_FAMILIES))
    for (const face of family.faces) registerFont(shippedFacePath(face), { family: `shipped ${family.family}`, weight: String(face.weight), style: face.style });
  registered = true;
}
