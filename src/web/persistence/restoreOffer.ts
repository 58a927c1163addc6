import type { Draft } from '../../editor/light';
import { ApiError } from '../api/client';
import { chooseRestore, isDesignDraftNewer, type RestoreCandidate, timeOf } from './restoreChoice';
import type { SessionApi } from './sessionSync';
import type { DesignRef, RestoreOffer } from './state';

/**
 * What the editor offers to restore when it opens ("nothing is lost"): pure choices over what
 * was read from the local copies and the server, so the controller only reads and shows.
 */

export function candidateOf(draft: Draft | undefined): RestoreCandidate | undefined {
  return draft && { source: 'draft', key: draft.key, json: draft.json, savedAt: draft.savedAt };
}

/** A guest's work kept on this device (guests have no server copy). */
export function guestOffer(draft: Draft | undefined): RestoreOffer | null {
  const best = chooseRestore([candidateOf(draft)]);
  return best && { kind: 'restore', mode: 'session', candidate: best };
}

/**
 * Session mode: the server's session or a newer local copy, whichever is newest and holds anything;
 * 'corrupted' when the server's session has no workspace and no local copy is worth offering; null
 * when there is nothing to offer (a failure to ask the server is not worth an offer either).
 */
export async function findSessionOffer(sessionApi: Pick<SessionApi, 'restorable'>, drafts: Array<Draft | undefined>): Promise<RestoreOffer | null> {
  let server: RestoreCandidate | null = null;
  let corrupted = false;
  try {
    const { session } = await sessionApi.restorable();
    if (session) server = { source: 'server', json: session.designData, savedAt: timeOf(session.lastSaved ?? session.metadata.sessionStarted) };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'session_corrupted') corrupted = true;
    else console.warn('[designs] could not look for a session to restore:', error);
  }
  const best = chooseRestore([server, ...drafts.map(candidateOf)]);
  if (best) return { kind: 'restore', mode: 'session', candidate: best };
  return corrupted ? { kind: 'corrupted' } : null;
}

/** A saved design's local copy is offered when it is newer than the design's last save; an older one is stale (to be dropped). */
export function designOffer(draft: Draft | undefined, design: Pick<DesignRef, 'updatedAt'>): RestoreOffer | null {
  if (!draft || !isDesignDraftNewer(draft, design.updatedAt)) return null;
  return { kind: 'restore', mode: 'design', candidate: { source: 'draft', key: draft.key, json: draft.json, savedAt: draft.savedAt } };
}
