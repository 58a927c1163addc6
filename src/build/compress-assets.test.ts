import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressFile, isCompressible } from './compress-assets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function tempFile(name: string, data: string | Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-'));
  dirs.push(dir);
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return file;
}

describe('pre-compressed build assets', () => {
  it('writes .br and .gz that decode to the original, brotli smaller than gzip on script', async () => {
    const source = Array.from({ length: 400 }, (_, i) => `export function f${i}(a, b) { return a + b * ${i}; }`).join('\n');
    const file = tempFile('index-abc.js', source);
    const sizes = await compressFile(file);
    expect(sizes.raw).toBe(Buffer.byteLength(source));
    expect(sizes.br).toBeLessThan(sizes.gz!);
    expect(sizes.gz).toBeLessThan(sizes.raw / 3);
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(source);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(source);
  });

  it('writes no variant that would be larger than the file (random bytes)', async () => {
    const file = tempFile('blob.json', Buffer.from(Array.from({ length: 2048 }, () => Math.floor(Math.random() * 256))));
    const sizes = await compressFile(file);
    expect(sizes.gz).toBeNull();
    expect(fs.existsSync(`${file}.gz`)).toBe(false);
  });

  it('compresses text assets of 1 KiB or more; not images, fonts, source maps or tiny files', () => {
    expect(isCompressible('assets/index-abc.js', 5000)).toBe(true);
    expect(isCompressible('assets/index-abc.css', 5000)).toBe(true);
    expect(isCompressible('assets/logo-abc.svg', 5000)).toBe(true);
    expect(isCompressible('assets/index-abc.js', 500)).toBe(false);
    expect(isCompressible('assets/index-abc.js.map', 50_000)).toBe(false);
    expect(isCompressible('assets/photo-abc.png', 50_000)).toBe(false);
    expect(isCompressible('assets/font-abc.woff2', 50_000)).toBe(false);
  });

  it('compresses TrueType and OpenType fonts (the shipped font files)', () => {
    expect(isCompressible('assets/Anton_400Regular-abc.ttf', 160_000)).toBe(true);
    expect(isCompressible('assets/Font-abc.otf', 160_000)).toBe(true);
  });
});
