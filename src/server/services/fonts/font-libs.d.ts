/** The small parts of the font libraries the upload check uses (neither ships types). */
declare module 'wawoff2' {
  /** WOFF2 → the TrueType/OpenType file it packs (Google's woff2 decoder, compiled to WebAssembly). */
  function decompress(data: Uint8Array): Promise<Uint8Array>;
  /** TrueType/OpenType → WOFF2 (used by tests to make a WOFF2 upload). */
  function compress(data: Uint8Array): Promise<Uint8Array>;
  const wawoff2: { decompress: typeof decompress; compress: typeof compress };
  export default wawoff2;
}

declare module 'opentype.js' {
  export interface Path {
    commands: unknown[];
  }
  export interface Glyph {
    unicode?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    numGlyphs: number;
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    glyphs: { length: number; get(index: number): Glyph };
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
