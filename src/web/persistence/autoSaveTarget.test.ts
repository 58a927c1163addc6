import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '../../editor';
import { registerAutoSave, sessionTarget } from './autoSaveTarget';
import { SessionGate } from './sessionGate';
import { SessionSync } from './sessionSync';
import { doc, editorWithDeps, fakeSessionApi, userAdds, withObjects } from './testing/harness';

let editor: Editor;
let cleanup: () => void;
let session: ReturnType<typeof fakeSessionApi>;
let gate: SessionGate;
const preview = vi.fn(async () => 'data:image/jpeg;base64,AAAA');
const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

beforeEach(() => {
  ({ editor, cleanup } = editorWithDeps({ userId: 'u1' }));
  session = fakeSessionApi();
  gate = new SessionGate();
});
afterEach(() => cleanup());

function register() {
  return registerAutoSave(editor, sessionTarget({ editor, gate, sync: new SessionSync(session.api), preview }), `autosave:test-${Math.random()}`);
}

describe('the auto-save session as AutoSavePlugin’s target', () => {
  it('a change is saved to the session with its canvas state and a preview', async () => {
    register();
    userAdds(editor, 'a');
    expect(await editor.api.saveNow()).toBe(true);
    expect(session.saved).toHaveLength(1);
    expect(JSON.parse(session.saved[0].designData)).toEqual(withObjects('a'));
    expect(session.saved[0]).toMatchObject({
      changeCount: 1,
      canvasState: { shape: 'rectangle', width: 1500, height: 1500, cutlinePath: null },
      preview: 'data:image/jpeg;base64,AAAA',
    });
    expect(editor.api.getSaveState()).toBe('saved');
  });

  it('waits at the gate; a document restored meanwhile is what reaches the session', async () => {
    register();
    gate.hold();
    userAdds(editor, 'template');
    const saving = editor.api.saveNow();
    await flushMicrotasks();
    expect(session.api.save).not.toHaveBeenCalled();
    gate.markReplaced();
    await editor.importJson(doc('restored'));
    gate.release();
    expect(await saving).toBe(true);
    expect(JSON.parse(session.saved[0].designData)).toEqual(withObjects('restored'));
    expect(session.saved[0].canvasState).toMatchObject({ width: 500, height: 500 });
  });

  it('the plugin is registered once per editor; saves go to the latest target, none after unregistering', async () => {
    const offFirst = register();
    offFirst();
    const offSecond = register();
    userAdds(editor, 'a');
    await editor.api.saveNow();
    expect(session.api.save).toHaveBeenCalledTimes(1);
    offSecond();
    userAdds(editor, 'b');
    expect(await editor.api.saveNow()).toBe(true);
    expect(session.api.save).toHaveBeenCalledTimes(1);
  });
});
