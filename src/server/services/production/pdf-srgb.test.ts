import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { type PDFArray, type PDFDict, PDFDocument, PDFName, type PDFRawStream, PDFRef, type PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cutline } from '../../../shared/cutline';
import { artworkPng, stickerMask } from './fixtures.testkit';
import { generateProductionFiles } from './index';
import { SRGB_ICC_PROFILE } from './srgb-profile';

const has = (tool: string) => {
  try {
    execFileSync('which', [tool]);
    return true;
  } catch {
    return false;
  }
};

describe('print PDF colours are tagged sRGB', async () => {
  const mask = stickerMask(600);
  const files = await generateProductionFiles({ artwork: await artworkPng(mask), widthIn: 2, heightIn: 2, cutPath: cutline(mask.data, 600, 600).path, kind: 'sticker' });
  if (files.kind !== 'sticker') throw new Error('expected sticker files');
  const doc = await PDFDocument.load(files.pdf);
  const lookup = <T>(o: unknown): T => (o instanceof PDFRef ? doc.context.lookup(o) : o) as T;

  it('declares an sRGB output intent carrying the sRGB ICC profile', () => {
    const intents = lookup<PDFArray>(doc.catalog.get(PDFName.of('OutputIntents')));
    expect(intents.size()).toBe(1);
    const intent = lookup<PDFDict>(intents.get(0));
    expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFX'));
    expect(lookup<PDFString>(intent.get(PDFName.of('OutputConditionIdentifier'))).decodeText()).toBe('sRGB IEC61966-2.1');
    const profile = lookup<PDFRawStream>(intent.get(PDFName.of('DestOutputProfile')));
    expect(profile.dict.get(PDFName.of('N'))?.toString()).toBe('3');
    expect(zlib.inflateSync(profile.contents).equals(SRGB_ICC_PROFILE)).toBe(true);
  });

  it('draws the art in an ICCBased colour space on that profile, not DeviceRGB', () => {
    const page = doc.getPage(0);
    const resources = lookup<PDFDict>(page.node.get(PDFName.of('Resources')));
    const xobjects = lookup<PDFDict>(resources.get(PDFName.of('XObject')));
    const art = lookup<PDFRawStream>(xobjects.get(PDFName.of('Art')));
    const space = lookup<PDFArray>(art.dict.get(PDFName.of('ColorSpace')));
    expect(space.get(0)).toBe(PDFName.of('ICCBased'));
    const intents = lookup<PDFArray>(doc.catalog.get(PDFName.of('OutputIntents')));
    expect(space.get(1)).toBe(lookup<PDFDict>(intents.get(0)).get(PDFName.of('DestOutputProfile')));
  });

  it.runIf(has('qpdf') && has('gs'))('passes qpdf --check and Ghostscript reads the colour space as ICCBased', () => {
    const dir = mkdtempSync(join(tmpdir(), 'srgb-'));
    const file = join(dir, 'print.pdf');
    writeFileSync(file, files.pdf);
    expect(execFileSync('qpdf', ['--check', file]).toString()).toContain('No syntax or stream encoding errors');
    // The catalog as qpdf reads it: its output intent, an sRGB one.
    const catalog = execFileSync('qpdf', ['--show-object=trailer', file]).toString();
    const root = /\/Root (\d+) 0 R/.exec(catalog)?.[1];
    const intents = execFileSync('qpdf', [`--show-object=${root}`, file]).toString();
    expect(intents).toMatch(/\/OutputIntents \[ << .*\/S \/GTS_PDFX/);
    expect(intents).toContain('sRGB IEC61966-2.1');
    // Ghostscript renders it without complaint (a broken ICC stream makes it warn or fail).
    const out = execFileSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-sDEVICE=nullpage', file], { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
    expect(out).not.toMatch(/error|warning/i);
  });
});
