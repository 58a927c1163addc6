import type { Editor } from '../../editor';
import { DRAFT_DEBOUNCE_MS, type Draft } from '../../editor/light';
import { draftKeys } from './draftKeys';
import { keepsLocalCopies, type PersistenceState } from './state';

/** The local copies (IndexedDB, src/editor/persistence/draftStore), injected. */
export interface DraftStore {
  load(key: string): Promise<Draft | undefined>;
  save(draft: Draft): Promise<void>;
  clear(key: string): Promise<void>;
}

export { DRAFT_DEBOUNCE_MS };

/** Where the editor's work is kept locally right now, if anywhere. */
export interface DraftTarget {
  key: string;
  baseRevision: number | null;
}

/** A guest's work (always), or an open design's changes (while they are unsaved); nothing while a restore is on offer. */
export function draftTargetOf(s: PersistenceState, userId: string | null): DraftTarget | null {
  if (!keepsLocalCopies(s)) return null;
  if (!userId) return { key: draftKeys.guest, baseRevision: null };
  if (s.work.kind === 'design' && s.work.dirty) return { key: draftKeys.design(userId, s.work.design.id), baseRevision: s.work.design.revision };
  return null;
}

/**
 * Writes the editor's document to its local copy: DRAFT_DEBOUNCE_MS (100 ms) after the last change (`keepSoon`), or at once
 * (`keepNow`). Writes run one after another, so an older document never lands after a newer one.
 */
export class LocalDrafts {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly editor: Editor,
    private readonly store: DraftStore,
    /** Asked when the write starts: the target may have changed since it was scheduled. */
    private readonly target: () => DraftTarget | null,
    private readonly now: () => number = Date.now,
  ) {}

  keepSoon(): void {
    this.cancel();
    this.timer = setTimeout(() => void this.keepNow(), DRAFT_DEBOUNCE_MS);
  }

  keepNow(): Promise<void> {
    this.cancel();
    this.writes = this.writes.then(() => this.write());
    return this.writes;
  }

  /** Resolves once every write asked for so far is done. */
  settled(): Promise<void> {
    return this.writes;
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async write(): Promise<void> {
    const target = this.target();
    if (!target) return;
    try {
      const json = JSON.stringify(this.editor.getJsonNow());
      await this.store.save({ key: target.key, json, baseRevision: target.baseRevision, savedAt: this.now() });
    } catch (error) {
      console.warn('[designs] local copy failed:', error);
    }
  }
}
