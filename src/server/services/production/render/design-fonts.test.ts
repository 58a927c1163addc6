import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignDocument } from '../../../../shared/design';
import { LocalStorage } from '../../../providers/storage/local';
import { type FakeGoogleFonts, startFakeGoogleFonts } from '../../fonts/fake-google-fonts.testkit';
import { GoogleFontsSource } from '../../fonts/google-fonts';
import type { UserFontLookup } from '../../fonts/user-fonts';
import { FontUnavailableError } from './design-fonts';
import { glyphIoU, inkOf } from './glyphs.testkit';
import { renderDesign } from './render-design';

const require = createRequire(import.meta.url);
/** A real TrueType file no system here has installed: plays a Google font the app does not ship. */
const NOT_SHIPPED_TTF = require.resolve('dejavu-fonts-ttf/ttf/DejaVuMathTeXGyre.ttf');

function textDesign(fontFamily: string, text = 'Hamburg 1978', extra: Record<string, unknown> = {}): DesignDocument {
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 1200, height: 300 },
    objects: [{ id: 'word', type: 'Text', left: 20, top: 40, text, fontSize: 150, fill: '#000000', fontFamily, ...extra }],
  } as DesignDocument;
}

async function inkIn(doc: DesignDocument, google: GoogleFontsSource | null = null) {
  const r = await renderDesign(doc, 1200, 300, { googleFonts: google });
  return inkOf(r.rgba, r.width, r.height);
}

describe('fonts on the server renderer', () => {
  let fake: FakeGoogleFonts;
  let google: GoogleFontsSource;
  beforeAll(async () => {
    fake = await startFakeGoogleFonts({ 'Fake Serif': NOT_SHIPPED_TTF });
    const storage = new LocalStorage(mkdtempSync(path.join(os.tmpdir(), 'fonts-cache-')));
    google = new GoogleFontsSource({ cssBaseUrl: fake.baseUrl, fileOrigins: [], maxFontBytes: 2 * 1024 * 1024, timeoutMs: 5000 }, storage);
  });
  afterAll(() => fake.close());

  it('draws Impact with the shipped Anton file, not a substitute', async () => {
    const impact = await inkIn(textDesign('Impact'));
    const anton = await inkIn(textDesign('Anton'));
    const dejavu = await inkIn(textDesign('DejaVu Sans'));
    expect(glyphIoU(impact, anton)).toBeGreaterThan(0.99);
    expect(glyphIoU(impact, dejavu)).toBeLessThan(0.6);
    // Anton is tall and narrow: the ink is far narrower than DejaVu Sans's at the same size.
    expect(impact.width).toBeLessThan(dejavu.width * 0.85);
  });

  it('refuses a design whose font it cannot get, naming the font, and never substitutes', async () => {
    const refusal = await renderDesign(textDesign('Made Up Sans'), 1200, 300).catch((e) => e);
    expect(refusal).toBeInstanceOf(FontUnavailableError);
    expect(refusal.code).toBe('font_unavailable');
    expect(refusal.kind).toBe('unprocessable');
    expect(refusal.message).toContain('"Made Up Sans"');
    // With the fonts service too: it does not have the family (400, as Google answers).
    const viaService = await renderDesign(textDesign('Made Up Sans'), 1200, 300, { googleFonts: google }).catch((e) => e);
    expect(viaService).toBeInstanceOf(FontUnavailableError);
    expect(viaService.details.fonts).toEqual([{ family: 'Made Up Sans', reason: 'the fonts service answered 400' }]);
    // Generic families and per-character style fonts are checked too.
    const styled = textDesign('Arial', 'ab', { styles: [{ start: 0, end: 1, style: { fontFamily: 'sans-serif' } }] });
    expect((await renderDesign(styled, 1200, 300).catch((e) => e)).message).toContain('"sans-serif"');
  });

  it('fetches a Google font from the fonts service (CSS2), checks it, caches it, and draws with it', async () => {
    const fetched = await inkIn(textDesign('Fake Serif'), google);
    expect(fake.requests.some((r) => r.startsWith('/css2?family=Fake+Serif'))).toBe(true);
    expect(fake.requests.some((r) => r.startsWith('/files/'))).toBe(true);
    // The same file drawn by Skia directly, under the family name inside it.
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(1200, 300);
    const ctx = canvas.getContext('2d');
    ctx.font = '150px "DejaVu Math TeX Gyre"';
    ctx.fillText('Hamburg 1978', 20, 200);
    const direct = inkOf(ctx.getImageData(0, 0, 1200, 300).data, 1200, 300);
    expect(glyphIoU(fetched, direct)).toBeGreaterThan(0.9);
    expect(glyphIoU(fetched, await inkIn(textDesign('DejaVu Sans')))).toBeLessThan(0.6);
    // A second design asks the service nothing: the file comes from storage.
    const asked = fake.requests.length;
    const fresh = new GoogleFontsSource(
      { cssBaseUrl: fake.baseUrl, fileOrigins: [], maxFontBytes: 2 * 1024 * 1024, timeoutMs: 5000 },
      (google as unknown as { storage: LocalStorage }).storage,
    );
    await inkIn(textDesign('Fake Serif'), fresh);
    expect(fake.requests.length).toBe(asked);
  });

  it("draws text in the design owner's uploaded font, each upload under a family of its own; a deleted one is refused by name", async () => {
    const lobster = readFileSync(require.resolve('@expo-google-fonts/lobster/400Regular/Lobster_400Regular.ttf'));
    const pacifico = readFileSync(require.resolve('@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf'));
    const owner = (files: Record<string, Buffer>): UserFontLookup => ({ file: async (family) => files[family] ?? null });
    const ink = async (doc: DesignDocument, userFonts: UserFontLookup) => {
      const r = await renderDesign(doc, 1200, 300, { userFonts });
      return inkOf(r.rgba, r.width, r.height);
    };
    // Two owners whose different files both call themselves "Brand Script": each prints their own.
    const alice = await ink(textDesign('Brand Script'), owner({ 'Brand Script': lobster }));
    const bob = await ink(textDesign('Brand Script'), owner({ 'Brand Script': pacifico }));
    expect(glyphIoU(alice, await inkIn(textDesign('Lobster')))).toBeGreaterThan(0.95);
    expect(glyphIoU(bob, await inkIn(textDesign('Pacifico')))).toBeGreaterThan(0.95);
    expect(glyphIoU(alice, bob)).toBeLessThan(0.7);
    expect(glyphIoU(alice, await inkIn(textDesign('DejaVu Sans')))).toBeLessThan(0.6);
    // The font deleted (the owner no longer has it): refused, naming it, never a fallback.
    const refusal = await renderDesign(textDesign('Brand Script'), 1200, 300, { userFonts: owner({}) }).catch((e) => e);
    expect(refusal).toBeInstanceOf(FontUnavailableError);
    expect(refusal.message).toContain('"Brand Script"');
  });
});
