import type { IText } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor } from '../core/Editor';
import { designObjects, serializeObject } from '../core/objects';
import { mountEditor } from '../testing/TestEditor';

let editor: Editor;
let cleanup: () => void;
let text: IText;
beforeEach(() => {
  ({ editor, cleanup } = mountEditor());
  text = editor.api.addText('Echo');
  editor.transact('test set-up', [text], () => {
    text.set({ left: 300, top: 300, fontSize: 100, fill: '#2255ee', angle: 0 });
    text.setCoords();
  });
  editor.api.selectObjects([text]);
});
afterEach(() => cleanup());

function alphaAt(x: number, y: number): number {
  const canvas = editor.api.stickerCanvas({ multiplier: 1 });
  return canvas.getContext('2d')!.getImageData(x, y, 1, 1).data[3];
}

describe('text effect presets', () => {
  it('Neon: a pale fill in a blurred glow of the colour; None puts the text back', () => {
    editor.api.setTextEffect('neon', '#ff00ff');
    expect(text.fill).toBe('#ffccff');
    expect(text.shadow).toMatchObject({ color: '#ff00ff', offsetX: 0, offsetY: 0 });
    expect(text.shadow!.blur).toBeGreaterThan(20);
    expect(serializeObject(text)).toMatchObject({ textEffect: { name: 'neon', color: '#ff00ff' } });
    editor.api.setTextEffect('none');
    expect(text.fill).toBe('#2255ee');
    expect(text.shadow).toBeNull();
    expect(text.get('textEffect')).toBeNull();
  });

  it('Hollow, Outline and Shadow replace each other and keep the original style to return to', () => {
    const before = { stroke: text.stroke, strokeWidth: text.strokeWidth, paintFirst: text.paintFirst };
    editor.api.setTextEffect('hollow');
    expect(text).toMatchObject({ fill: 'transparent', stroke: '#2255ee' });
    editor.api.setTextEffect('outline', '#000000');
    expect(text).toMatchObject({ fill: '#2255ee', stroke: '#000000', paintFirst: 'stroke' });
    editor.api.setTextEffect('shadow');
    expect(text).toMatchObject(before);
    expect(text.shadow).toMatchObject({ offsetX: 6, offsetY: 6 });
    editor.api.setTextEffect('none');
    expect(text).toMatchObject({ fill: '#2255ee', ...before, shadow: null });
  });

  it('Echo draws fading copies down and to the right, also after save and load', async () => {
    const box = text.getBoundingRect();
    const probe = { x: Math.round(box.left + box.width + 12), y: Math.round(box.top + box.height * 0.6) };
    expect(alphaAt(probe.x, probe.y)).toBe(0);
    editor.api.setTextEffect('echo');
    const drawn = editor.api
      .stickerCanvas({ multiplier: 1 })
      .getContext('2d')!
      .getImageData(box.left, box.top, box.width + 40, box.height + 40).data;
    let beyond = 0;
    const w = Math.round(box.width + 40);
    for (let y = 0; y < box.height + 40; y++) for (let x = Math.round(box.width) + 2; x < w; x++) if (drawn[(y * w + x) * 4 + 3] > 0) beyond++;
    expect(beyond).toBeGreaterThan(50);
    const json = await editor.getJson();
    await editor.importJson(json);
    const loaded = designObjects(editor.canvas)[0];
    expect(loaded.get('textEffect')).toMatchObject({ name: 'echo', color: '#2255ee' });
  });

  it('each preset is one undo step', async () => {
    editor.api.setTextEffect('neon');
    editor.api.setTextEffect('echo');
    await editor.api.undo();
    expect(designObjects(editor.canvas)[0].get('textEffect')).toMatchObject({ name: 'neon' });
    await editor.api.undo();
    const back = designObjects(editor.canvas)[0];
    expect(back.get('textEffect') ?? null).toBeNull();
    expect(back.get('fill')).toBe('#2255ee');
  });

  it('a sticker outline on a Hollow text replaces the preset; on a Neon text it stays through None', async () => {
    editor.api.setTextEffect('hollow');
    await editor.api.setStickerOutline(8, '#ffffff');
    expect(text).toMatchObject({ fill: '#2255ee', stroke: '#ffffff', strokeWidth: 16, textEffect: null });
    editor.api.setTextEffect('neon');
    expect(text.stroke).toBe('#ffffff');
    editor.api.setTextEffect('none');
    expect(text).toMatchObject({ fill: '#2255ee', stroke: '#ffffff', stickerOutline: 8 });
  });
});
