/**
 * What to offer when the editor opens ("nothing is lost"): the server's auto-save session or a
 * local copy that the server never confirmed (a crash, a reload, offline). Pure, so it is unit-tested.
 */

export interface RestoreCandidate {
  source: 'server' | 'draft';
  /** The draft's IndexedDB key (drafts only). */
  key?: string;
  /** The design JSON as text. */
  json: string;
  /** When it was written (ms since epoch); 0 when unknown. */
  savedAt: number;
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when a design JSON holds anything besides the workspace (an object or an overlay image). */
export function documentHasContent(json: string): boolean {
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch {
    return false;
  }
  if (!isRecord(doc)) return false;
  if (isRecord(doc.overlayImage)) return true;
  return Array.isArray(doc.objects) && doc.objects.some((o) => !(isRecord(o) && o.id === 'workspace'));
}

/** The newest candidate with content (a tie goes to the server's copy, which is confirmed); null when there is nothing worth offering. */
export function chooseRestore(candidates: ReadonlyArray<RestoreCandidate | null | undefined>): RestoreCandidate | null {
  let best: RestoreCandidate | null = null;
  for (const c of candidates) {
    if (!c || !documentHasContent(c.json)) continue;
    if (!best || c.savedAt > best.savedAt || (c.savedAt === best.savedAt && c.source === 'server' && best.source !== 'server')) best = c;
  }
  return best;
}

/** A time from the server (ISO) in ms, 0 when missing or unreadable. */
export function timeOf(iso: string | null | undefined): number {
  if (!iso) return 0;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : 0;
}

/**
 * A saved design's local copy is worth offering when it was written after the design's last save on
 * the server (unconfirmed changes). An older one is stale: the design was saved since (here or elsewhere).
 */
export function isDesignDraftNewer(draft: { savedAt: number; json: string } | undefined, designUpdatedAt: string): boolean {
  return !!draft && draft.savedAt > timeOf(designUpdatedAt);
}
