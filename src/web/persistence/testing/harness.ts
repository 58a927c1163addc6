import { Rect } from 'fabric';
import { expect, vi } from 'vitest';
import type { Editor } from '../../../editor';
import { clearDraft, type Draft, loadDraft, saveDraft } from '../../../editor/light';
import { mountEditor } from '../../../editor/testing/TestEditor';
import type { DesignSummary, DesignWithJson } from '../../../shared/api/designs';
import type { AutoSaveInput, AutoSaveSession, RestoreSessionResponse } from '../../api/autosave';
import type { ControllerDeps } from '../controllerDeps';

/**
 * Test pieces for src/web/persistence (browser tests): the real editor (`mountEditor`, without the live
 * cutline so saves never wait for a trace), the real local store (IndexedDB), and fakes of the network
 * APIs only.
 */

const ws = { id: 'workspace', shape: 'rectangle', width: 500, height: 500 };

/** A design document with one small rectangle per id. */
export const doc = (...ids: string[]) => ({ version: 2, workspace: ws, objects: ids.map((id) => ({ type: 'Rect', id, left: 10, top: 10, width: 20, height: 20 })) });

/** Matches a design document (object or JSON text parsed) holding exactly these objects, in order. */
export const withObjects = (...ids: string[]) => expect.objectContaining({ objects: ids.map((id) => expect.objectContaining({ id })) });

/** The ids of the objects in the editor. */
export async function objectIds(editor: Editor): Promise<string[]> {
  return (await editor.getJson()).objects.map((o) => String((o as { id?: unknown }).id));
}

/** The user adds an object: history records the step at once (no settle tick), and the editor announces the change. */
export function userAdds(editor: Editor, id: string): void {
  const rect = new Rect({ left: 30, top: 30, width: 20, height: 20, fill: '#228be6' });
  (rect as unknown as { id: string }).id = id;
  editor.canvas.add(rect);
}

/** A fresh user per test, so the local copies (real IndexedDB) of one test never reach another. */
export const newUserId = () => `u-${Math.random().toString(36).slice(2)}`;

export const realDraftStore = { load: loadDraft, save: saveDraft, clear: clearDraft };

export async function readDraft(key: string): Promise<Draft | undefined> {
  return loadDraft(key);
}

export const summary = (id: string, revision: number, name = 'My design'): DesignSummary =>
  ({ id, userId: 'u1', name, revision, isFavorite: false, updatedAt: '2026-03-01T10:00:00.000Z' }) as DesignSummary;

export const sessionOf = (sessionId: string, revision = 0, extra: Partial<AutoSaveSession> = {}): AutoSaveSession => ({
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

/** The /api/autosave session calls, as a small in-memory server. */
export function fakeSessionApi(restorable?: () => Promise<RestoreSessionResponse>) {
  let sessions = 0;
  let revision = 0;
  const saved: AutoSaveInput[] = [];
  const api = {
    start: vi.fn(async () => {
      sessions += 1;
      revision = 0;
      return { session: sessionOf(`s${sessions}`), started: true };
    }),
    restorable: vi.fn(restorable ?? (async (): Promise<RestoreSessionResponse> => ({ session: null }))),
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
  };
  return { api, saved };
}

/** The /api/designs calls: every design is at revision 3 holding one object, 'server-1'. */
export function fakeDesignsApi() {
  return {
    get: vi.fn(async (id: string) => ({ ...summary(id, 3), json: doc('server-1') }) as unknown as DesignWithJson),
    create: vi.fn(async (input: { name: string }) => summary('created', 1, input.name)),
    save: vi.fn(async (id: string, input: { baseRevision: number }) => summary(id, input.baseRevision + 1)),
  };
}

export function fakeUi() {
  return {
    notify: vi.fn(),
    notifyError: vi.fn(),
    resolveConflict: vi.fn(async () => 'copy' as const),
    askSaveAs: vi.fn(),
    designsChanged: vi.fn(),
    designOpened: vi.fn(),
    copyName: (name: string) => `${name} (my copy)`,
  };
}

/** A real editor on the page and the controller's dependencies around it; `cleanup` after the test. */
export function editorWithDeps(options: { userId: string | null; restorable?: () => Promise<RestoreSessionResponse> }) {
  const { editor, cleanup } = mountEditor({ liveCutline: false });
  const session = fakeSessionApi(options.restorable);
  const deps = {
    editor,
    userId: options.userId,
    sessionApi: session.api,
    designs: fakeDesignsApi(),
    drafts: realDraftStore,
    preview: vi.fn(async () => 'data:image/jpeg;base64,AAAA'),
    ui: fakeUi(),
  } satisfies ControllerDeps;
  return { editor, deps, saved: session.saved, cleanup };
}
