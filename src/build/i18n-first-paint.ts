import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:i18n-first-paint/';
/** The excluded sub-sections alone: what the landing page's lower parts show, without the whole catalogue. */
const LATER_PREFIX = 'virtual:i18n-after-first-paint/';

/**
 * The named parts of a catalogue, as an object (exported for the test): a top-level section
 * (`'footer'`), or one key inside a section (`'policies.privacy.title'`) when the shell needs only a
 * few texts of a long section; without the `excluded` sub-sections ("landing.more": texts of parts the
 * page loads later, which wait for the whole catalogue).
 */
export function pickSections(catalogue: Record<string, unknown>, sections: readonly string[], excluded: readonly string[] = []): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const entry of sections) {
    const path = entry.split('.');
    let source: unknown = catalogue;
    for (const part of path) source = source && typeof source === 'object' ? (source as Record<string, unknown>)[part] : undefined;
    if (source === undefined) {
      missing.push(entry);
      continue;
    }
    let target = picked;
    for (const part of path.slice(0, -1)) {
      target[part] ??= {};
      target = target[part] as Record<string, unknown>;
    }
    target[path[path.length - 1]] = source;
  }
  if (missing.length) throw new Error(`i18n first paint: the catalogue has no section ${missing.join(', ')}`);
  for (const path of excluded) {
    const [section, key] = path.split('.');
    const value = picked[section];
    if (key && value && typeof value === 'object' && key in value) {
      const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
      picked[section] = rest;
    }
  }
  return picked;
}

/**
 * Vite plugin: `import texts from 'virtual:i18n-first-paint/en'` is the part of `<dir>/en.json` the
 * shell and the landing page show (decision 18: about 2 kB gzipped instead of 18). The whole catalogue
 * is still imported as JSON and loaded before any other page renders (src/web/i18n.ts).
 * `import texts from 'virtual:i18n-after-first-paint/en'` is the `excluded` sub-sections alone: the
 * landing page's lower parts load them without the whole catalogue.
 */
export function i18nFirstPaint(options: { dir: string; sections: readonly string[]; excluded?: readonly string[] }): Plugin {
  const excluded = options.excluded ?? [];
  return {
    name: 'sticker-studio:i18n-first-paint',
    resolveId(id) {
      return id.startsWith(PREFIX) || id.startsWith(LATER_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      const later = id.startsWith(`\0${LATER_PREFIX}`);
      if (!later && !id.startsWith(`\0${PREFIX}`)) return null;
      const file = path.join(options.dir, `${id.slice((later ? LATER_PREFIX : PREFIX).length + 1)}.json`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const texts = later ? pickSections(catalogue, excluded) : pickSections(catalogue, options.sections, excluded);
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
