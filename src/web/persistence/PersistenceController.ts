import type { Editor, EditorApis } from '../../editor';
import type { DesignSummary } from '../../shared/api/designs';
import { ApiError } from '../api/client';
import { registerAutoSave, sessionTarget } from './autoSaveTarget';
import type { ControllerDeps } from './controllerDeps';
import { DesignAutoSave, type DesignSaveRun } from './designAutoSave';
import { type ConflictChoice, saveWithRevision } from './designSave';
import { draftKeys } from './draftKeys';
import { finalizeSession } from './leaving';
import { draftTargetOf, LocalDrafts } from './localDrafts';
import { designOffer, findSessionOffer, guestOffer } from './restoreOffer';
import { SessionGate } from './sessionGate';
import { SessionSync } from './sessionSync';
import * as S from './state';
import { StateStore } from './stateStore';

/** How a save of the open design ended ('busy': another runs, or there is none; 'later': the server was busy, a save is set for when it said). */
type DesignSaveOutcome = 'saved' | 'failed' | 'cancelled' | 'busy' | 'later';

/**
 * Keeps the editor's work (decision 16): the signed-in user's auto-save session (AutoSavePlugin → PUT
 * session), a saved design's saves with revisions (by itself shortly after changes, decision 98, and on
 * Save), local copies for everyone, and what to restore on open. Its one `PersistenceState` changes only
 * by the pure transitions of `state.ts`; this class runs the effects around them. Framework-free.
 */
export class PersistenceController {
  readonly sync: SessionSync;
  readonly drafts: LocalDrafts;
  /** The open design's changes go to the account by themselves (decision 98). */
  private readonly autoSave: DesignAutoSave;
  private readonly gate = new SessionGate();
  private readonly store: StateStore;
  private readonly offs: Array<() => void> = [];
  /** The work declined with "Start fresh" (design JSON), kept so that the choice can be undone. */
  private declined: string | null = null;

  constructor(private readonly deps: ControllerDeps) {
    this.sync = new SessionSync(deps.sessionApi);
    this.store = new StateStore(S.initialState(deps.userId !== null));
    this.drafts = new LocalDrafts(deps.editor, deps.drafts, () => draftTargetOf(this.state, deps.userId), deps.now);
    this.autoSave = new DesignAutoSave(() => this.autoSaveDesign(), deps.connectivity);
    this.offs.push(deps.editor.on('change', () => this.onChange()));
  }

  // ---- state for React ----

  readonly subscribe: StateStore['subscribe'] = (listener) => this.store.subscribe(listener);
  readonly getSnapshot: StateStore['getSnapshot'] = () => this.store.getSnapshot();

  /** The whole state (for tests and debugging; React reads the snapshot). */
  getState(): S.PersistenceState {
    return this.store.current;
  }

  private get state(): S.PersistenceState {
    return this.store.current;
  }

  private update(transition: (s: S.PersistenceState) => S.PersistenceState): void {
    this.store.update(transition);
  }

  get signedIn(): boolean {
    return this.deps.userId !== null;
  }

  private get editor(): Editor {
    return this.deps.editor;
  }

  private get api(): Partial<EditorApis> {
    return this.editor.api as Partial<EditorApis>;
  }

  // ---- start ----

  /**
   * Reads the local copies first (before anything overwrites them), then starts saving and looks for work
   * to restore. `leftDesign`: a new design was asked for while a design was being edited (decision 97);
   * the session then holds that design's work, which is not offered as unsaved work (its own unsaved
   * changes are kept under the design's key), and a new session starts.
   */
  async start(designId?: string | null, options: { leftDesign?: boolean } = {}): Promise<void> {
    try {
      await this.startOnce(designId, options.leftDesign === true);
    } finally {
      this.update(S.startFinished);
    }
  }

