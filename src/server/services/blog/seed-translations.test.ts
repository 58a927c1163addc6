import { describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from './seed-articles';
import { SEED_TRANSLATIONS } from './seed-translations';

/** What a translation must keep from its English article: the Markdown's shape, links and figures. */
function structure(markdown: string) {
  const lines = markdown.split('\n');
  return {
    headings: lines.filter((l) => l.startsWith('#')).map((l) => l.match(/^#+/)?.[0]),
    numbered: lines.filter((l) => /^\d+\. /.test(l)).length,
    bullets: lines.filter((l) => l.startsWith('- ')).length,
    tableRows: lines.filter((l) => l.startsWith('|')).length,
    quotes: lines.filter((l) => l.startsWith('> ')).length,
    links: [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]),
    bold: [...markdown.matchAll(/\*\*/g)].length,
  };
}

/** Amounts, percentages and sizes, as they appear in either language (CA$49 and 49 加元 both give 49). */
const figures = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0]).sort();

describe('the shipped tutorials in Chinese', () => {
  it('translate every shipped article, and nothing else', () => {
    expect(Object.keys(SEED_TRANSLATIONS).sort()).toEqual(SEED_ARTICLES.map((a) => a.slug).sort());
  });

  for (const article of SEED_ARTICLES) {
    const zh = SEED_TRANSLATIONS[article.slug]?.zh;
    it(`${article.slug}: same headings, lists, tables, links and figures as the English`, () => {
      if (!zh) throw new Error(`no Chinese for ${article.slug}`);
      expect(structure(zh.body)).toEqual(structure(article.body));
      expect(figures(zh.body)).toEqual(figures(article.body));
      // Written in Chinese: most letters of the title and summary are CJK.
      for (const text of [zh.title, zh.summary]) expect((text.match(/\p{Script=Han}/gu) ?? []).length).toBeGreaterThan(text.length / 3);
    });
  }
});
