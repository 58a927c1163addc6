import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Artwork made by other hands: Playwright's own application icon (two theatre masks on a transparent
 * background, 400 × 400 PNG), shipped in the playwright-core package.
 */
export function thirdPartyArtwork(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/server/chromium/appIcon.png');
}

/** A file from tests/fixtures/art: real vector and print files made by other hands (sources and licences in its README). */
export function artFixture(name: string): string {
  return path.resolve('tests/fixtures/art', name);
}
