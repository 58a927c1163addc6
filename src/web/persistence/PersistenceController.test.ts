import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '../../../editor/core/Editor';
import type { Draft } from '../../../editor/persistence/draftStore';
import type { DesignSummary, DesignWithJson } from '../../../shared/api/designs';
import type { AutoSaveInput, AutoSaveSession, RestoreSessionResponse } from '../../api/autosave';
import { ApiError } from '../../api/client';
import { draftKeys } from './draftKeys';
import { type ControllerDeps, PersistenceController } from './persistenceController';

// The plugin's own local copies go to the same in-memory store as the controller's.
const memory = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../../../editor/persistence/draftStore', () => ({
  saveDraft: async (d: { key: string }) => void memory.set(d.key, d),
  loadDraft: async (key: string) => memory.get(key),
  clearDraft: async (key: string) => void memory.delete(key),
}));

const ws = { id: 'workspace', shape: 'rectangle', width: 500, height: 500 };
const doc = (...ids: string[]) => ({ version: 2, workspace: ws, objects: ids.map((id) => ({ id, type: 'rect' })) });

/** Just enough of the Editor for the controller and the real AutoSavePlugin: events, plugins, the document. */
class FakeEditor {
  private readonly listeners = new Map<string, Set<(...a: unknown[]) => void>>();
  readonly api: Record<string, unknown> = {
    previewImage: async () => 'data:image/png;base64,AAAA',
  };
  doc: Record<string, unknown> = doc();
  imports = 0;
  on(event: string, fn: (...a: unknown[]) => void) {
    const set = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, set);
    set.add(fn);
    return () => set.delete(fn);
  }
  emit(event: string, ...args: unknown[]) {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
  use(Plugin: { new (e: unknown, o: unknown): Record<string, unknown>; apis?: readonly string[] }, options: unknown) {
    const plugin = new Plugin(this, options);
    for (const api of Plugin.apis ?? []) this.api[api] = (plugin[api] as (...a: unknown[]) => unknown).bind(plugin);
    return this;
  }
  async getJson() {
    return structuredClone(this.doc);
  }
  async importJson(json: unknown) {
    this.doc = typeof json === 'string' ? JSON.parse(json) : structuredClone(json);
    this.imports += 1;
    // Like the real editor: the history records the import as a step (change), then loadJson.
    this.emit('change');
    this.emit('loadJson');
    return this.doc;
  }
  edit(...ids: string[]) {
    this.doc = doc(...ids);
    this.emit('change');
  }
}

const summary = (id: string, revision: number, name = 'My design'): DesignSummary =>
  ({ id, userId: 'u1', name, revision, isFavorite: false, updatedAt: '2026-03-01T10:00:00.000Z' }) as DesignSummary;

const sessionOf = (sessionId: string, revision = 0, extra: Partial<AutoSaveSession> = {}): AutoSaveSession => ({
  id: `row-${sessionId}`,
  sessionId,
  isActive: true,
  revision,
  lastSaved: null,
  previewUrl: null,
  finalizedAt: null,
  convertedToDesignId: null,
  convertedAt: null,
  metadata: { canvasState: null, changeCount: 0, sessionStarted: '2026-03-01T09:00:00.000Z', autoSaveError: null },
  hasData: false,
  ...extra,
});

