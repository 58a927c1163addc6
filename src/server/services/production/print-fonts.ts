import type { Db } from '../../db/client';
import type { StoragePort } from '../../providers/storage/types';
import type { GoogleFontsSettings } from '../fonts/google-fonts';
import { GoogleFontsSource } from '../fonts/google-fonts';
import { type UserFontLookup, userFontLookup } from '../fonts/user-fonts';

/**
 * Where every server render of a customer's design finds its fonts (printed as the customer
 * saw it, never substituted): Google Fonts fetched, checked and cached; the design owner's uploaded
 * fonts. The cart's proof, the showcase picture and an order's production files all pass these, so a
 * design with a catalogue or uploaded font can be proofed, published and printed like any other.
 */
export interface PrintFonts {
  googleFonts: GoogleFontsSource;
  userFontsOf(ownerId: string): UserFontLookup;
}

export function printFonts(settings: GoogleFontsSettings, deps: { db: Db; storage: StoragePort }): PrintFonts {
  const googleFonts = new GoogleFontsSource(settings, deps.storage);
  return { googleFonts, userFontsOf: (ownerId) => userFontLookup(deps, ownerId) };
}

/** The fonts of one owner's render (none: shipped fonts only, a design using others is refused naming the font). */
export function fontsForOwner(fonts: PrintFonts | undefined, ownerId: string): { googleFonts: GoogleFontsSource | null; userFonts: UserFontLookup | null } {
  return fonts ? { googleFonts: fonts.googleFonts, userFonts: fonts.userFontsOf(ownerId) } : { googleFonts: null, userFonts: null };
}
