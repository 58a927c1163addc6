import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../providers/storage/local';
import { type FakeGoogleFonts, startFakeGoogleFonts } from './fake-google-fonts.testkit';
import { fontFamilyName, isFontFile } from './font-file';
import { candidates, css2Url, GoogleFontsSource, pickFontSource } from './google-fonts';

const TTF = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuMathTeXGyre.ttf');

describe('Google fonts for the server renderer', () => {
  let fake: FakeGoogleFonts;
  const source = (maxFontBytes = 2 * 1024 * 1024, fileOrigins: string[] = []) =>
    new GoogleFontsSource({ cssBaseUrl: fake.baseUrl, fileOrigins, maxFontBytes, timeoutMs: 5000 }, new LocalStorage(mkdtempSync(path.join(os.tmpdir(), 'gf-'))));
  beforeAll(async () => {
    fake = await startFakeGoogleFonts({ 'Fake Serif': TTF, 'Not A Font': Buffer.from('<html>sorry</html>'.repeat(10)) });
  });
  afterAll(() => fake.close());

  it('asks the CSS2 API, takes the TrueType file it names, and keeps it in storage', async () => {
    const fonts = source();
    const first = await fonts.face('Fake Serif', { weight: 700, style: 'italic' });
    expect(first.ok && isFontFile(first.data) && fontFamilyName(first.data)).toBe('DejaVu Math TeX Gyre');
    expect(fake.requests).toContain('/css2?family=Fake+Serif:ital,wght@1,700');
    const asked = fake.requests.length;
    expect((await fonts.face('Fake Serif', { weight: 700, style: 'italic' })).ok).toBe(true);
    expect(fake.requests.length).toBe(asked);
  });

  it('refuses what is not a font, what is too large, and files from hosts not allowed', async () => {
    expect(await source().face('Not A Font', { weight: 400, style: 'normal' })).toEqual({ ok: false, reason: 'the file is not a TrueType or OpenType font' });
    expect(await source(10_000).face('Fake Serif', { weight: 400, style: 'normal' })).toEqual({ ok: false, reason: 'larger than 10000 bytes' });
    expect(await source().face('Nobody', { weight: 400, style: 'normal' })).toEqual({ ok: false, reason: 'the fonts service answered 400' });
    const elsewhere = new GoogleFontsSource(
      { cssBaseUrl: fake.baseUrl.replace('127.0.0.1', 'localhost'), fileOrigins: ['https://fonts.gstatic.com'], maxFontBytes: 2e6, timeoutMs: 5000 },
      new LocalStorage(mkdtempSync(path.join(os.tmpdir(), 'gf-'))),
    );
    const refused = await elsewhere.face('Fake Serif', { weight: 400, style: 'normal' });
    expect(refused.ok || refused.reason).toMatch(/not allowed/);
  });

  it('builds CSS2 requests and reads stylesheets as Google writes them', () => {
    expect(css2Url('https://fonts.googleapis.com/', 'Permanent Marker', { weight: 400, style: 'normal' })).toBe('https://fonts.googleapis.com/css2?family=Permanent+Marker');
    expect(css2Url('https://f.example', 'Roboto', { weight: 300, style: 'italic' })).toBe('https://f.example/css2?family=Roboto:ital,wght@1,300');
    expect(candidates({ weight: 800, style: 'italic' })).toEqual([
      { weight: 800, style: 'italic' },
      { weight: 700, style: 'italic' },
      { weight: 400, style: 'italic' },
      { weight: 400, style: 'normal' },
    ]);
    const css = `@font-face { font-family: 'X'; font-style: normal; font-weight: 400; src: url(https://fonts.gstatic.com/s/x/v1/a.woff2) format('woff2'); }
@font-face { font-family: 'X'; font-style: normal; font-weight: 700; src: url(https://fonts.gstatic.com/s/x/v1/b.ttf) format('truetype'); }`;
    expect(pickFontSource(css, { weight: 700, style: 'normal' })).toBe('https://fonts.gstatic.com/s/x/v1/b.ttf');
    expect(pickFontSource(css, { weight: 400, style: 'normal' })).toBe('https://fonts.gstatic.com/s/x/v1/b.ttf');
    expect(pickFontSource('@font-face { src: url(a.woff2) format("woff2") }', { weight: 400, style: 'normal' })).toBeNull();
  });
});
