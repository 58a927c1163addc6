import type { Editor } from '../../../editor/core/Editor';
import type { EditorApis } from '../../../editor/core/types';
import type { Draft } from '../../../editor/persistence/draftStore';
import { AutoSavePlugin, type AutoSaveTarget, type AutoSaveInput as PluginSaveInput, type SaveState } from '../../../editor/plugins/AutoSavePlugin';
import type { CanvasState, CreateDesignInput, DesignSummary, DesignWithJson, SaveDesignInput } from '../../../shared/api/designs';
import type { DesignDocument } from '../../../shared/design';
import { ApiError } from '../../api/client';
import { isRevisionConflict } from '../../api/designs';
import { draftKeys } from './draftKeys';
import { chooseRestore, isDesignDraftNewer, type RestoreCandidate, timeOf } from './restoreChoice';
import type { SessionApi } from './sessionSync';
import { SessionSync } from './sessionSync';

/** The open design (after it was loaded, or once the work was saved as one). */
export interface DesignRef {
  id: string;
  name: string;
  revision: number;
  isFavorite: boolean;
  updatedAt: string;
}

export type RestoreOffer =
  /** Unsaved work to restore: the session (or a newer local copy) in the editor, a design's unconfirmed changes in design mode. */
  | { kind: 'restore'; mode: 'session' | 'design'; candidate: RestoreCandidate }
  /** SPEC §4/§8: the session's data has no workspace ('Session data is corrupted - missing workspace object'). */
  | { kind: 'corrupted' };

/** What the badge shows: the auto-save states, or 'local' for a guest (kept on this device only). */
export type PersistenceSaveState = SaveState | 'local';

export interface PersistenceSnapshot {
  saveState: PersistenceSaveState;
  design: DesignRef | null;
  designStatus: 'none' | 'loading' | 'ready' | 'error';
  restoreOffer: RestoreOffer | null;
  /** A design save (Save / Ctrl+S) is running. */
  savingDesign: boolean;
  /** start() has finished: what the editor opens with is loaded or offered (see restoreOffer). */
  started: boolean;
}

export type ConflictChoice = 'copy' | 'theirs' | 'cancel';

export interface ControllerDeps {
  editor: Editor;
  /** The signed-in user's id; null for a guest. */
  userId: string | null;
  sessionApi: SessionApi;
  designs: {
    get(id: string): Promise<DesignWithJson>;
    create(input: CreateDesignInput): Promise<DesignSummary>;
    save(id: string, input: SaveDesignInput): Promise<DesignSummary>;
  };
  drafts: {
    load(key: string): Promise<Draft | undefined>;
    save(draft: Draft): Promise<void>;
    clear(key: string): Promise<void>;
  };
  preview(editor: Editor, size: { width: number; height: number }): Promise<string | undefined>;
  ui: {
    notify(kind: 'success' | 'info' | 'warning' | 'error', key: string, values?: Record<string, unknown>): void;
    /** A translated message for an error (the saved-design limit, a network failure …). */
    notifyError(key: string, error: unknown): void;
    /** 409 on a design save: keep mine as a copy, take theirs, or decide later. */
    resolveConflict(): Promise<ConflictChoice>;
    /** "Save" without a design yet: the save-confirmation dialog (SPEC §4). */
    askSaveAs(): void;
    /** A design was created or saved: lists elsewhere are stale. */
    designsChanged(): void;
    /** The editor now edits this design (after Save as, a copy): the page can put it in its URL. */
    designOpened(id: string): void;
    /** The name of "keep mine as a copy". */
    copyName(name: string): string;
  };
  now?: () => number;
}

const DRAFT_DEBOUNCE_MS = 400;
const sameShape = (shape: string) => shape as CanvasState['shape'];

/** The AutoSavePlugin target of each editor: registered once, then pointed at the current controller (React may mount twice). */
const targets = new WeakMap<Editor, { current: AutoSaveTarget | null }>();

function registerAutoSave(editor: Editor, target: AutoSaveTarget, draftKey: string): () => void {
  let holder = targets.get(editor);
  if (!holder) {
    holder = { current: null };
    targets.set(editor, holder);
    const h = holder;
    editor.use(AutoSavePlugin, {
      draftKey,
      target: { save: (input) => (h.current ? h.current.save(input) : Promise.resolve({})) },
    });
  }
  holder.current = target;
  const h = holder;
  return () => {
    if (h.current === target) h.current = null;
  };
}