  private async startOnce(designId: string | null | undefined, leftDesign: boolean): Promise<void> {
    const { userId, drafts } = this.deps;
    if (!userId) {
      const offer = guestOffer(await drafts.load(draftKeys.guest).catch(() => undefined));
      if (offer) this.update((s) => S.offered(s, offer));
      return;
    }
    const [sessionDraft, guestDraft] = await Promise.all([drafts.load(draftKeys.session(userId)).catch(() => undefined), drafts.load(draftKeys.guest).catch(() => undefined)]);
    if (this.store.disposed) return;
    const changedBefore = this.state.changes > 0;
    // Until we know whether there is work to offer, saves wait (they would overwrite it on the server).
    this.gate.hold();
    this.offs.push(registerAutoSave(this.editor, sessionTarget({ editor: this.editor, gate: this.gate, sync: this.sync, preview: this.deps.preview }), draftKeys.session(userId)));
    this.offs.push(this.editor.on('saveStateChange', (state) => this.update((s) => S.saveStateChanged(s, state))));
    this.update((s) => S.saveStateChanged(s, this.api.getSaveState?.() ?? 'saved'));
    // A change made while the local copies were read (e.g. a template loaded) was not seen by the plugin.
    if (changedBefore) this.editor.emit('change');
    void this.sync.ensure().catch((error: unknown) => console.warn('[designs] could not start the auto-save session:', error));

    if (designId && (await this.openDesign(designId))) {
      this.gate.release();
      return;
    }
    if (this.store.disposed) return;
    if (leftDesign) await this.leaveDesignSession(userId);
    const offer = leftDesign ? guestOffer(guestDraft) : await findSessionOffer(this.deps.sessionApi, [sessionDraft, guestDraft]);
    if (this.store.disposed) return;
    if (offer) this.update((s) => S.offered(s, offer));
    else this.gate.release();
  }

  /** The session and its local copy held the design being edited before: they end, and new work starts a new session. */
  private async leaveDesignSession(userId: string): Promise<void> {
    await this.deps.drafts.clear(draftKeys.session(userId)).catch(() => {});
    await this.sync.startFresh().catch((error: unknown) => console.warn('[designs] could not start a new session:', error));
  }

  /**
   * Loads a saved design into the editor (GET /api/designs/:id); its local copy, when newer than the
   * server's, is offered. False when it could not be loaded (the editor stays in session mode).
   */
  async openDesign(designId: string): Promise<boolean> {
    const { userId } = this.deps;
    if (!userId) {
      this.deps.ui.notify('info', 'designs.editor.signInToOpen');
      return false;
    }
    const { load } = this.state;
    if (S.designOf(this.state)?.id === designId || (load.status === 'loading' && load.id === designId)) return true;
    this.update((s) => S.designLoading(s, designId));
    try {
      const key = draftKeys.design(userId, designId);
      const [design, draft] = await Promise.all([this.deps.designs.get(designId), this.deps.drafts.load(key).catch(() => undefined)]);
      if (this.store.disposed) return true;
      await this.importOwn(design.json);
      const offer = designOffer(draft, design);
      this.update((s) => S.designLoaded(s, S.refOf(design), offer));
      // An older local copy is stale: the design was saved since (here or elsewhere).
      if (draft && !offer) await this.deps.drafts.clear(key).catch(() => {});
      return true;
    } catch (error) {
      if (this.store.disposed) return false;
      console.warn('[designs] could not open the design:', error);
      this.update(S.designLoadFailed);
      this.deps.ui.notifyError(error instanceof ApiError && error.status === 404 ? 'designs.editor.notFound' : 'designs.editor.loadFailed', error);
      return false;
    }
  }

  // ---- restore ----

  async acceptRestore(): Promise<void> {
    const offer = S.offerOf(this.state);
    if (!offer) return;
    this.update(S.offerAnswered);
    if (offer.kind === 'corrupted') return this.declineRestore(offer);
    try {
      this.gate.markReplaced();
      await this.importOwn(offer.candidate.json);
      // Restored work is work: saved to the session (the import is a change), and worth a leave prompt.
      this.update(S.restored);
      this.autoSaveIfDesign();
    } catch (error) {
      this.deps.ui.notifyError('autosave.restoreFailed', error);
    }
    if (offer.candidate.key === draftKeys.guest && this.signedIn) await this.deps.drafts.clear(draftKeys.guest).catch(() => {});
    if (S.keepsLocalCopies(this.state)) this.drafts.keepSoon();
    this.gate.release();
  }

