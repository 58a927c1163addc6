import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats and uncompressed TrueType/OpenType fonts (the shipped fonts, decision 31: brotli halves
 * them) are worth compressing; images and WOFF/WOFF2 fonts are compressed already, source maps are for devtools.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|wasm|txt|xml|ttf|otf)$/;
const FONT = /\.(?:ttf|otf)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface CompressedSizes {
  raw: number;
  br: number | null;
  gz: number | null;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside a built file, each only
 * when it is smaller than the original. Done once at build time, so the server spends no CPU per request
 * (decision 18); routes/static.ts picks the variant the browser accepts.
 */
export async function compressFile(file: string): Promise<CompressedSizes> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      // Fonts (megabytes of TrueType) at quality 9 in font mode: 11 took two minutes of the build for 8 % less.
      params: FONT.test(file)
        ? { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_FONT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length }
        : { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  const write = async (data: Buffer, suffix: string) => {
    if (data.length >= raw.length) return null;
    await writeFile(file + suffix, data);
    return data.length;
  };
  return { raw: raw.length, br: await write(br, '.br'), gz: await write(gz, '.gz') };
}

export function isCompressible(fileName: string, size: number): boolean {
  return COMPRESSIBLE.test(fileName) && size >= MIN_BYTES;
}

/** Vite plugin: after the bundle is written, pre-compresses its JavaScript, CSS and other text assets. */
export function compressAssets(): Plugin {
  return {
    name: 'sticker-studio:compress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.values(bundle)
        .filter((out) => isCompressible(out.fileName, out.type === 'chunk' ? Buffer.byteLength(out.code) : out.source.length))
        .map((out) => path.join(dir, out.fileName));
      const sizes = await Promise.all(files.map(compressFile));
      const raw = sizes.reduce((s, x) => s + x.raw, 0);
      const br = sizes.reduce((s, x) => s + (x.br ?? x.raw), 0);
      const gz = sizes.reduce((s, x) => s + (x.gz ?? x.raw), 0);
      this.info?.(`pre-compressed ${files.length} assets: ${(raw / 1000).toFixed(0)} kB -> brotli ${(br / 1000).toFixed(0)} kB, gzip ${(gz / 1000).toFixed(0)} kB`);
    },
  };
}
