/**
 * Builds the Chinese font the PDF invoices embed (src/server/assets/fonts/NotoSansSC-Invoice.ttf):
 * Noto Sans SC Regular (SIL OFL-1.1, licence in OFL.txt beside it) cut down to a bounded character
 * set, so the committed file is 2.4 MB instead of 10 MB. Run once by hand, never at install:
 *
 *   cd /tmp && npm pack @expo-google-fonts/noto-sans-sc@0.4.3 && tar xzf expo-google-fonts-noto-sans-sc-0.4.3.tgz
 *   npm install --no-save --prefix /tmp/subset-tool subset-font@2.9.0     # BSD-3-Clause, harfbuzz wasm
 *   NODE_PATH=/tmp/subset-tool/node_modules node scripts/fonts/build-invoice-cjk-font.mjs /tmp/package/400Regular/NotoSansSC_400Regular.ttf
 *
 * The character set: every character of GB 2312 (its 6,763 hanzi of levels 1 and 2, the full-width
 * forms and CJK punctuation of its symbol rows), printable ASCII and Latin-1 (names and addresses in
 * English and French), and the typographic punctuation an address or item name may carry. Each PDF
 * then embeds only the glyphs it uses (pdf-lib's `subset: true`); characters outside this set print
 * as "?" on the invoice.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.env.NODE_PATH ?? process.cwd(), 'x.js'));
const subsetFont = require('subset-font');

const source = process.argv[2];
if (!source) throw new Error('Usage: build-invoice-cjk-font.mjs <NotoSansSC-Regular.ttf>');

/** GB 2312 decoded from its EUC-CN byte table: rows 0xA1–0xA9 (symbols) and 0xB0–0xF7 (hanzi). */
function gb2312() {
  const decoder = new TextDecoder('gbk', { fatal: false });
  let out = '';
  for (let row = 0xa1; row <= 0xf7; row++) {
    if (row > 0xa9 && row < 0xb0) continue;
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const ch = decoder.decode(new Uint8Array([row, cell]));
      if (ch !== '\ufffd' && ch.length === 1) out += ch;
    }
  }
  return out;
}

const range = (from, to) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
const text = [
  range(0x20, 0x7e), // ASCII
  range(0xa0, 0xff), // Latin-1 (French accents)
  '\u2010\u2011\u2012\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u00b7\u20ac\u2116', // typographic punctuation
  range(0x3000, 0x303f), // CJK symbols and punctuation
  range(0xff01, 0xff5e), // full-width forms
  gb2312(),
].join('');
const chars = new Set(text);

const target = path.resolve(import.meta.dirname, '../../src/server/assets/fonts/NotoSansSC-Invoice.ttf');
const subset = await subsetFont(readFileSync(source), [...chars].join(''), { targetFormat: 'truetype' });
writeFileSync(target, subset);
console.log(`${chars.size} characters, ${subset.length} bytes → ${path.relative(process.cwd(), target)}`);
