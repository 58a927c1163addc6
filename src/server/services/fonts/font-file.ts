/**
 * Is this buffer a real TrueType/OpenType font? The sfnt header and its table directory are read and
 * checked against the file's length, and the tables a renderer needs must be there. WOFF/WOFF2 are
 * refused: node-canvas registers TrueType and OpenType files only.
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
