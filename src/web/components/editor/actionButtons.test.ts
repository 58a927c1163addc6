import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITOR_ACTIONS } from '../../../editor/light';

const WEB = path.resolve(__dirname, '../..');

function sources(dir: string): Array<{ file: string; text: string }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return /\.tsx?$/.test(d.name) && !d.name.includes('.test.') ? [{ file: path.relative(WEB, p), text: fs.readFileSync(p, 'utf8') }] : [];
  });
}

/**
 * The toolbar and the mobile sheets read each action from the registry
 * (ActionButton), so no web file spells an action's label key or shortcut again by hand.
 */
describe('editor actions in the web app', () => {
  const web = sources(WEB);

  it('never repeat an action label key', () => {
    for (const action of EDITOR_ACTIONS) {
      const spelled = web.filter((s) => s.text.includes(`'${action.labelKey}'`)).map((s) => s.file);
      expect(spelled, action.id).toEqual([]);
    }
  });

  it('give no button a hand-written shortcut (only ActionButton passes one, from the action)', () => {
    expect(web.filter((s) => /\bshortcut=["'{]/.test(s.text)).map((s) => s.file)).toEqual([path.join('components', 'editor', 'ActionButton.tsx')]);
  });

  it('reach the toolbar, the arrange panel and the mobile top bar through ActionButton', () => {
    const uses = (file: string) => [...(web.find((s) => s.file === file)?.text.matchAll(/<ActionButton action="(\w+)"/g) ?? [])].map((m) => m[1]);
    expect(uses(path.join('components', 'editor', 'toolbar', 'HistoryButtons.tsx'))).toEqual(['undo', 'redo']);
    expect(uses(path.join('components', 'editor', 'MobileEditor.tsx'))).toEqual(['duplicate', 'delete']);
    expect(uses(path.join('components', 'editor', 'properties', 'ArrangeSection.tsx'))).toEqual(
      expect.arrayContaining(['duplicate', 'delete', 'group', 'ungroup', 'bringToFront', 'sendToBack']),
    );
  });
});