/**
 * Keeps the editor's work: the signed-in user's auto-save session (AutoSavePlugin → PUT session), a
 * saved design's explicit saves with revisions, local copies for everyone, and what to restore on open.
 * Framework-free: the React hook wires it to the page and its dialogs.
 */
export class PersistenceController {
  readonly sync: SessionSync;
  private snapshot: PersistenceSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly offs: Array<() => void> = [];
  private disposed = false;
  private readonly now: () => number;

  /** Saves to the session wait here while a restore is on offer (they would overwrite what is offered). */
  private gate: Promise<void> = Promise.resolve();
  private openGate: () => void = () => {};
  private gateClosed = false;
  /** The document was replaced (restored) while a save waited at the gate: send the editor's current one. */
  private replacedWhileGated = false;

  /** Our own imports (design load, restore) are not the user's changes. */
  private importing = false;
  private designDirty = false;
  /** Counts the user's changes, so a save knows whether the editor changed while it ran. */
  private changeSeq = 0;
  private workSinceOpen = false;
  private draftWriter: 'off' | 'guest' | 'design' = 'off';
  private draftTimer: ReturnType<typeof setTimeout> | undefined;
  private savedByOrder = false;
  /** Save & Leave is running: the URL must not change under the blocked navigation. */
  private leaving = false;
  private loadingDesignId: string | null = null;

  constructor(private readonly deps: ControllerDeps) {
    this.sync = new SessionSync(deps.sessionApi);
    this.now = deps.now ?? Date.now;
    this.snapshot = { saveState: deps.userId ? 'saved' : 'local', design: null, designStatus: 'none', restoreOffer: null, savingDesign: false, started: false };
    this.offs.push(deps.editor.on('change', () => this.onChange()));
  }

  // ---- state for React ----

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PersistenceSnapshot => this.snapshot;

  private set(patch: Partial<PersistenceSnapshot>): void {
    if (this.disposed) return;
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
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

  /** Reads the local copies first (before anything overwrites them), then starts saving and looks for work to restore. */
  async start(designId?: string | null): Promise<void> {
    try {
      await this.startOnce(designId);
    } finally {
      if (!this.disposed) this.set({ started: true });
    }
  }

  private async startOnce(designId?: string | null): Promise<void> {
    const { userId } = this.deps;
    if (!userId) {
      const guest = await this.deps.drafts.load(draftKeys.guest).catch(() => undefined);
      if (this.disposed) return;
      const best = chooseRestore([guest && { source: 'draft', key: guest.key, json: guest.json, savedAt: guest.savedAt }]);
      if (best) this.set({ restoreOffer: { kind: 'restore', mode: 'session', candidate: best } });
      else this.draftWriter = 'guest';
      return;
    }
    const [sessionDraft, guestDraft] = await Promise.all([
      this.deps.drafts.load(draftKeys.session(userId)).catch(() => undefined),
      this.deps.drafts.load(draftKeys.guest).catch(() => undefined),
    ]);
    if (this.disposed) return;
    const changedBefore = this.changeSeq > 0;
    // Until we know whether there is work to offer, saves wait (they would overwrite it on the server).
    this.closeGate();
    this.offs.push(registerAutoSave(this.editor, { save: (input) => this.saveSession(input) }, draftKeys.session(userId)));
    this.offs.push(this.editor.on('saveStateChange', (state) => this.set({ saveState: state })));
    this.set({ saveState: this.api.getSaveState?.() ?? 'saved' });
    // A change made while the local copies were read (e.g. a template loaded) was not seen by the plugin.
    if (changedBefore) this.editor.emit('change');
    void this.sync.ensure().catch((error: unknown) => console.warn('[designs] could not start the auto-save session:', error));

    if (designId && (await this.openDesign(designId))) {
      this.releaseGate();
      return;
    }
    if (this.disposed) return;
    await this.offerSession([
      sessionDraft && { source: 'draft', key: sessionDraft.key, json: sessionDraft.json, savedAt: sessionDraft.savedAt },
      guestDraft && { source: 'draft', key: guestDraft.key, json: guestDraft.json, savedAt: guestDraft.savedAt },
    ]);
  }

  /** Session mode: the server's session or a newer local copy, whichever is newest and holds anything. */
  private async offerSession(drafts: Array<RestoreCandidate | undefined>): Promise<void> {
    let server: RestoreCandidate | null = null;
    let corrupted = false;
    try {
      const { session } = await this.deps.sessionApi.restorable();
      if (session) server = { source: 'server', json: session.designData, savedAt: timeOf(session.lastSaved ?? session.metadata.sessionStarted) };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'session_corrupted') corrupted = true;
      else console.warn('[designs] could not look for a session to restore:', error);
    }
    if (this.disposed) return;
    const best = chooseRestore([server, ...drafts]);
    if (best) this.set({ restoreOffer: { kind: 'restore', mode: 'session', candidate: best } });
    else if (corrupted) this.set({ restoreOffer: { kind: 'corrupted' } });
    else this.releaseGate();
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
    if (this.snapshot.design?.id === designId || this.loadingDesignId === designId) return true;
    this.loadingDesignId = designId;
    this.set({ designStatus: 'loading' });
    try {
      const key = draftKeys.design(userId, designId);
      const [design, draft] = await Promise.all([this.deps.designs.get(designId), this.deps.drafts.load(key).catch(() => undefined)]);
      if (this.disposed) return true;
      await this.importOwn(design.json);
      this.designDirty = false;
      this.workSinceOpen = false;
      this.set({ design: refOf(design), designStatus: 'ready' });
      if (draft && isDesignDraftNewer(draft, design.updatedAt)) {
        this.set({ restoreOffer: { kind: 'restore', mode: 'design', candidate: { source: 'draft', key, json: draft.json, savedAt: draft.savedAt } } });
      } else {
        if (draft) await this.deps.drafts.clear(key).catch(() => {});
        this.draftWriter = 'design';
      }
      return true;
    } catch (error) {
      if (this.disposed) return false;
      console.warn('[designs] could not open the design:', error);
      this.set({ designStatus: 'error' });
      this.deps.ui.notifyError(error instanceof ApiError && error.status === 404 ? 'designs.editor.notFound' : 'designs.editor.loadFailed', error);
      return false;
    } finally {
      this.loadingDesignId = null;
    }
  }

