/**
 * What "safe" means for sanitised user HTML, as a checker the unit tests (over jsdom) and the browser
 * test (over Chromium's DOM, where Playwright sends the function's source) both run: nothing that can
 * run script or load from elsewhere. Self-contained on purpose: no outer constants.
 */
export function unsafeParts(roots: ParentNode | ParentNode[]): string[] {
  const forbidden = [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'svg',
    'math',
    'form',
    'input',
    'button',
    'base',
    'meta',
    'link',
    'template',
    'noscript',
    'audio',
    'video',
    'source',
  ];
  const safeUrl = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;
  const urlAttributes = ['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'poster', 'data'];
  const problems: string[] = [];
  for (const root of Array.isArray(roots) ? roots : [roots]) {
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const name = element.localName;
      if (forbidden.includes(name)) problems.push(`element <${name}>`);
      for (const attribute of Array.from(element.attributes)) {
        const attr = attribute.name.toLowerCase();
        if (attr.startsWith('on')) problems.push(`handler ${attr} on <${name}>`);
        if (attr === 'style') problems.push(`style on <${name}>`);
        if (urlAttributes.includes(attr) && !safeUrl.test(attribute.value)) problems.push(`${attr}="${attribute.value}" on <${name}>`);
      }
    }
  }
  return problems;
}