  async declineRestore(given?: S.RestoreOffer): Promise<void> {
    const offer = given ?? S.offerOf(this.state);
    if (!offer) return;
    this.update(S.offerAnswered);
    // "Start fresh" is undoable: the declined work stays in memory until bringBackDeclined() or the page closes.
    this.declined = offer.kind === 'restore' ? offer.candidate.json : null;
    const { userId } = this.deps;
    const clear = (key: string) => this.deps.drafts.clear(key);
    try {
      if (!userId) {
        await clear(draftKeys.guest).catch(() => {});
      } else if (offer.kind === 'restore' && offer.mode === 'design') {
        const design = S.designOf(this.state);
        if (design) await clear(draftKeys.design(userId, design.id)).catch(() => {});
      } else {
        await Promise.all([clear(draftKeys.session(userId)), clear(draftKeys.guest)]).catch(() => {});
        // The old session's work should not be offered again: it is finalized, and a new session started.
        if (offer.kind === 'corrupted' || offer.candidate.source === 'server') await this.sync.startFresh();
      }
    } catch (error) {
      console.warn('[designs] starting fresh:', error);
    } finally {
      this.gate.release();
    }
  }

  /** Whether work declined with "Start fresh" can still be brought back. */
  canBringBackDeclined(): boolean {
    return this.declined !== null;
  }

  /**
   * Undo of "Start fresh": the declined work is loaded into the editor again and becomes this session's
   * work (auto-saved like any change). Anything made since is replaced, as Undo of a fresh start means.
   */
  async bringBackDeclined(): Promise<void> {
    const json = this.declined;
    if (json === null) return;
    this.declined = null;
    try {
      await this.importOwn(json);
      this.update(S.restored);
      this.autoSaveIfDesign();
    } catch (error) {
      this.deps.ui.notifyError('autosave.restoreFailed', error);
    }
    if (S.keepsLocalCopies(this.state)) this.drafts.keepSoon();
  }

  // ---- changes ----

  private onChange(): void {
    if (this.state.importing) return;
    this.update(S.changed);
    if (S.keepsLocalCopies(this.state)) this.drafts.keepSoon();
    this.autoSaveIfDesign();
  }

  /** Unsaved changes to the open design go to the account shortly. */
  private autoSaveIfDesign(): void {
    if (this.signedIn && S.hasWork(this.state) && S.designOf(this.state)) this.autoSave.changed();
  }

  /**
   * The page is going away (reload, tab closed, hidden, the editor's Preview): the local copies are
   * written at once, so the last changes are on this device whatever happens to the network save.
   * Resolves when they are written.
   */
  async keepLocalNow(): Promise<void> {
    await Promise.all([S.keepsLocalCopies(this.state) ? this.drafts.keepNow() : undefined, this.api.keepDraftNow?.()]);
  }

  /** Resolves once no save of the open design is running (at once when none is): the editor's Preview lets one in flight finish. */
  designSaveSettled(): Promise<void> {
    return this.store.until((s) => !s.savingDesign);
  }

  /** "Retry" (and reconnecting): the open design's changes, and the session's, are sent now. */
  async retry(): Promise<void> {
    await Promise.all([this.autoSave.now(), this.signedIn ? this.api.saveNow?.() : undefined]);
  }

  private async autoSaveDesign(): Promise<DesignSaveRun> {
    if (!S.designOf(this.state) || !S.hasWork(this.state) || this.state.phase.name !== 'editing') return 'done';
    const outcome = await this.saveDesign('auto');
    return outcome === 'saved' ? 'done' : outcome === 'cancelled' ? 'stopped' : outcome === 'later' ? 'later' : 'failed';
  }

