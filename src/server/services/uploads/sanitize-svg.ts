import DOMPurify from 'isomorphic-dompurify';
import { applySvgRootSize } from '../../../shared/svg/size';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** A sticker is a still picture: nothing that runs, embeds HTML, animates or reaches out. */
const FORBID_TAGS = ['script', 'foreignObject', 'foreignobject', 'iframe', 'embed', 'object', 'animate', 'animateMotion', 'animateTransform', 'set', 'handler', 'listener'];

export class SvgRejected extends Error {}

/**
 * Sanitises an uploaded SVG: DOMPurify (svg + svgFilters profiles, plus <use>) removes scripts, event
 * handlers and foreign content; a second pass here keeps only '#fragment' and raster data: references
 * (href, xlink:href, url(...)) and drops CSS with @import or escapes. The result is re-serialised as
 * XML by our own walker, so what a browser or librsvg parses is exactly the tree that was checked.
 * The root gets an explicit width and height (shared/svg/size.ts): a viewBox-only file is then drawn at
 * the same size by the browser, the editor and the server.
 */
export function sanitizeSvg(text: string): string {
  const body = DOMPurify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS,
    RETURN_DOM: true,
  }) as unknown as Element;
  const root = [...body.children].find((el) => el.namespaceURI === SVG_NS && el.localName === 'svg');
  if (!root) throw new SvgRejected('The file has no <svg> root element.');
  applySvgRootSize(root);
  return serialize(root, true);
}

function serialize(el: Element, isRoot = false): string {
  if (el.namespaceURI !== SVG_NS || FORBID_TAGS.includes(el.localName)) return '';
  const name = el.localName;
  if (name === 'style' && !isSafeCss(el.textContent ?? '')) return '';
  let out = `<${name}`;
  if (isRoot) out += ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`;
  for (const attr of el.attributes) {
    if (attr.namespaceURI === XMLNS_NS || attr.name === 'xmlns' || !isSafeAttribute(attr)) continue;
    out += ` ${attr.name}="${escapeXml(attr.value, true)}"`;
  }
  let inner = '';
  for (const child of el.childNodes) {
    if (child.nodeType === 1) inner += serialize(child as Element);
    else if (child.nodeType === 3 || child.nodeType === 4) inner += escapeXml((child as Text).data, false);
    // Comments and processing instructions are dropped.
  }
  return inner ? `${out}>${inner}</${name}>` : `${out}/>`;
}

function isSafeAttribute(attr: Attr): boolean {
  const name = attr.name.toLowerCase();
  if (!/^[a-z_][-a-z0-9_.:]*$/.test(name) || name.startsWith('on')) return false;
  if (name === 'href' || name === 'xlink:href' || (attr.localName === 'href' && attr.namespaceURI === XLINK_NS)) return isLocalReference(attr.value.trim());
  if (name === 'style') return isSafeCss(attr.value);
  if (/url\s*\(/i.test(attr.value)) return urlsAreLocal(attr.value);
  return true;
}

/** Only a fragment in this document or an embedded raster image; never a URL (http:, javascript:, data:image/svg+xml…). */
function isLocalReference(value: string): boolean {
  return /^#[^\s]*$/.test(value) || /^data:image\/(png|jpeg|webp|gif)[;,]/i.test(value);
}

function urlsAreLocal(value: string): boolean {
  const opened = value.match(/url\s*\(/gi)?.length ?? 0;
  const refs = [...value.matchAll(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi)].map((m) => m[2].trim());
  return refs.length === opened && refs.every(isLocalReference);
}

/** CSS may not import, escape (which could hide `url`), or load images by any function but a local url(). */
function isSafeCss(css: string): boolean {
  if (/@import|\\|expression\s*\(|image-set\s*\(|\bimage\s*\(|cross-fade\s*\(|element\s*\(/i.test(css)) return false;
  return urlsAreLocal(css);
}

function escapeXml(s: string, inAttribute: boolean): string {
  // Characters XML 1.0 cannot carry would make the output unreadable; they carry no drawing anyway.
  const out = s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return inAttribute ? out.replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;') : out.replace(/\r/g, '&#13;');
}
