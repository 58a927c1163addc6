/**
 * Before a design is drawn on the server, every font it uses must be a file we have: a shipped one
 * (a built-in name is drawn with its file's own family, Impact → Anton) or a Google font fetched,
 * checked and cached by the fonts service. A font we cannot get refuses the design, naming it — the
 * shop never gets text in a font the customer did not see.
 */
import { createHash } from 'node:crypto';
import { GlobalFonts } from '@napi-rs/canvas';
import { collectFontUses, type DesignDocument, type FontUse, isPlainFontName, renameFonts, shippedFamilyOf } from '../../../../shared/design';
import { DomainError } from '../../../domain/errors';
import { fontFamilyName } from '../../fonts/font-file';
import type { GoogleFontsSource } from '../../fonts/google-fonts';
import { withPrivateFamily } from '../../fonts/private-family';
import type { UserFontLookup } from '../../fonts/user-fonts';
import { registerShippedFonts } from './shipped-fonts';

/** Uploaded fonts registered in this process, by the hash of their file → the private family drawn with. */
const registeredUpload = new Map<string, string>();
/** Registered Google faces by family/weight/style, for this process. */
const registeredGoogle = new Set<string>();
/** A Google family as listed by the service → the family name inside its file (what Skia matches). */
const googleFileFamily = new Map<string, string>();
const GENERIC = /^(serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-[a-z]+|emoji|math|fangsong)$/i;

export class FontUnavailableError extends DomainError {
  constructor(readonly fonts: Array<{ family: string; reason: string }>) {
    const names = fonts.map((f) => `"${f.family}"`).join(', ');
    super(
      'unprocessable',
      'font_unavailable',
      `The design uses ${fonts.length > 1 ? 'fonts' : 'a font'} the server cannot get: ${names}. It is refused rather than printed in another font; change the text to a font the editor offers.`,
      { fonts },
    );
    this.name = 'FontUnavailableError';
  }
}

/**
 * Makes every font of the design drawable (shipped fonts registered, the design owner's uploaded fonts
 * and Google fonts fetched and registered) and gives the document back with built-in names replaced by
 * their files' families (an uploaded font by its private name). Throws FontUnavailableError naming each
 * font it could not get.
 */
export async function prepareDesignFonts(doc: DesignDocument, google: GoogleFontsSource | null, uploads: UserFontLookup | null = null): Promise<DesignDocument> {
  registerShippedFonts();
  const overlay = doc.overlayImage ? [doc.overlayImage] : [];
  const missing: Array<{ family: string; reason: string }> = [];
  /** The owner's uploaded families in this design → the private family each is registered under. */
  const uploaded = new Map<string, string>();
  for (const use of collectFontUses([...doc.objects, ...overlay])) {
    if (shippedFamilyOf(use.family)) continue;
    if (!isPlainFontName(use.family) || GENERIC.test(use.family)) {
      missing.push({ family: use.family, reason: 'not a font the editor offers' });
      continue;
    }
    const upload = uploads ? await uploads.file(use.family) : null;
    if (upload) {
      try {
        uploaded.set(use.family.trim(), registerUpload(upload));
      } catch (error) {
        missing.push({ family: use.family, reason: `the uploaded font file could not be read (${error instanceof Error ? error.message : String(error)})` });
      }
      continue;
    }
    if (!google) {
      missing.push({ family: use.family, reason: 'no fonts service is configured' });
      continue;
    }
    const failure = await registerGoogleFamily(google, use.family, use.variants);
    if (failure) missing.push({ family: use.family, reason: failure });
  }
  if (missing.length) throw new FontUnavailableError(missing);
  const rename = (family: string) => shippedFamilyOf(family)?.family ?? uploaded.get(family.trim()) ?? googleFileFamily.get(family.trim().toLowerCase()) ?? family.trim();
  return { ...doc, objects: renameFonts(doc.objects, rename), ...(doc.overlayImage ? { overlayImage: renameFonts([doc.overlayImage], rename)[0] } : {}) };
}

/** Registers each variant's file (or the nearest the family has); the reason when not even one could be had. */
async function registerGoogleFamily(google: GoogleFontsSource, family: string, variants: FontUse['variants']): Promise<string | null> {
  let reason: string | null = null;
  let any = false;
  for (const variant of variants) {
    const result = await google.face(family, variant);
    if (!result.ok) {
      reason = result.reason;
      continue;
    }
    const id = `${family.toLowerCase()}/${result.variant.weight}/${result.variant.style}`;
    const fileFamily = fontFamilyName(result.data);
    try {
      if (!fileFamily) throw new Error('no family name in the file');
      if (!registeredGoogle.has(id)) registerFile(result.data);
      registeredGoogle.add(id);
      googleFileFamily.set(family.toLowerCase(), fileFamily);
      any = true;
    } catch (error) {
      reason = `the font file could not be read (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  return any ? null : reason;
}

/**
 * An uploaded file registered under a family of its own (its bytes' hash): Skia matches by the family
 * inside the file, and another user's upload may carry the same name (private-family.ts).
 */
function registerUpload(data: Buffer): string {
  const hash = createHash('sha256').update(data).digest('hex');
  const known = registeredUpload.get(hash);
  if (known) return known;
  const family = `Sticker Studio Upload ${hash.slice(0, 16)}`;
  const renamed = withPrivateFamily(data, family);
  if (fontFamilyName(renamed) !== family) throw new Error('the family could not be renamed');
  registerFile(renamed);
  registeredUpload.set(hash, family);
  return family;
}

/**
 * Registered under the family name inside the file, with no alias: an alias would make the file the
 * only face of that name, whereas Skia should pick among a family's faces by the weight and style the
 * text asks for.
 */
function registerFile(data: Buffer): void {
  if (!GlobalFonts.register(data)) throw new Error('Skia could not read the file');
}
