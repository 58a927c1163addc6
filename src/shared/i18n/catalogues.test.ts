import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { PLAN_IDS } from '../plans';
import { USER_ROLES } from '../roles';
import { FINISH_IDS, MATERIAL_IDS, PRODUCT_IDS, SHAPE_IDS, SHIPPING_METHODS, stickerLabelKey, VINYL_COLOUR_IDS } from '../sticker';
import en from './en.json';
import zh from './zh.json';

type Tree = { [key: string]: string | string[] | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string' || Array.isArray(v)) out.set(key, v);
    else for (const [ck, cv] of flatten(v, key)) out.set(ck, cv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const enFlat = flatten(en as Tree);
const zhFlat = flatten(zh as Tree);

function webSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return webSources(p);
    return /\.tsx?$/.test(d.name) ? [fs.readFileSync(p, 'utf8')] : [];
  });
}

describe('i18n catalogues', () => {
  it('have identical key sets in English and Chinese', () => {
    expect([...zhFlat.keys()].sort()).toEqual([...enFlat.keys()].sort());
  });

  it('have no empty texts, matching placeholders and matching list lengths', () => {
    for (const [key, value] of enFlat) {
      const other = zhFlat.get(key)!;
      if (Array.isArray(value)) {
        expect(Array.isArray(other), key).toBe(true);
        expect((other as string[]).length, key).toBe(value.length);
        for (const item of [...value, ...(other as string[])]) expect(item.trim().length, key).toBeGreaterThan(0);
      } else {
        expect(value.trim().length, key).toBeGreaterThan(0);
        expect((other as string).trim().length, key).toBeGreaterThan(0);
        expect(placeholders(other as string), key).toEqual(placeholders(value));
      }
    }
  });

  it('use the SPEC messages verbatim in English and translate them in Chinese', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(enFlat.get(`messages.${key}`)).toBe(text);
      expect(zhFlat.get(`messages.${key}`)).not.toBe(text);
    }
  });

  it('contain every key the web app uses', () => {
    const used = new Set<string>();
    for (const src of webSources(path.resolve(__dirname, '../../web'))) {
      for (const m of src.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(m[1]);
      for (const m of src.matchAll(/\blabel:\s*'([a-z]+\.[\w.]+)'/g)) used.add(m[1]);
    }
    for (const id of PLAN_IDS) used.add(`plans.${id}.name`).add(`plans.${id}.description`);
    for (const role of USER_ROLES) used.add(`roles.${role}`);
    // i18next plurals: t('x', { count }) reads x_one / x_other (Chinese uses x_other).
    const missing = [...used].filter((k) => !enFlat.has(k) && !(enFlat.has(`${k}_one`) && enFlat.has(`${k}_other`)));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(150);
  });

  it('name every id of the sticker vocabulary', () => {
    const keys = [
      ...PRODUCT_IDS.map(stickerLabelKey.product),
      ...SHAPE_IDS.map(stickerLabelKey.shape),
      ...MATERIAL_IDS.map(stickerLabelKey.material),
      ...FINISH_IDS.map(stickerLabelKey.finish),
      ...VINYL_COLOUR_IDS.map(stickerLabelKey.colour),
      ...SHIPPING_METHODS.map(stickerLabelKey.shipping),
    ];
    expect(keys.filter((key) => !enFlat.has(key))).toEqual([]);
  });

  it('have the four parts of every info page', () => {
    const ids = new Set([...enFlat.keys()].filter((k) => k.startsWith('pages.')).map((k) => k.split('.')[1]));
    const infoSource = fs.readFileSync(path.resolve(__dirname, '../../web/pages/infoPages.ts'), 'utf8');
    const configured = [...infoSource.matchAll(/^\s{2}(\w+): \{ to:/gm)].map((m) => m[1]);
    // Every entry of INFO_PAGES is read (their number shrinks as the routes get their real pages).
    const entries = [...infoSource.matchAll(/^\s{2}\w+: \{/gm)].length;
    expect(configured.length).toBeGreaterThan(0);
    expect(configured.length).toBe(entries);
    for (const id of configured) {
      expect(ids.has(id), id).toBe(true);
      for (const part of ['title', 'intro', 'coming', 'cta']) expect(enFlat.has(`pages.${id}.${part}`), `${id}.${part}`).toBe(true);
    }
  });
});
