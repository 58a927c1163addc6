/**
 * SPEC §4/§5/§8/§9 auto-save and saved-design rules, as pure functions shared by the editor client
 * (scheduling, size check, messages) and the server (expiry, minimal version, limits).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** SPEC §9 auto-save constants. */
export const AUTOSAVE = Object.freeze({
  /** A save is due this long after the last one, if anything changed. */
  intervalMs: 10 * MINUTE,
  /** Sessions kept per user (the oldest inactive ones beyond this are deleted). */
  keptSessions: 5,
  /** A session older than this is finalized and a new one started. */
  sessionTimeoutMs: 24 * HOUR,
  /** After this many unsaved changes a save is due. */
  changeThreshold: 25,
  /** A save happens this long after the threshold or the interval is reached. */
  dueDelayMs: 1 * SECOND,
  /** Otherwise a save waits at least this long after the last change. */
  debounceMs: 5 * SECOND,
  /** Non-favourite saved designs expire after this long (favourites never). */
  designExpiryMs: 90 * DAY,
  /** SPEC §5: the largest auto-saved document, in characters of its JSON. */
  maxDocumentChars: 1_048_487,
});

export interface AutoSaveClock {
  /** Changes not yet saved. */
  changeCount: number;
  msSinceLastSave: number;
  msSinceLastChange: number;
}

/**
 * How long to wait before the next auto-save, from now (SPEC §9): 1 s once 25 changes are pending or
 * the 10-minute interval has passed; otherwise at least 5 s after the last change (but no later than
 * 1 s after the interval comes due). Infinity when nothing is pending. Call it again after each change.
 */
export function nextAutoSaveDelay(state: AutoSaveClock): number {
  if (!(state.changeCount > 0)) return Number.POSITIVE_INFINITY;
  if (state.changeCount >= AUTOSAVE.changeThreshold) return AUTOSAVE.dueDelayMs;
  const untilInterval = AUTOSAVE.intervalMs - Math.max(0, state.msSinceLastSave);
  if (untilInterval <= 0) return AUTOSAVE.dueDelayMs;
  const debounce = Math.max(0, AUTOSAVE.debounceMs - Math.max(0, state.msSinceLastChange));
  return Math.min(debounce, untilInterval + AUTOSAVE.dueDelayMs);
}

/** SPEC §5: more than 1048487 characters is too large for auto-save. */
export function isDocumentTooLarge(json: string): boolean {
  return isDocumentLengthTooLarge(json.length);
}

export function isDocumentLengthTooLarge(chars: number): boolean {
  return chars > AUTOSAVE.maxDocumentChars;
}

/** SPEC §8, verbatim; N is the size in KB, rounded up. */
export function tooLargeMessage(chars: number): string {
  return `Design is too large for auto-save (${Math.ceil(chars / 1024)} KB). Please reduce image sizes or complexity.`;
}

/** SPEC §8/§4 messages of auto-save and leaving the editor, verbatim. */
export const AUTOSAVE_MESSAGES = Object.freeze({
  sessionCorrupted: 'Session data is corrupted - missing workspace object',
  workSaved: 'Work saved successfully!',
  saveFailedContinuing: 'Failed to save work, but continuing navigation',
  saveYourWork: 'Save Your Work?',
});

/** SPEC §5 saved-design limit, with the way to more (the client links it to /pricing). */
export function savedDesignLimitMessage(limit: number): string {
  return `You have reached the saved-design limit of your plan (${limit}). Upgrade on the pricing page to save more.`;
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWorkspaceObject = (o: unknown) => isRecord(o) && o.id === 'workspace';

/** True when a document has a workspace: the v2 `workspace` field, or a Fabric workspace object (id 'workspace'). */
export function hasWorkspace(doc: unknown): boolean {
  if (!isRecord(doc)) return false;
  if (isRecord(doc.workspace)) return true;
  return Array.isArray(doc.objects) && doc.objects.some(isWorkspaceObject);
}

/**
 * SPEC §8 minimal version of a document too large to auto-save: only the workspace (the v2 field and,
 * in an older Fabric document, the workspace object), no other objects, fonts, cutline or background.
 */
export function minimalDocument(doc: Json): Json {
  const out: Json = { objects: Array.isArray(doc.objects) ? doc.objects.filter(isWorkspaceObject) : [] };
  if (doc.version !== undefined) out.version = doc.version;
  if (isRecord(doc.workspace)) out.workspace = doc.workspace;
  return out;
}

/** SPEC §4 save-confirmation dialog: the default design name, the date in the user's language. */
export function defaultDesignName(date: Date, locale = 'en'): string {
  let formatted: string;
  try {
    formatted = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    formatted = date.toISOString().slice(0, 16).replace('T', ' ');
  }
  return `Auto-Saved Design - ${formatted}`;
}

/** SPEC §4: non-favourite saves expire 90 days after the save; favourites never. */
export function expiresAtFor(isFavorite: boolean, now: Date = new Date()): Date | null {
  return isFavorite ? null : new Date(now.getTime() + AUTOSAVE.designExpiryMs);
}

/** SPEC §9: a session started this long ago (or more) has timed out. */
export function isSessionExpired(sessionStarted: Date, now: Date = new Date()): boolean {
  return now.getTime() - sessionStarted.getTime() >= AUTOSAVE.sessionTimeoutMs;
}

/** SPEC §9 thumbnail: JPEG, longest side at most 200 px, under 300 KB. Made for every save and auto-save. */
export const THUMBNAIL = Object.freeze({ maxSide: 200, maxBytes: 300 * 1024, contentType: 'image/jpeg' });