function setup(options: { userId?: string | null; restorable?: () => Promise<RestoreSessionResponse> } = {}) {
  const editor = new FakeEditor();
  let sessions = 0;
  let revision = 0;
  const saved: AutoSaveInput[] = [];
  const deps = {
    editor: editor as unknown as Editor,
    userId: options.userId === undefined ? 'u1' : options.userId,
    sessionApi: {
      start: vi.fn(async () => {
        sessions += 1;
        revision = 0;
        return { session: sessionOf(`s${sessions}`), started: true };
      }),
      restorable: vi.fn(options.restorable ?? (async (): Promise<RestoreSessionResponse> => ({ session: null }))),
      save: vi.fn(async (sessionId: string, input: AutoSaveInput) => {
        saved.push(input);
        revision += 1;
        return { session: sessionOf(sessionId, revision), tooLarge: false };
      }),
      finalize: vi.fn(async (sessionId: string) => sessionOf(sessionId)),
      convert: vi.fn(async (sessionId: string, input: { name: string }) => ({
        design: summary('converted', 1, input.name),
        session: sessionOf(sessionId),
        alreadyConverted: false,
      })),
    },
    designs: {
      get: vi.fn(async (id: string) => ({ ...summary(id, 3), json: doc('server-1') }) as unknown as DesignWithJson),
      create: vi.fn(async (input: { name: string }) => summary('created', 1, input.name)),
      save: vi.fn(async (id: string, input: { baseRevision: number }) => summary(id, input.baseRevision + 1)),
    },
    drafts: {
      load: async (key: string) => memory.get(key) as Draft | undefined,
      save: async (d: Draft) => void memory.set(d.key, d),
      clear: async (key: string) => void memory.delete(key),
    },
    preview: vi.fn(async () => 'data:image/jpeg;base64,AAAA'),
    ui: {
      notify: vi.fn(),
      notifyError: vi.fn(),
      resolveConflict: vi.fn(async () => 'copy' as const),
      askSaveAs: vi.fn(),
      designsChanged: vi.fn(),
      designOpened: vi.fn(),
      copyName: (name: string) => `${name} (my copy)`,
    },
  } satisfies ControllerDeps;
  const controller = new PersistenceController(deps);
  const saveNow = () => (editor.api.saveNow as () => Promise<boolean>)();
  return { editor, deps, controller, saved, saveNow };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => memory.clear());
afterEach(() => vi.useRealTimers());

