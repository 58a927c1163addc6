import { describe, expect, it } from 'vitest';
import { EVIL_SVG, SAMPLE_SVG } from './fixtures.testkit';
import { sanitizeSvg } from './sanitize-svg';

describe('sanitizeSvg', () => {
  it('keeps ordinary drawing intact, as well-formed XML', () => {
    const out = sanitizeSvg(SAMPLE_SVG);
    expect(out).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(out).toContain('viewBox="0 0 120 80"');
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('<use href="#r" x="4"/>');
    expect(out).toContain('Hi &amp; bye');
    expect(out).toContain('style="font-family: sans-serif; fill: #fff"');
  });

  it.each([
    ['script elements', '<script>alert(1)</script>', /script|alert/],
    ['event handlers', '<rect onload="alert(1)" onmouseover="x()" width="1"/>', /on(load|mouseover)/],
    ['external hrefs', '<use href="https://evil.example/a.svg#x"/>', /evil/],
    ['external xlink:hrefs', '<use xlink:href="http://evil.example/a.svg#x"/>', /evil/],
    ['protocol-relative hrefs', '<image href="//evil.example/a.png"/>', /evil/],
    ['javascript: links', '<a href="javascript:alert(1)"><rect width="1"/></a>', /javascript/],
    ['SVG data URIs', '<image href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>', /svg\+xml/],
    ['external url() in attributes', '<rect fill="url(http://evil.example/p)"/>', /evil/],
    ['external url() in style attributes', '<rect style="fill:url( &quot;https://evil.example/p&quot; )"/>', /evil/],
    ['@import in style sheets', '<style>@import "https://evil.example/x.css";</style>', /evil|@import/],
    ['escaped CSS that could hide url()', '<style>.a{background:u\\72l(https://evil.example)}</style>', /evil/],
    ['foreignObject', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml" onclick="x()">hi</div></foreignObject>', /foreignObject|div|onclick/i],
    [
      'animation that rewrites links',
      '<a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/></a>',
      /javascript|<set|<animate/,
    ],
    ['HTML break-outs', '<p>x</p><img src=x onerror=alert(1)>', /onerror|<img|<p/],
    ['a closing tag smuggled in text', '<text>&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text>', /<script/],
  ])('removes %s', (_, inner, forbidden) => {
    const out = sanitizeSvg(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">${inner}</svg>`);
    expect(out).not.toMatch(forbidden);
    expect(out).toMatch(/^<svg /);
  });

  it('keeps fragment references and raster data URIs', () => {
    const out = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a"/><image href="data:image/png;base64,AAAA"/><rect style="fill:url(#g)"/></svg>',
    );
    expect(out).toContain('xlink:href="#a"');
    expect(out).toContain('href="data:image/png;base64,AAAA"');
    expect(out).toContain('style="fill:url(#g)"');
  });

  it('strips everything from a hostile file but the safe parts', () => {
    const out = sanitizeSvg(EVIL_SVG);
    expect(out).not.toMatch(/script|onload|onclick|evil|169\.254|javascript|foreignObject|@import|iframe/i);
    expect(out).toContain('.ok { fill: blue }');
    expect(out).toContain('fill="url(#local)"');
  });

  it('refuses text without an svg root', () => {
    expect(() => sanitizeSvg('<html><body>hi</body></html>')).toThrow(/no <svg> root/);
  });
});
