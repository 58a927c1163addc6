/**
 * The checks an uploaded font passes before it is stored (decision 58): the size limit, the magic bytes
 * of TrueType, OpenType or WOFF2 (never the name or the declared type), WOFF2 unpacked to the
 * TrueType/OpenType inside it (what the server renderer registers and every browser loads), a complete sfnt
 * table directory, a full parse with glyph outlines drawn, and a usable family name read from the file.
 */
import opentype from 'opentype.js';
import wawoff2 from 'wawoff2';
import type { UserFontFormat } from '../../../shared/api/fonts';
import { isPlainFontName } from '../../../shared/design';
import { DomainError } from '../../domain/errors';
import { fontFamilyName, isFontFile } from './font-file';

export interface CheckedFont {
  /** The TrueType/OpenType file to store (a WOFF2 upload unpacked). */
  data: Buffer;
  /** The family name inside the file. */
  family: string;
  /** What was uploaded. */
  format: UserFontFormat;
  /** The stored file's type: font/ttf or font/otf (CFF outlines). */
  contentType: 'font/ttf' | 'font/otf';
}

const WOFF2 = 0x774f4632; // 'wOF2'
const OTTO = 0x4f54544f; // 'OTTO': CFF outlines
const SFNT = new Set([0x00010000, OTTO, 0x74727565 /* 'true' */]);
/** A WOFF2 may unpack to at most this many times the upload limit (a decompression bomb stops here). */
const WOFF2_EXPANSION = 4;

export const UNSUPPORTED_FONT = 'Only TrueType (.ttf), OpenType (.otf) and WOFF2 (.woff2) font files can be uploaded.';
const unsupported = () => new DomainError('unsupported_type', 'unsupported_type', UNSUPPORTED_FONT);
const unreadable = (why: string) => new DomainError('unprocessable', 'font_unreadable', `The font file could not be read: ${why}.`);

export const fontTooLarge = (maxBytes: number) =>
  new DomainError('too_large', 'payload_too_large', `The font file is larger than ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB.`);

export async function checkFontUpload(upload: Buffer, maxBytes: number): Promise<CheckedFont> {
  if (upload.length > maxBytes) throw fontTooLarge(maxBytes);
  if (upload.length < 12) throw unsupported();
  const magic = upload.readUInt32BE(0);
  let format: UserFontFormat;
  let data: Buffer;
  if (magic === WOFF2) {
    format = 'woff2';
    data = await unpackWoff2(upload, maxBytes * WOFF2_EXPANSION);
  } else if (SFNT.has(magic)) {
    format = magic === OTTO ? 'otf' : 'ttf';
    data = upload;
  } else {
    throw unsupported();
  }
  if (!isFontFile(data)) throw unreadable('its table directory is broken or tables a font needs are missing');
  drawSomeGlyphs(data);
  const family = fontFamilyName(data)?.replace(/\s+/g, ' ').trim() ?? '';
  if (!family || !isPlainFontName(family) || family.length > 100) throw unreadable('it has no usable family name');
  return { data, family, format, contentType: data.readUInt32BE(0) === OTTO ? 'font/otf' : 'font/ttf' };
}

async function unpackWoff2(upload: Buffer, maxOut: number): Promise<Buffer> {
  // WOFF2 header: signature, flavor, length, numTables, reserved, totalSfntSize (offset 16).
  if (upload.length < 48 || upload.readUInt32BE(8) !== upload.length) throw unreadable('the WOFF2 header does not match the file');
  if (upload.readUInt32BE(16) > maxOut) throw unreadable('it unpacks to far more than the upload limit');
  try {
    return Buffer.from(await wawoff2.decompress(new Uint8Array(upload)));
  } catch {
    throw unreadable('the WOFF2 data is corrupt');
  }
}

/**
 * Parses the font and draws glyph outlines: its Latin letters and digits if it maps them, else its first
 * glyphs (a symbol font). At least one must have an outline: a file that only looks like a font fails here.
 */
function drawSomeGlyphs(data: Buffer): void {
  let drawn = 0;
  try {
    const font = opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer);
    if (!(font.numGlyphs > 1) || !(font.unitsPerEm > 0)) throw new Error('no glyphs');
    const mapped = [...'AaHhOo0123'].map((ch) => font.charToGlyph(ch)).filter((g) => g.unicode !== undefined);
    const glyphs = mapped.length ? mapped : Array.from({ length: Math.min(font.numGlyphs - 1, 64) }, (_, i) => font.glyphs.get(i + 1));
    for (const glyph of glyphs) if (glyph.getPath(0, 0, 72).commands.length > 0) drawn++;
  } catch (error) {
    throw unreadable(`its glyphs do not parse (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!drawn) throw unreadable('its glyphs have no outlines');
}
