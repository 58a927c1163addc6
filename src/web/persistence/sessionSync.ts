import type { AutoSaveInput, AutoSaveResponse, ConvertSessionInput, ConvertSessionResponse, RestoreSessionResponse, StartSessionResponse } from '../api/autosave';
import { isSessionNotFound } from '../api/autosave';
import { conflictDetails, isRevisionConflict } from '../api/designs';

/** The /api/autosave calls the sync needs (injected, so the rules below are tested without a server). */
export interface SessionApi {
  start(): Promise<StartSessionResponse>;
  restorable(): Promise<RestoreSessionResponse>;
  save(sessionId: string, input: AutoSaveInput): Promise<AutoSaveResponse>;
  finalize(sessionId: string): Promise<unknown>;
  convert(sessionId: string, input: ConvertSessionInput): Promise<ConvertSessionResponse>;
}

export type SessionSaveInput = Omit<AutoSaveInput, 'baseRevision'>;

export interface SessionSaveResult {
  tooLarge: boolean;
  /** With tooLarge, SPEC §8's message from the server. */
  message?: string;
}

interface Current {
  sessionId: string;
  /** The revision the server last confirmed (sent as baseRevision). */
  revision: number;
  hasData: boolean;
  /** Changes confirmed in this session so far (metadata.changeCount). */
  changes: number;
}

/**
 * The client half of the user's one fixed auto-save session (SPEC §4/§8): starts it once, saves with
 * the revision it last saw, and recovers on its own:
 * - 404 session_not_found (finalized, timed out, converted): a new session is started and the save is
 *   retried once, based on the new session's revision (0 for a new one);
 * - 409 revision_conflict (another tab of the same user saved the one session since): the session is
 *   this user's latest work, so the save is retried once on top of the current revision.
 * After `finalize()` (the user left the editor) saves are dropped, so a late save never starts a new session.
 */
export class SessionSync {
  private current: Current | null = null;
  private starting: Promise<Current> | null = null;
  private closed = false;
  /** The last save was over the SPEC size limit: the server holds only the workspace. */
  lastTooLarge = false;

  constructor(private readonly api: SessionApi) {}

  get sessionId(): string | null {
    return this.current?.sessionId ?? null;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** The active session, started (or fetched: two tabs share it) on first use. */
  ensure(): Promise<Current> {
    if (this.current) return Promise.resolve(this.current);
    this.starting ??= this.api
      .start()
      .then(({ session }) => {
        this.current = { sessionId: session.sessionId, revision: session.revision, hasData: session.hasData, changes: session.metadata.changeCount };
        return this.current;
      })
      .finally(() => {
        this.starting = null;
      });
    return this.starting;
  }

  async save(input: SessionSaveInput): Promise<SessionSaveResult> {
    if (this.closed) return { tooLarge: false };
    let session = await this.ensure();
    let recreated = false;
    let rebased = false;
    for (;;) {
      try {
        const res = await this.api.save(session.sessionId, { ...input, changeCount: session.changes + input.changeCount, baseRevision: session.revision });
        session.revision = res.session.revision;
        session.hasData = true;
        session.changes += input.changeCount;
        this.lastTooLarge = res.tooLarge;
        return res.tooLarge ? { tooLarge: true, message: res.message } : { tooLarge: false };
      } catch (error) {
        if (isSessionNotFound(error) && !recreated && !this.closed) {
          recreated = true;
          if (this.current === session) this.current = null;
          session = await this.ensure();
          continue;
        }
        const details = isRevisionConflict(error) ? conflictDetails(error) : null;
        if (details && !rebased) {
          rebased = true;
          session.revision = details.current.revision;
          continue;
        }
        throw error;
      }
    }
  }

  /** SPEC §4 save-confirmation: the session becomes a design; the next save starts a new session. */
  async convert(input: ConvertSessionInput): Promise<ConvertSessionResponse> {
    const session = await this.ensure();
    const res = await this.api.convert(session.sessionId, input);
    if (this.current === session) this.current = null;
    return res;
  }

  /** The user left the editor: the session becomes inactive and later saves are dropped. */
  async finalize(): Promise<void> {
    this.closed = true;
    await this.end();
  }

  /** "Start fresh": the old session (and the work in it) is finalized, and a new, empty one started. */
  async startFresh(): Promise<void> {
    await this.end();
    this.lastTooLarge = false;
    await this.ensure();
  }

  private async end(): Promise<void> {
    const pending = this.starting;
    const session = this.current ?? (pending ? await pending.catch(() => null) : null);
    this.current = null;
    if (!session) return;
    try {
      await this.api.finalize(session.sessionId);
    } catch (error) {
      if (!isSessionNotFound(error)) throw error;
    }
  }
}