  /** Our own imports (a design load, a restore) are not the user's changes. */
  private async importOwn(json: unknown): Promise<void> {
    this.update(S.importStarted);
    try {
      await this.editor.importJson(json);
    } finally {
      this.update(S.importEnded);
    }
  }

  // ---- actions ----

  /** Flushes the auto-save now; a guest's work is kept locally. True when it is safe. */
  async saveNow(): Promise<boolean> {
    if (!this.signedIn) {
      await this.drafts.keepNow();
      return true;
    }
    return (await this.api.saveNow?.()) ?? false;
  }

  /** "Save" (and Ctrl/⌘+S): the open design with its revision; without one, the save-confirmation dialog. */
  async save(): Promise<boolean> {
    if (!this.signedIn) {
      this.deps.ui.notify('info', 'designs.editor.signInToSave');
      return false;
    }
    if (!S.designOf(this.state)) {
      this.deps.ui.askSaveAs();
      return false;
    }
    return (await this.saveDesign('user')) === 'saved';
  }

  /**
   * The open design's save with its revision. 'user' (Save, Ctrl+S) says how it went and asks on a
   * conflict; 'auto' is quiet and asks on a conflict; 'leaving' is quiet and keeps mine as a copy.
   */
  private async saveDesign(mode: 'user' | 'auto' | 'leaving'): Promise<DesignSaveOutcome> {
    const design = S.designOf(this.state);
    if (!design || !this.signedIn || this.state.savingDesign) return 'busy';
    this.update(S.designSaveStarted);
    const changesAtStart = this.state.changes;
    const { ui } = this.deps;
    try {
      const doc = await this.editor.getJson();
      const preview = await this.deps.preview(this.editor, doc.workspace);
      const outcome = await saveWithRevision(this.deps.designs, {
        design,
        doc,
        preview,
        resolveConflict: mode === 'leaving' ? async (): Promise<ConflictChoice> => 'copy' : ui.resolveConflict,
        copyName: ui.copyName,
      });
      switch (outcome.kind) {
        case 'cancelled':
          // "Decide later": not saved, and not tried again by itself (it would ask again at once).
          this.update((s) => S.designSaveFailed(s, false));
          return 'cancelled';
        case 'theirs':
          return (await this.takeTheirs()) ? 'saved' : 'failed';
        case 'saved':
          await this.adopt(outcome.saved, changesAtStart, design.id);
          if (mode === 'user') ui.notify('success', 'designs.editor.saved');
          return 'saved';
        case 'copied':
          await this.adopt(outcome.copy, changesAtStart, design.id);
          if (this.state.phase.name !== 'leaving') ui.designOpened(outcome.copy.id);
          if (mode !== 'leaving') ui.notify('success', 'designs.conflict.copySaved', { name: outcome.copy.name });
          return 'saved';
      }
    } catch (error) {
      const offline = (error instanceof ApiError && error.code === 'network') || (typeof navigator !== 'undefined' && navigator.onLine === false);
      const waitMs = error instanceof ApiError ? error.retryAfterMs : undefined;
      this.update((s) => (waitMs === undefined ? S.designSaveFailed(s, offline) : S.designSaveDeferred(s)));
      if (mode === 'user') ui.notifyError('designs.editor.saveFailed', error);
      if (waitMs !== undefined) this.autoSave.busy(waitMs);
      else if (mode !== 'auto') this.autoSave.failed();
      return waitMs === undefined ? 'failed' : 'later';
    } finally {
      this.update(S.designSaveEnded);
    }
  }

  /** "Take theirs": the server's version replaces the editor's. */
  async takeTheirs(): Promise<boolean> {
    const design = S.designOf(this.state);
    const { userId } = this.deps;
    if (!design || !userId) return false;
    try {
      const fresh = await this.deps.designs.get(design.id);
      await this.importOwn(fresh.json);
      this.update((s) => S.tookTheirs(s, S.refOf(fresh)));
      await this.deps.drafts.clear(draftKeys.design(userId, design.id)).catch(() => {});
      this.deps.ui.notify('info', 'designs.conflict.tookTheirs');
      return true;
    } catch (error) {
      this.deps.ui.notifyError('designs.editor.loadFailed', error);
      return false;
    }
  }

