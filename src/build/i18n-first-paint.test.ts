import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../shared/i18n/en.json';
import zh from '../shared/i18n/zh.json';
import { FIRST_PAINT_SECTIONS } from '../web/i18nFirstPaint';
import { pickSections } from './i18n-first-paint';

/** The shell: every file the main bundle renders before a route page (main.tsx's static imports). */
const SHELL_FILES = [
  'src/web/main.tsx',
  'src/web/routes.tsx',
  'src/web/components/PageLoader.tsx',
  'src/web/components/RouteGuard.tsx',
  'src/web/components/NoticeModal.tsx',
  'src/web/components/NoticeDialog.tsx',
  'src/web/components/ai/CreditsBadge.tsx',
  'src/web/pages/RouteErrorPage.tsx',
  'src/web/pages/LandingPage.tsx',
  ...fs
    .readdirSync('src/web/components/layout')
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join('src/web/components/layout', f)),
];

describe('first-paint texts', () => {
  it('picks the named sections and refuses one the catalogue lacks', () => {
    expect(pickSections({ a: { x: '1' }, b: { y: '2' }, c: {} }, ['a', 'b'])).toEqual({ a: { x: '1' }, b: { y: '2' } });
    expect(() => pickSections({ a: {} }, ['a', 'gone'])).toThrow('no section gone');
  });

  it('leaves out the excluded sub-sections (parts a page loads later)', () => {
    expect(pickSections({ a: { x: '1', more: { y: '2' } }, b: { z: '3' } }, ['a', 'b'], ['a.more', 'b.gone'])).toEqual({ a: { x: '1' }, b: { z: '3' } });
  });

  it('picks single keys of a section', () => {
    expect(pickSections({ a: { x: { t: '1', body: 'long' }, y: { t: '2' } }, b: {} }, ['a.x.t', 'a.y.t', 'b'])).toEqual({ a: { x: { t: '1' }, y: { t: '2' } }, b: {} });
    expect(() => pickSections({ a: { x: {} } }, ['a.x.gone'])).toThrow('no section a.x.gone');
  });

  it('every section exists in both catalogues', () => {
    expect(() => pickSections(en, FIRST_PAINT_SECTIONS)).not.toThrow();
    expect(() => pickSections(zh, FIRST_PAINT_SECTIONS)).not.toThrow();
  });

  it('covers every key the shell and the landing page use (a missing one would show its key until the catalogue loads)', () => {
    const used = new Set<string>();
    const usedKeys = new Set<string>();
    for (const file of SHELL_FILES) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g)) used.add(m[1]);
      for (const m of source.matchAll(/label: '([a-zA-Z]+)\./g)) used.add(m[1]);
      for (const m of source.matchAll(/\bt\(\s*'([a-zA-Z.]+)'/g)) usedKeys.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(5);
    const sections = new Set(FIRST_PAINT_SECTIONS.map((entry) => entry.split('.')[0]));
    expect([...used].filter((section) => !sections.has(section))).toEqual([]);
    // A section picked key by key must have every key the shell uses.
    const partial = FIRST_PAINT_SECTIONS.filter((entry) => entry.includes('.')).map((entry) => entry.split('.')[0]);
    const picked = new Set<string>(FIRST_PAINT_SECTIONS);
    expect([...usedKeys].filter((key) => partial.includes(key.split('.')[0]) && !picked.has(key))).toEqual([]);
  });
});
