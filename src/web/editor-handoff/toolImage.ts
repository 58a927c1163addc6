import { dataUrlToBlob } from '../../editor/light';

/**
 * Passing an image to a tool page (e.g. /tools/remove-background?src=…). A URL goes in the query as is;
 * a data: URL (a guest's generated image, which has no stored file) is too long for a URL, so it waits
 * in sessionStorage and the query carries `session:<key>`.
 */
const PREFIX = 'session:';
const STORAGE_PREFIX = 'sticker-studio:tool-image:';

export function stashImageForTool(src: string): string {
  if (!src.startsWith('data:')) return src;
  const key = crypto.randomUUID();
  try {
    sessionStorage.setItem(STORAGE_PREFIX + key, src);
    return PREFIX + key;
  } catch {
    // Storage full or unavailable: the tool then opens empty and the user uploads the image instead.
    return '';
  }
}

/** The image a tool was given: a same-origin path, a data: URL from the stash, or null. */
export function resolveToolImage(param: string | null): string | null {
  if (!param) return null;
  if (param.startsWith(PREFIX)) {
    try {
      return sessionStorage.getItem(STORAGE_PREFIX + param.slice(PREFIX.length));
    } catch {
      return null;
    }
  }
  // Only our own files: an absolute path on this site, never another origin (no open fetches).
  return param.startsWith('/') && !param.startsWith('//') ? param : null;
}

/** A data: URL as a File (decoded locally: the CSP's connect-src does not allow fetch() of data: URLs). */
export function dataUrlToFile(dataUrl: string, name: string): File | null {
  try {
    const blob = dataUrlToBlob(dataUrl);
    return new File([blob], name, { type: blob.type });
  } catch {
    return null;
  }
}
