/**
 * Is this buffer a real TrueType/OpenType font? The sfnt header and its table directory are read and
 * checked against the file's length, and the tables a renderer needs must be there. WOFF/WOFF2 are
 * refused: the server renderer is given TrueType and OpenType files only.
 */
const SFNT_TAGS = new Set([0x00010000, 0x4f54544f /* OTTO */, 0x74727565 /* true */]);

export function isFontFile(data: Buffer): boolean {
  if (data.length < 12 || !SFNT_TAGS.has(data.readUInt32BE(0))) return false;
  const numTables = data.readUInt16BE(4);
  if (numTables === 0 || numTables > 100 || 12 + numTables * 16 > data.length) return false;
  const tags = new Set<string>();
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    const offset = data.readUInt32BE(record + 8);
    const length = data.readUInt32BE(record + 12);
    if (offset + length > data.length) return false;
    tags.add(data.toString('latin1', record, record + 4));
  }
  const outlines = tags.has('glyf') || tags.has('CFF ') || tags.has('CFF2');
  return outlines && ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name'].every((t) => tags.has(t));
}

/**
 * The family name inside a font file (name ID 1, Windows Unicode, else Mac Roman): what Skia
 * matches, which may differ from the name a fonts service lists it under. Null when there is none.
 */
export function fontFamilyName(data: Buffer): string | null {
  if (!isFontFile(data)) return null;
  const numTables = data.readUInt16BE(4);
  let table = -1;
  for (let i = 0; i < numTables; i++) if (data.toString('latin1', 12 + i * 16, 16 + i * 16) === 'name') table = data.readUInt32BE(12 + i * 16 + 8);
  if (table < 0 || table + 6 > data.length) return null;
  const count = data.readUInt16BE(table + 2);
  const strings = table + data.readUInt16BE(table + 4);
  let mac: string | null = null;
  for (let i = 0; i < count; i++) {
    const record = table + 6 + i * 12;
    if (record + 12 > data.length) break;
    const [platform, , , nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((o) => data.readUInt16BE(record + o));
    if (nameId !== 1 || strings + offset + length > data.length) continue;
    const raw = data.subarray(strings + offset, strings + offset + length);
    if (platform === 3 || platform === 0) return Buffer.from(raw).swap16().toString('utf16le');
    if (platform === 1) mac ??= raw.toString('latin1');
  }
  return mac;
}
