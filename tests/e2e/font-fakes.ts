import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** A font file the repo ships: served for every Google family the fake is asked for. */
const SERVED_TTF = readFileSync(require.resolve('@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf'));
/** A TrueType file whose family the editor does not offer: the upload. */
export const UPLOAD_TTF = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf');

/**
 * Google Fonts faked with page.route (no network here): a stylesheet (v1 or CSS2) for the families asked,
 * pointing at a font file "on" fonts.gstatic.com that is a shipped TrueType file. Families in `failing`
 * answer 500. Returns the stylesheet URLs asked for.
 */
export async function fakeGoogleFonts(page: Page, failing: string[] = []): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://fonts.googleapis.com/**', async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.href);
    const families = (url.searchParams.getAll('family').join('|') || '').split('|').map((f) => f.split(':')[0]);
    if (families.some((f) => failing.includes(f))) return route.fulfill({ status: 500, body: 'error' });
    const css = families
      .map(
        (f) =>
          `@font-face { font-family: '${f}'; font-style: normal; font-weight: 400; src: url(https://fonts.gstatic.com/fake/${encodeURIComponent(f)}.ttf) format('truetype'); }`,
      )
      .join('\n');
    return route.fulfill({ status: 200, contentType: 'text/css', body: css, headers: { 'access-control-allow-origin': '*' } });
  });
  await page.route('https://fonts.gstatic.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'font/ttf', body: SERVED_TTF, headers: { 'access-control-allow-origin': '*' } }),
  );
  return asked;
}
