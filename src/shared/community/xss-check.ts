/**
 * What "safe" means for sanitised user HTML, as a checker the unit tests (over jsdom) and the browser
 * test (over Chromium's DOM) both run: nothing that can run script or load from elsewhere.
 */
const FORBIDDEN_ELEMENTS = [
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
const SAFE_URL = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;

/** Every problem found under `root` (empty when safe). */
export function unsafeParts(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName;
    if (FORBIDDEN_ELEMENTS.includes(name)) problems.push(`element <${name}>`);
    for (const attribute of element.attributes) {
      const attr = attribute.name.toLowerCase();
      if (attr.startsWith('on')) problems.push(`handler ${attr} on <${name}>`);
      if (attr === 'style') problems.push(`style on <${name}>`);
      if ((attr === 'href' || attr === 'src' || attr === 'xlink:href' || attr === 'action' || attr === 'formaction') && !SAFE_URL.test(attribute.value)) {
        problems.push(`${attr}="${attribute.value}" on <${name}>`);
      }
    }
  }
  return problems;
}
