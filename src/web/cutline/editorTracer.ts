import type { CutlineTracer } from '../../editor';
import { computeCutline } from './cutlineClient';

/** The editor's live cutline, traced in the page's cutline worker; a superseded request answers null. */
export const traceCutlineInWorker: CutlineTracer = async (mask, width, height, options) => (await computeCutline(mask, width, height, options))?.result ?? null;