  // ---- restore ----

  async acceptRestore(): Promise<void> {
    const offer = this.snapshot.restoreOffer;
    if (!offer) return;
    this.set({ restoreOffer: null });
    if (offer.kind === 'corrupted') return this.declineRestore(offer);
    try {
      if (this.gateClosed) this.replacedWhileGated = true;
      await this.importOwn(offer.candidate.json);
      // Restored work is work: saved to the session (the import is a change), and worth a leave prompt.
      this.workSinceOpen = true;
      if (offer.mode === 'design') this.designDirty = true;
    } catch (error) {
      this.deps.ui.notifyError('autosave.restoreFailed', error);
    }
    if (offer.candidate.key === draftKeys.guest && this.signedIn) await this.deps.drafts.clear(draftKeys.guest).catch(() => {});
    this.draftWriter = !this.signedIn ? 'guest' : offer.mode === 'design' ? 'design' : 'off';
    if (this.draftWriter !== 'off') this.keepDraftSoon();
    this.releaseGate();
  }

  async declineRestore(given?: RestoreOffer): Promise<void> {
    const offer = given ?? this.snapshot.restoreOffer;
    if (!offer) return;
    this.set({ restoreOffer: null });
    const { userId } = this.deps;
    try {
      if (!userId) {
        await this.deps.drafts.clear(draftKeys.guest).catch(() => {});
        this.draftWriter = 'guest';
      } else if (offer.kind === 'restore' && offer.mode === 'design') {
        const design = this.snapshot.design;
        if (design) await this.deps.drafts.clear(draftKeys.design(userId, design.id)).catch(() => {});
        this.draftWriter = 'design';
      } else {
        await Promise.all([this.deps.drafts.clear(draftKeys.session(userId)), this.deps.drafts.clear(draftKeys.guest)]).catch(() => {});
        // The old session's work should not be offered again: it is finalized, and a new session started.
        if (offer.kind === 'corrupted' || offer.candidate.source === 'server') await this.sync.startFresh();
      }
    } catch (error) {
      console.warn('[designs] starting fresh:', error);
    } finally {
      this.releaseGate();
    }
  }

  private closeGate(): void {
    if (this.gateClosed) return;
    this.gateClosed = true;
    this.gate = new Promise<void>((resolve) => {
      this.openGate = resolve;
    });
  }

  private releaseGate(): void {
    this.gateClosed = false;
    this.openGate();
  }

  // ---- changes and local copies ----

  private onChange(): void {
    if (this.importing) return;
    this.changeSeq += 1;
    this.workSinceOpen = true;
    if (this.snapshot.design) this.designDirty = true;
    if (this.draftWriter !== 'off') this.keepDraftSoon();
  }

