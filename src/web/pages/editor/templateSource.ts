export type TemplateSource = { kind: 'src'; src: string } | { kind: 'none' } | { kind: 'rejected'; reason: 'json-in-url' | 'not-same-origin' | 'bad-id' };

/** A template id as the server makes them (UUIDs), so nothing else is ever put into the path. */
const TEMPLATE_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Which template file /template may open: `?id=<template id>` (a template of the gallery) or `?src=<path>`. Designs never travel in the address (`?json=` is refused: URLs
 * have length limits and would leak the design into logs), and only a same-origin path is fetched: it
 * must start with one '/', not '//' or '/\' (both mean another host to a browser), with no scheme, no
 * control characters and no backslashes.
 */
export function templateSourceFrom(search: string | URLSearchParams): TemplateSource {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  // ?id=<template id> (the gallery's links): the template's design file on this site.
  const id = params.get('id');
  if (id !== null && id !== '' && !params.get('src')) {
    return TEMPLATE_ID.test(id) ? { kind: 'src', src: `/api/templates/${id}/document` } : { kind: 'rejected', reason: 'bad-id' };
  }
  const src = params.get('src');
  if (src === null || src === '') return params.has('json') ? { kind: 'rejected', reason: 'json-in-url' } : { kind: 'none' };
  if (!src.startsWith('/') || src.startsWith('//') || src.includes('\\') || /[\u0000-\u001f\u007f]/.test(src)) {
    return { kind: 'rejected', reason: 'not-same-origin' };
  }
  return { kind: 'src', src };
}

/** Resolves the path against the page's origin and checks it stayed there (belt and braces). */
export function sameOriginUrl(src: string, origin: string): string | null {
  try {
    const url = new URL(src, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}
