import { MAX_DESIGN_JSON_CHARS, MAX_PREVIEW_DATA_URL_CHARS } from '../../shared/api/designs';

/** JSON bodies above this are refused with 413 (route modules declare a larger one when they need it). */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;
/** Design and auto-save bodies carry a whole document (≤ 10 MB) and a preview image (≤ 2 MB). */
export const DESIGN_BODY_LIMIT = MAX_DESIGN_JSON_CHARS + MAX_PREVIEW_DATA_URL_CHARS + 64 * 1024;