  /** A guest's work, or a design's unsaved changes, kept in IndexedDB (the session's copy is the plugin's). */
  private keepDraftSoon(): void {
    if (this.draftTimer !== undefined) clearTimeout(this.draftTimer);
    this.draftTimer = setTimeout(() => void this.keepDraft(), DRAFT_DEBOUNCE_MS);
  }

  private async keepDraft(): Promise<void> {
    const { userId } = this.deps;
    const design = this.snapshot.design;
    let key: string;
    if (this.draftWriter === 'guest' && !userId) key = draftKeys.guest;
    else if (this.draftWriter === 'design' && userId && design && this.designDirty) key = draftKeys.design(userId, design.id);
    else return;
    try {
      const json = JSON.stringify(await this.editor.getJson());
      await this.deps.drafts.save({ key, json, baseRevision: design?.revision ?? null, savedAt: this.now() });
    } catch (error) {
      console.warn('[designs] local copy failed:', error);
    }
  }

  private async importOwn(json: unknown): Promise<void> {
    this.importing = true;
    try {
      await this.editor.importJson(json);
    } finally {
      this.importing = false;
    }
  }

  // ---- the auto-save session (AutoSavePlugin's target) ----

  private async saveSession(input: PluginSaveInput): Promise<{ tooLarge?: boolean }> {
    if (this.gateClosed) await this.gate;
    let json = input.json;
    let canvasState = input.canvasState;
    if (this.replacedWhileGated) {
      this.replacedWhileGated = false;
      const doc = await this.editor.getJson();
      json = JSON.stringify(doc);
      canvasState = canvasStateOf(doc);
    }
    const preview = await this.deps.preview(this.editor, canvasState);
    const result = await this.sync.save({
      designData: json,
      changeCount: input.changeCount,
      canvasState: { shape: sameShape(canvasState.shape), width: canvasState.width, height: canvasState.height, cutlinePath: canvasState.cutlinePath ?? null },
      preview,
    });
    // Over SPEC §5's limit the server kept only the workspace and noted the error; the plugin shows
    // SPEC §8's message (editor.autosave.tooLarge, the same N KB), so it is not shown twice here.
    return { tooLarge: result.tooLarge };
  }

  // ---- actions ----

