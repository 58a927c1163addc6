import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect';
import { readRasterSize } from './dimensions';
import { SAMPLE_SVG, sampleImage } from './fixtures.testkit';

describe('detectImageType', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('knows %s by its magic bytes', async (format) => {
    expect(detectImageType(await sampleImage(format))).toBe(format);
  });

  it.each([
    ['plain', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['with BOM, declaration, comments and doctype', `\ufeff<?xml version="1.0"?>\n<!-- a -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<!-- b --><svg>`],
    ['with an internal doctype subset', '<!DOCTYPE svg [ <!ENTITY a "b"> ]><svg viewBox="0 0 1 1">'],
    ['the sample', SAMPLE_SVG],
  ])('knows SVG: %s', (_, text) => {
    expect(detectImageType(Buffer.from(text))).toBe('svg');
  });

  it.each([
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['HTML', Buffer.from('<!DOCTYPE html><html><body><svg></svg></body></html>')],
    ['HTML with script', Buffer.from('<script>alert(1)</script><svg>')],
    ['an svg-ish tag name', Buffer.from('<svgx>')],
    ['text mentioning svg', Buffer.from('hello <svg>')],
    ['an unclosed comment', Buffer.from('<!-- <svg>')],
    ['empty', Buffer.alloc(0)],
    ['truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['RIFF that is not WebP', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['GIF-like', Buffer.from('GIF88a')],
    ['ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
  ])('refuses %s', (_, buf) => {
    expect(detectImageType(buf)).toBeNull();
  });
});

describe('readRasterSize', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('reads %s dimensions from the header', async (format) => {
    expect(readRasterSize(await sampleImage(format, 7, 5), format)).toEqual({ width: 7, height: 5 });
  });

  it('reads lossless and extended WebP headers', async () => {
    const sharp = (await import('sharp')).default;
    const lossless = await sharp({ create: { width: 9, height: 4, channels: 4, background: '#0f08' } })
      .webp({ lossless: true })
      .toBuffer();
    expect(readRasterSize(lossless, 'webp')).toEqual({ width: 9, height: 4 });
    const extended = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#0f08' } })
      .webp()
      .withMetadata()
      .toBuffer();
    expect(readRasterSize(extended, 'webp')).toEqual({ width: 300, height: 200 });
  });

  it('answers null for truncated headers', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      expect(readRasterSize((await sampleImage(format)).subarray(0, 8), format), format).toBeNull();
    }
  });
});