  /** A confirmed save: the editor now edits `saved`; its local copy goes unless the user changed more meanwhile. */
  private async adopt(saved: DesignSummary, changesAtStart: number, previousId: string | null): Promise<void> {
    const { userId } = this.deps;
    this.update((s) => S.designSaved(s, S.refOf(saved), changesAtStart));
    if (userId) {
      const clear = (id: string) => this.deps.drafts.clear(draftKeys.design(userId, id)).catch(() => {});
      if (previousId && previousId !== saved.id) await clear(previousId);
      if (S.hasWork(this.state)) this.drafts.keepSoon();
      else await clear(saved.id);
    }
    this.deps.ui.designsChanged();
  }

  /**
   * SPEC §4 save-confirmation: the session becomes a design (POST …/convert) after the latest changes
   * reached it. When the session cannot hold it (gone, empty, or saved as the too-large minimal
   * version), the editor's document is saved as a new design instead, so nothing is lost.
   */
  async saveAsDesign(name: string, isFavorite: boolean): Promise<DesignSummary> {
    if (!this.signedIn) throw new ApiError(401, 'unauthorized', 'Please sign in first.');
    const changesAtStart = this.state.changes;
    const doc = await this.editor.getJson();
    const preview = await this.deps.preview(this.editor, doc.workspace);
    const flushed = await this.saveNow();
    let saved: DesignSummary | null = null;
    if (flushed && !this.sync.lastTooLarge && !this.sync.isClosed && changesAtStart === this.state.changes) {
      try {
        saved = (await this.sync.convert({ name, isFavorite, preview })).design;
      } catch (error) {
        // The limit and network failures are the user's to see; a session that cannot be converted is not.
        if (!(error instanceof ApiError) || error.status === 0 || error.status === 403 || error.status === 401) throw error;
        console.warn('[designs] converting the session failed, saving the document instead:', error);
      }
    }
    saved ??= await this.deps.designs.create({ name, json: doc, isFavorite, preview });
    await this.adopt(saved, changesAtStart, S.designOf(this.state)?.id ?? null);
    if (this.state.phase.name !== 'leaving') this.deps.ui.designOpened(saved.id);
    return saved;
  }

  // ---- leaving ----

  /** Save & Leave: the open design's save (a conflict keeps mine as a copy), else the session as a design with the dialog's defaults. */
  async saveBeforeLeaving(defaultName: string): Promise<boolean> {
    if (!this.signedIn) return true;
    this.update(S.leavingStarted);
    try {
      if (S.designOf(this.state)) return S.hasWork(this.state) ? (await this.saveDesign('leaving')) === 'saved' : true;
      await this.saveAsDesign(defaultName, false);
      return true;
    } finally {
      this.update(S.leavingEnded);
    }
  }

  /** SPEC §4: leaving the editor finalizes the session (later saves are dropped); `discard` drops the local copies too. */
  finalize(options: { discard?: boolean } = {}): Promise<void> {
    return finalizeSession({ userId: this.deps.userId, designId: S.designOf(this.state)?.id ?? null, drafts: this.deps.drafts, sync: this.sync }, options);
  }

  /** The plugin's view: changes the server has not confirmed. */
  hasUnsavedChanges(): boolean {
    if (!this.signedIn) return false;
    return this.api.hasUnsavedChanges?.() ?? false;
  }

  /** Whether leaving should ask: unsaved changes to the open design, or any work in this editor without one. */
  hasWork(): boolean {
    return S.hasWork(this.state);
  }

  dispose(): void {
    if (this.store.disposed) return;
    this.drafts.cancel();
    this.autoSave.dispose();
    this.store.dispose();
    this.gate.release();
    for (const off of this.offs.splice(0)) off();
  }
}