  /** Flushes the auto-save now; a guest's work is kept locally. True when it is safe. */
  async saveNow(): Promise<boolean> {
    if (!this.signedIn) {
      await this.keepDraft();
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
    if (!this.snapshot.design) {
      this.deps.ui.askSaveAs();
      return false;
    }
    return this.saveDesign({ interactive: true });
  }

  private async saveDesign({ interactive }: { interactive: boolean }): Promise<boolean> {
    const design = this.snapshot.design;
    const { userId } = this.deps;
    if (!design || !userId || this.snapshot.savingDesign) return false;
    this.set({ savingDesign: true });
    const seq = this.changeSeq;
    try {
      const doc = await this.editor.getJson();
      const preview = await this.deps.preview(this.editor, doc.workspace);
      try {
        const saved = await this.deps.designs.save(design.id, { json: doc, baseRevision: design.revision, preview });
        await this.adopt(saved, seq, design.id);
        if (interactive) this.deps.ui.notify('success', 'designs.editor.saved');
        return true;
      } catch (error) {
        if (!isRevisionConflict(error)) throw error;
        const choice: ConflictChoice = interactive ? await this.deps.ui.resolveConflict() : 'copy';
        if (choice === 'cancel') return false;
        if (choice === 'theirs') return this.takeTheirs();
        const copy = await this.deps.designs.create({ name: this.deps.ui.copyName(design.name), json: doc, isFavorite: false, preview });
        await this.adopt(copy, seq, design.id);
        if (!this.leaving) this.deps.ui.designOpened(copy.id);
        if (interactive) this.deps.ui.notify('success', 'designs.conflict.copySaved', { name: copy.name });
        return true;
      }
    } catch (error) {
      if (interactive) this.deps.ui.notifyError('designs.editor.saveFailed', error);
      return false;
    } finally {
      this.set({ savingDesign: false });
    }
  }

  /** "Take theirs": the server's version replaces the editor's. */
  async takeTheirs(): Promise<boolean> {
    const design = this.snapshot.design;
    const { userId } = this.deps;
    if (!design || !userId) return false;
    try {
      const fresh = await this.deps.designs.get(design.id);
      await this.importOwn(fresh.json);
      this.designDirty = false;
      this.set({ design: refOf(fresh) });
      await this.deps.drafts.clear(draftKeys.design(userId, design.id)).catch(() => {});
      this.deps.ui.notify('info', 'designs.conflict.tookTheirs');
      return true;
    } catch (error) {
      this.deps.ui.notifyError('designs.editor.loadFailed', error);
      return false;
    }
  }

  /** A confirmed save: the editor now edits `saved`; its local copy goes unless the user changed more meanwhile. */
  private async adopt(saved: DesignSummary, seq: number, previousId: string | null): Promise<void> {
    const { userId } = this.deps;
    this.set({ design: refOf(saved) });
    this.draftWriter = 'design';
    const unchanged = seq === this.changeSeq;
    if (unchanged) this.designDirty = false;
    if (userId) {
      if (previousId && previousId !== saved.id) await this.deps.drafts.clear(draftKeys.design(userId, previousId)).catch(() => {});
      if (unchanged) await this.deps.drafts.clear(draftKeys.design(userId, saved.id)).catch(() => {});
      else this.keepDraftSoon();
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
    const seq = this.changeSeq;
    const doc = await this.editor.getJson();
    const preview = await this.deps.preview(this.editor, doc.workspace);
    const flushed = await this.saveNow();
    let saved: DesignSummary | null = null;
    if (flushed && !this.sync.lastTooLarge && !this.sync.isClosed && seq === this.changeSeq) {
      try {
        saved = (await this.sync.convert({ name, isFavorite, preview })).design;
      } catch (error) {
        // The limit and network failures are the user's to see; a session that cannot be converted is not.
        if (!(error instanceof ApiError) || error.status === 0 || error.status === 403 || error.status === 401) throw error;
        console.warn('[designs] converting the session failed, saving the document instead:', error);
      }
    }
    saved ??= await this.deps.designs.create({ name, json: doc, isFavorite, preview });
    await this.adopt(saved, seq, this.snapshot.design?.id ?? null);
    this.workSinceOpen = false;
    if (!this.leaving) this.deps.ui.designOpened(saved.id);
    return saved;
  }

  /** Save & Leave: the open design's save (a conflict keeps mine as a copy), else the session as a design with the dialog's defaults. */
  async saveBeforeLeaving(defaultName: string): Promise<boolean> {
    if (!this.signedIn) return true;
    this.leaving = true;
    try {
      if (this.snapshot.design) return this.designDirty ? await this.saveDesign({ interactive: false }) : true;
      await this.saveAsDesign(defaultName, false);
      return true;
    } finally {
      this.leaving = false;
    }
  }

  /**
   * SPEC §4: leaving the editor finalizes the session (later saves are dropped). With `discard` the
   * local copies go too (the user chose to leave without saving, or everything was saved).
   */
  async finalize(options: { discard?: boolean } = {}): Promise<void> {
    const { userId } = this.deps;
    if (!userId) return;
    if (options.discard) {
      const keys = [draftKeys.session(userId)];
      const design = this.snapshot.design;
      if (design) keys.push(draftKeys.design(userId, design.id));
      await Promise.all(keys.map((k) => this.deps.drafts.clear(k))).catch(() => {});
    }
    await this.sync.finalize().catch((error: unknown) => console.warn('[designs] finalizing the session failed:', error));
  }

  markSavedByOrder(): void {
    this.savedByOrder = true;
  }

  isSavedByOrder(): boolean {
    return this.savedByOrder;
  }

  /** The plugin's view: changes the server has not confirmed. */
  hasUnsavedChanges(): boolean {
    if (!this.signedIn) return false;
    return this.api.hasUnsavedChanges?.() ?? false;
  }

  /** Whether leaving should ask: unsaved changes to the open design, or any work in this editor without one. */
  hasWork(): boolean {
    // (Loading the design is saved to the session too, but that is no work of the user's.)
    if (this.snapshot.design) return this.designDirty;
    return this.workSinceOpen;
  }

  dispose(): void {
    if (this.disposed) return;
    if (this.draftTimer !== undefined) clearTimeout(this.draftTimer);
    this.disposed = true;
    this.releaseGate();
    for (const off of this.offs.splice(0)) off();
    this.listeners.clear();
  }
}

function refOf(d: DesignSummary): DesignRef {
  return { id: d.id, name: d.name, revision: d.revision, isFavorite: d.isFavorite, updatedAt: d.updatedAt };
}

function canvasStateOf(doc: DesignDocument): PluginSaveInput['canvasState'] {
  return { shape: doc.workspace.shape, width: doc.workspace.width, height: doc.workspace.height, cutlinePath: doc.cutlinePath };
}
