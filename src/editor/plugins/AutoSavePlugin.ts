import { RETRY_AFTER_SPREAD } from '../../shared/api/retry-after';
import { isDocumentTooLarge, nextAutoSaveDelay } from '../../shared/autosave';
import type { Editor } from '../core/Editor';
import type { EditorPlugin } from '../core/types';
import { clearDraft, saveDraft } from '../persistence/draftStore';

export type SaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'error';

export interface AutoSaveInput {
  json: string;
  changeCount: number;
  canvasState: { shape: string; width: number; height: number; cutlinePath?: string };
}

/**
 * Where auto-saves go (the web app's API client); it resolves only once the server confirmed the save.
 * A refusal that says when to come back (a busy server's 503 with Retry-After) throws an error with
 * `retryAfterMs`.
 */
export interface AutoSaveTarget {
  save(input: AutoSaveInput): Promise<{ tooLarge?: boolean }>;
}

export interface AutoSaveOptions {
  target: AutoSaveTarget;
  /** The IndexedDB key of this document's local copy. */
  draftKey: string;
  now?: () => number;
}

declare module '../core/types' {
  interface EditorApis {
    /** Saves now (e.g. before leaving); resolves true when the server confirmed. */
    saveNow(): Promise<boolean>;
    getSaveState(): SaveState;
    hasUnsavedChanges(): boolean;
    /** Writes the local copy at once (the page is going away); resolves when it is written. */
    keepDraftNow(): Promise<void>;
  }
  interface EditorEvents {
    saveStateChange: [SaveState];
  }
}

/** Retries of a failed save wait 2 s, 4 s, 8 s … up to a minute. */
export const RETRY = { firstMs: 2000, maxMs: 60_000 } as const;

/** The wait a refusal asked for, in ms, when it said one. */
export function retryAfterOf(error: unknown): number | undefined {
  const ms = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

/** Short, so that a change made just before a reload or a closed tab is already in the local copy. */
export const DRAFT_DEBOUNCE_MS = 100;

/**
 * Auto-save on change (SPEC §9): a save 1 s after 25 changes or once the 10-minute interval is due,
 * otherwise at least 5 s after the last change. Every change is first kept locally (IndexedDB) until the
 * server confirms it; a failed or offline save is retried with backoff (a busy server's after the wait
 * it asked for), and the state is announced.
 */
export class AutoSavePlugin implements EditorPlugin {
  static readonly pluginName = 'AutoSavePlugin';
  static readonly events = ['saveStateChange'] as const;
  static readonly apis = ['saveNow', 'getSaveState', 'hasUnsavedChanges', 'keepDraftNow'] as const;

  private pending = 0;
  private lastSaveAt: number;
  private lastChangeAt = 0;
  private state: SaveState = 'saved';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private draftTimer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;
  /** A busy server asked for no save before this time (ms); changes meanwhile wait for it too. */
  private busyUntil = 0;
  private inFlight: Promise<boolean> | null = null;
  private readonly off: () => void;
  private readonly now: () => number;

  constructor(
    private readonly editor: Editor,
    private readonly options: AutoSaveOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.lastSaveAt = this.now();
    const offChange = editor.on('change', () => this.onChange());
    // Back online: a save that failed offline is sent at once rather than at its next backoff.
    const onOnline = () => {
      if (this.state === 'offline' || this.state === 'error') void this.saveNow();
    };
    globalThis.addEventListener?.('online', onOnline);
    this.off = () => {
      offChange();
      globalThis.removeEventListener?.('online', onOnline);
    };
  }

  private onChange(): void {
    this.pending += 1;
    this.lastChangeAt = this.now();
    this.retries = 0;
    this.setState('pending');
    this.keepDraft();
    this.schedule();
  }

  private schedule(delay?: number): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    const now = this.now();
    const due = delay ?? nextAutoSaveDelay({ changeCount: this.pending, msSinceLastSave: now - this.lastSaveAt, msSinceLastChange: now - this.lastChangeAt });
    const wait = Math.max(due, this.busyUntil - now);
    this.timer = Number.isFinite(wait) ? setTimeout(() => void this.saveNow(), wait) : undefined;
  }

  private keepDraft(): void {
    if (this.draftTimer !== undefined) clearTimeout(this.draftTimer);
    this.draftTimer = setTimeout(() => void this.keepDraftNow(), DRAFT_DEBOUNCE_MS);
  }

  async keepDraftNow(): Promise<void> {
    if (this.draftTimer !== undefined) clearTimeout(this.draftTimer);
    this.draftTimer = undefined;
    if (this.pending === 0) return;
    try {
      const json = JSON.stringify(this.editor.getJsonNow());
      await saveDraft({ key: this.options.draftKey, json, baseRevision: null, savedAt: this.now() });
    } catch (error) {
      console.warn('[autosave] local copy failed:', error);
    }
  }

  saveNow(): Promise<boolean> {
    // One save at a time; a change made during it triggers the next one.
    this.inFlight ??= this.runSave().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async runSave(): Promise<boolean> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending === 0 && this.state === 'saved') return true;
    const saving = this.pending;
    this.setState('saving');
    try {
      const doc = await this.editor.getJson();
      const json = JSON.stringify(doc);
      const result = await this.options.target.save({
        json,
        changeCount: saving,
        canvasState: { shape: doc.workspace.shape, width: doc.workspace.width, height: doc.workspace.height, cutlinePath: doc.cutlinePath },
      });
      if (result.tooLarge || isDocumentTooLarge(json)) {
        this.editor.emit('notify', { kind: 'warning', key: 'editor.autosave.tooLarge', values: { kb: Math.ceil(json.length / 1024) } });
      }
      this.pending = Math.max(0, this.pending - saving);
      this.lastSaveAt = this.now();
      this.retries = 0;
      if (this.pending === 0) {
        if (this.draftTimer !== undefined) clearTimeout(this.draftTimer);
        await clearDraft(this.options.draftKey).catch(() => {});
        this.setState('saved');
      } else {
        this.setState('pending');
        this.schedule();
      }
      return true;
    } catch (error) {
      const retryAfterMs = retryAfterOf(error);
      if (retryAfterMs !== undefined) {
        // The server was busy and said when to come back: not a failure. The change stays in the local
        // copy and waits for that save, as changes wait for any scheduled save.
        this.setState('pending');
        this.busyUntil = this.now() + retryAfterMs * (1 + Math.random() * RETRY_AFTER_SPREAD);
        this.schedule(0);
        return false;
      }
      console.warn('[autosave] save failed, will retry:', error);
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      this.setState(offline ? 'offline' : 'error');
      this.retries += 1;
      this.schedule(Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** (this.retries - 1)));
      return false;
    }
  }

  getSaveState(): SaveState {
    return this.state;
  }

  hasUnsavedChanges(): boolean {
    return this.pending > 0 || this.state === 'saving' || this.state === 'error' || this.state === 'offline';
  }

  private setState(state: SaveState): void {
    if (state === this.state) return;
    this.state = state;
    this.editor.emit('saveStateChange', state);
  }

  destroy(): void {
    this.off();
    if (this.timer !== undefined) clearTimeout(this.timer);
    if (this.draftTimer !== undefined) clearTimeout(this.draftTimer);
  }
}