describe('PersistenceController: the auto-save session', () => {
  it('offers the server session and holds saves until the user answers, then saves what is in the editor', async () => {
    const restored = JSON.stringify(doc('restored-1', 'restored-2'));
    const { editor, controller, saved, saveNow, deps } = setup({
      restorable: async () => ({ session: { ...sessionOf('s1', 4, { lastSaved: '2026-03-01T09:30:00.000Z', hasData: true }), designData: restored } }),
    });
    await controller.start();
    expect(controller.getSnapshot().restoreOffer).toMatchObject({ kind: 'restore', mode: 'session', candidate: { source: 'server' } });

    // Something loads into the editor while the offer is open: its save must not overwrite the session yet.
    editor.edit('template');
    const pending = saveNow();
    await flush();
    expect(deps.sessionApi.save).not.toHaveBeenCalled();

    await controller.acceptRestore();
    expect(await pending).toBe(true);
    expect(JSON.parse(saved[0].designData).objects.map((o: { id: string }) => o.id)).toEqual(['restored-1', 'restored-2']);
    expect(saved[0].preview).toBe('data:image/jpeg;base64,AAAA');
    expect(saved[0].canvasState).toEqual({ shape: 'rectangle', width: 500, height: 500, cutlinePath: null });
    expect(controller.hasWork()).toBe(true);
  });

  it('"Start fresh" finalizes the offered session and starts a new one', async () => {
    const { controller, deps } = setup({
      restorable: async () => ({ session: { ...sessionOf('s1', 2, { hasData: true }), designData: JSON.stringify(doc('a')) } }),
    });
    await controller.start();
    await controller.declineRestore();
    expect(controller.getSnapshot().restoreOffer).toBeNull();
    expect(deps.sessionApi.finalize).toHaveBeenCalledWith('s1');
    expect(deps.sessionApi.start).toHaveBeenCalledTimes(2);
  });

  it('offers a local copy newer than the server (the save never reached it)', async () => {
    memory.set(draftKeys.session('u1'), { key: draftKeys.session('u1'), json: JSON.stringify(doc('local')), baseRevision: null, savedAt: Date.parse('2026-03-01T09:45:00.000Z') });
    const { controller } = setup({
      restorable: async () => ({ session: { ...sessionOf('s1', 2, { lastSaved: '2026-03-01T09:30:00.000Z', hasData: true }), designData: JSON.stringify(doc('server')) } }),
    });
    await controller.start();
    expect(controller.getSnapshot().restoreOffer).toMatchObject({ kind: 'restore', candidate: { source: 'draft' } });
  });

  it('a session without a workspace (422) is reported as corrupted', async () => {
    const { controller } = setup({ restorable: async () => Promise.reject(new ApiError(422, 'session_corrupted', 'Session data is corrupted - missing workspace object')) });
    await controller.start();
    expect(controller.getSnapshot().restoreOffer).toEqual({ kind: 'corrupted' });
  });

  it('nothing to offer: saves go straight through, and leaving without changes needs no question', async () => {
    const { controller, editor, saveNow, deps } = setup();
    await controller.start();
    expect(controller.getSnapshot().restoreOffer).toBeNull();
    expect(controller.hasWork()).toBe(false);
    editor.edit('x');
    expect(controller.hasWork()).toBe(true);
    expect(await saveNow()).toBe(true);
    expect(deps.sessionApi.save).toHaveBeenCalledTimes(1);
  });

  it('Save as design flushes the session and converts it; the editor then edits that design', async () => {
    const { controller, editor, deps } = setup();
    await controller.start();
    editor.edit('a');
    const design = await controller.saveAsDesign('Birthday', true);
    expect(deps.sessionApi.save).toHaveBeenCalledTimes(1);
    expect(deps.sessionApi.convert).toHaveBeenCalledWith('s1', { name: 'Birthday', isFavorite: true, preview: 'data:image/jpeg;base64,AAAA' });
    expect(design.id).toBe('converted');
    expect(controller.getSnapshot().design).toMatchObject({ id: 'converted', name: 'Birthday' });
    expect(deps.ui.designOpened).toHaveBeenCalledWith('converted');
    expect(deps.ui.designsChanged).toHaveBeenCalled();
  });

  it('Save as design falls back to a new design when the session cannot be converted', async () => {
    const { controller, editor, deps } = setup();
    await controller.start();
    editor.edit('a');
    deps.sessionApi.convert.mockRejectedValueOnce(new ApiError(422, 'invalid_design', 'This auto-save session has nothing saved yet.'));
    const design = await controller.saveAsDesign('Fallback', false);
    expect(design.id).toBe('created');
    expect(deps.designs.create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Fallback', isFavorite: false, json: doc('a') }));
  });

  it('the saved-design limit is the user’s to see, not hidden by a fallback', async () => {
    const { controller, editor, deps } = setup();
    await controller.start();
    editor.edit('a');
    deps.sessionApi.convert.mockRejectedValueOnce(new ApiError(403, 'saved_design_limit', 'limit', { limit: 50, used: 50 }));
    await expect(controller.saveAsDesign('Fav', true)).rejects.toMatchObject({ code: 'saved_design_limit' });
    expect(deps.designs.create).not.toHaveBeenCalled();
  });

  it('after finalize (leaving) later saves are dropped and local copies can be discarded', async () => {
    const { controller, editor, deps, saveNow } = setup();
    await controller.start();
    editor.edit('a');
    memory.set(draftKeys.session('u1'), { key: draftKeys.session('u1'), json: '{}', baseRevision: null, savedAt: 1 });
    await controller.finalize({ discard: true });
    expect(deps.sessionApi.finalize).toHaveBeenCalledWith('s1');
    expect(memory.has(draftKeys.session('u1'))).toBe(false);
    await saveNow();
    expect(deps.sessionApi.save).not.toHaveBeenCalled();
  });
});

describe('PersistenceController: a saved design', () => {
  it('loads it, and Save sends its revision', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    expect(editor.doc).toEqual(doc('server-1'));
    expect(controller.getSnapshot()).toMatchObject({ designStatus: 'ready', design: { id: 'd1', revision: 3 } });
    expect(controller.hasWork()).toBe(false);
    editor.edit('server-1', 'mine');
    expect(controller.hasWork()).toBe(true);
    expect(await controller.save()).toBe(true);
    expect(deps.designs.save).toHaveBeenCalledWith('d1', expect.objectContaining({ baseRevision: 3, json: doc('server-1', 'mine') }));
    expect(controller.getSnapshot().design?.revision).toBe(4);
    expect(controller.hasWork()).toBe(false);
  });

  it('a conflict kept as a copy creates a new design with my version and opens it', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    editor.edit('mine');
    deps.designs.save.mockRejectedValueOnce(new ApiError(409, 'revision_conflict', 'changed', { current: { revision: 7, updatedAt: '2026-03-02T00:00:00.000Z' } }));
    expect(await controller.save()).toBe(true);
    expect(deps.ui.resolveConflict).toHaveBeenCalled();
    expect(deps.designs.create).toHaveBeenCalledWith(expect.objectContaining({ name: 'My design (my copy)', json: doc('mine') }));
    expect(controller.getSnapshot().design?.id).toBe('created');
    expect(deps.ui.designOpened).toHaveBeenCalledWith('created');
  });

  it('"Take theirs" loads the server version into the editor', async () => {
    const { controller, editor, deps } = setup();
    await controller.start('d1');
    editor.edit('mine');
    deps.ui.resolveConflict.mockResolvedValueOnce('theirs' as never);
    deps.designs.save.mockRejectedValueOnce(new ApiError(409, 'revision_conflict', 'changed', { current: { revision: 7, updatedAt: '2026-03-02T00:00:00.000Z' } }));
    deps.designs.get.mockResolvedValueOnce({ ...summary('d1', 7), json: doc('theirs') } as unknown as DesignWithJson);
    await controller.save();
    expect(editor.doc).toEqual(doc('theirs'));
    expect(controller.getSnapshot().design?.revision).toBe(7);
    expect(controller.hasWork()).toBe(false);
  });

  it('unsaved changes are kept locally and offered when the design is opened again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-03-05T00:00:00.000Z'));
    const first = setup();
    await first.controller.start('d1');
    first.editor.edit('unsaved');
    await vi.advanceTimersByTimeAsync(500);
    const key = draftKeys.design('u1', 'd1');
    expect(JSON.parse((memory.get(key) as Draft).json).objects).toEqual([{ id: 'unsaved', type: 'rect' }]);
    first.controller.dispose();

    const second = setup();
    await second.controller.start('d1');
    expect(second.controller.getSnapshot().restoreOffer).toMatchObject({ kind: 'restore', mode: 'design' });
    await second.controller.acceptRestore();
    expect(second.editor.doc).toEqual(doc('unsaved'));
    expect(second.controller.hasWork()).toBe(true);
  });

  it('an older local copy of a design is dropped, not offered', async () => {
    const key = draftKeys.design('u1', 'd1');
    memory.set(key, { key, json: JSON.stringify(doc('old')), baseRevision: 1, savedAt: Date.parse('2026-02-01T00:00:00.000Z') });
    const { controller } = setup();
    await controller.start('d1');
    expect(controller.getSnapshot().restoreOffer).toBeNull();
    expect(memory.has(key)).toBe(false);
  });

  it('a design that is gone leaves the editor in session mode with a message', async () => {
    const { controller, deps } = setup();
    deps.designs.get.mockRejectedValueOnce(new ApiError(404, 'not_found', 'Not found'));
    await controller.start('gone');
    expect(controller.getSnapshot()).toMatchObject({ designStatus: 'error', design: null });
    expect(deps.ui.notifyError).toHaveBeenCalledWith('designs.editor.notFound', expect.anything());
    expect(deps.sessionApi.restorable).toHaveBeenCalled();
  });
});

describe('PersistenceController: a guest', () => {
  it('registers no auto-save, keeps work locally and offers it after a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = setup({ userId: null });
    await first.controller.start();
    expect(first.editor.api.saveNow).toBeUndefined();
    expect(first.controller.getSnapshot().saveState).toBe('local');
    first.editor.edit('guest-work');
    await vi.advanceTimersByTimeAsync(500);
    expect(memory.has(draftKeys.guest)).toBe(true);
    first.controller.dispose();

    const second = setup({ userId: null });
    await second.controller.start();
    expect(second.controller.getSnapshot().restoreOffer).toMatchObject({ kind: 'restore', candidate: { key: draftKeys.guest } });
    await second.controller.declineRestore();
    expect(memory.has(draftKeys.guest)).toBe(false);
    expect(second.deps.sessionApi.start).not.toHaveBeenCalled();
  });

  it('Save asks a guest to sign in', async () => {
    const { controller, deps } = setup({ userId: null });
    await controller.start();
    expect(await controller.save()).toBe(false);
    expect(deps.ui.notify).toHaveBeenCalledWith('info', 'designs.editor.signInToSave');
  });
});
