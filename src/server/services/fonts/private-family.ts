/**
 * A copy of a TrueType/OpenType file whose family is renamed, for registering an uploaded font with
 * the server renderer. Skia matches fonts by the family inside the file, and two users may upload
 * different files that both call themselves "Brand Sans": each upload is registered under a name of
 * its own (from its bytes' hash), so one user's text is never drawn with another user's file.
 * The new `name` table is appended and the table directory pointed at it; the old one is left unused.
 */
export function withPrivateFamily(data: Buffer, family: string): Buffer {
  const numTables = data.readUInt16BE(4);
  let record = -1;
  for (let i = 0; i < numTables; i++) if (data.toString('latin1', 12 + i * 16, 16 + i * 16) === 'name') record = 12 + i * 16;
  if (record < 0) throw new Error('the font has no name table');
  const table = nameTable({ 1: family, 2: 'Regular', 4: family, 6: family.replace(/[^A-Za-z0-9-]/g, '') });
  const start = Math.ceil(data.length / 4) * 4;
  const out = Buffer.alloc(start + Math.ceil(table.length / 4) * 4);
  data.copy(out);
  table.copy(out, start);
  out.writeUInt32BE(checksum(out.subarray(start, start + Math.ceil(table.length / 4) * 4)), record + 4);
  out.writeUInt32BE(start, record + 8);
  out.writeUInt32BE(table.length, record + 12);
  return out;
}

/** A format-0 `name` table with Windows Unicode (UTF-16BE, en-US) records. */
function nameTable(names: Record<number, string>): Buffer {
  const entries = Object.entries(names).map(([id, text]) => ({ id: Number(id), bytes: Buffer.from(text, 'utf16le').swap16() }));
  const header = Buffer.alloc(6 + entries.length * 12);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(entries.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  entries.forEach((e, i) => {
    const r = 6 + i * 12;
    for (const [at, value] of [3, 1, 0x409, e.id, e.bytes.length, offset].entries()) header.writeUInt16BE(value, r + at * 2);
    offset += e.bytes.length;
  });
  return Buffer.concat([header, ...entries.map((e) => e.bytes)]);
}

function checksum(padded: Buffer): number {
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}
