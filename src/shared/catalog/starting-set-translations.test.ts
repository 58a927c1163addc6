import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startingSetSchema } from './starting-set';
import { STARTING_SET_TRANSLATIONS } from './starting-set-translations';

const set = startingSetSchema.parse(JSON.parse(readFileSync(new URL('./starting-set.json', import.meta.url), 'utf8')));
const han = (text: string) => (text.match(/\p{Script=Han}/gu) ?? []).length;

describe('the starting set in Chinese', () => {
  it('translates every library sticker and template, and nothing else', () => {
    expect(set.items.filter((i) => i.kind === 'sticker')).toHaveLength(60);
    expect(set.items.filter((i) => i.kind === 'template')).toHaveLength(30);
    expect(Object.keys(STARTING_SET_TRANSLATIONS).sort()).toEqual(set.items.map((i) => i.seedKey).sort());
  });

  it.each(set.items.map((i) => [i.seedKey, i] as const))('%s has a Chinese name and description', (_key, item) => {
    const zh = STARTING_SET_TRANSLATIONS[item.seedKey]?.zh;
    expect(zh?.name.trim()).toBeTruthy();
    expect(zh?.description.trim()).toBeTruthy();
    // Written in Chinese, not left in English or in pinyin: the name is mostly Han characters, the
    // description has them (it may quote the English lettering printed on the sticker).
    const name = zh?.name ?? '';
    expect(han(name)).toBeGreaterThan(name.length / 2);
    expect(han(zh?.description ?? '')).toBeGreaterThanOrEqual(8);
    expect(name).not.toBe(item.name);
  });

  it('gives names that tell the items apart as the English ones do', () => {
    const names = (kind: string) => set.items.filter((i) => i.kind === kind).map((i) => STARTING_SET_TRANSLATIONS[i.seedKey]?.zh.name);
    for (const kind of ['sticker', 'template']) expect(new Set(names(kind)).size).toBe(names(kind).length);
  });
});
