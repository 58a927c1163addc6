import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { countLinksAndImages, mentionedHandles } from './markdown';
import { renderUserMarkdown } from './render';
import { classifyLink, sanitizeUserHtml } from './sanitize';
import { unsafeParts } from './xss-check';

const corpus = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../tests/fixtures/xss-vectors.json'), 'utf8')) as { html: string[]; markdown: string[] };
const options = { imageHosts: { appOrigin: 'https://stickerstudio.ca', extraHosts: ['images.example'] } };
const parse = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;

describe('sanitizeUserHtml: the XSS corpus (tests/fixtures/xss-vectors.json)', () => {
  it.each(corpus.html)('raw HTML %s', (vector) => {
    const out = sanitizeUserHtml(vector, options);
    expect(unsafeParts(parse(out))).toEqual([]);
    expect(out).not.toMatch(/javascript:|vbscript:|data:text|onerror|onload|onmouseover/i);
    // Sanitising twice changes nothing (the browser sanitises the stored HTML again).
    expect(sanitizeUserHtml(out, options)).toBe(out);
  });

  it.each([...corpus.markdown, ...corpus.html])('markdown %s', (vector) => {
    const out = renderUserMarkdown(vector, options);
    expect(unsafeParts(parse(out))).toEqual([]);
    expect(parse(out).querySelectorAll('a[href^="javascript" i], img[src^="javascript" i]')).toHaveLength(0);
  });
});

describe('the safety checker itself', () => {
  it('flags scripts, handlers, styles and script URLs', () => {
    expect(unsafeParts(parse('<script>x</script><img src=x onerror=alert(1)><a href="javascript:x" style="color:red">a</a><svg></svg>'))).toEqual([
      'element <script>',
      'src="x" on <img>',
      'handler onerror on <img>',
      'href="javascript:x" on <a>',
      'style on <a>',
      'element <svg>',
    ]);
  });
});

describe('sanitizeUserHtml: allow-lists', () => {
  it('keeps what Markdown makes and drops style, classes and unknown tags', () => {
    const out = renderUserMarkdown('# Title\n\n**bold** _it_ ~~gone~~ `code`\n\n> quote\n\n1. one\n2. two\n\n| a | b |\n|:-|-:|\n| 1 | 2 |', options);
    expect(out).toContain('<h1>Title</h1>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<blockquote>');
    expect(out).toContain('<table>');
    expect(out).not.toContain('style=');
    expect(sanitizeUserHtml('<p class="x mention" style="color:red">hi</p><marquee>old</marquee>', options)).toBe('<p>hi</p>old');
  });

  it('marks external links nofollow ugc in a new tab and leaves same-site links alone', () => {
    const out = renderUserMarkdown('[site](https://other.example/a) [mail](mailto:a@b.example) [mine](/forum) [abs](https://stickerstudio.ca/x)', options);
    const links = [...parse(out).querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target')])).toEqual([
      ['https://other.example/a', 'nofollow ugc noopener noreferrer', '_blank'],
      ['mailto:a@b.example', 'nofollow ugc noopener noreferrer', '_blank'],
      ['/forum', null, null],
      ['https://stickerstudio.ca/x', null, null],
    ]);
  });

  it('shows images only from allowed hosts, keeping the alt text of the others', () => {
    const out = renderUserMarkdown(
      '![own](/api/files/raw/public/a.png) ![cdn](https://images.example/b.png) ![evil](https://evil.example/c.png) ![http](http://images.example/d.png)',
      options,
    );
    const images = [...parse(out).querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['/api/files/raw/public/a.png', 'https://images.example/b.png']);
    expect(out).toContain('evil');
    expect(out).toContain('loading="lazy"');
  });

  it('classifies links with the URL parser', () => {
    expect(classifyLink('https://a.example', 'https://stickerstudio.ca')).toBe('external');
    expect(classifyLink('//a.example', 'https://stickerstudio.ca')).toBeNull();
    expect(classifyLink('/\\a.example', 'https://stickerstudio.ca')).toBeNull();
    expect(classifyLink('https://user:pw@a.example', 'https://stickerstudio.ca')).toBeNull();
    expect(classifyLink('ftp://a.example', 'https://stickerstudio.ca')).toBeNull();
    expect(classifyLink('#post-3', 'https://stickerstudio.ca')).toBe('internal');
  });
});

describe('mentions and counts', () => {
  it('links resolved @mentions to the profile, leaves others, e-mail addresses and code as text', () => {
    const mentions = new Map([['ann', { id: 'u1', name: 'Ann' }]]);
    const out = renderUserMarkdown('Thanks @Ann. and @bob, mail ann@x.example, `@Ann` [@Ann](https://x.example)', { ...options, mentions });
    expect(out).toContain('<a href="/user/u1" class="mention">@Ann</a>.');
    expect(out).toContain('@bob');
    expect(out).not.toContain('href="/user/u1" class="mention">@Ann</a>`');
    expect(out.match(/class="mention"/g)).toHaveLength(1);
    expect(mentionedHandles('hi @Ann and @ann, @Bob-. x@y.z')).toEqual(['ann', 'bob']);
  });

  it('counts links and images before sanitising (a refused one still counts)', () => {
    expect(countLinksAndImages('[a](https://a.example) https://b.example ![i](https://c.example/x.png) [j](javascript:x)')).toEqual({ links: 2, images: 1 });
  });
});
