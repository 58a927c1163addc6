import { FabricImage } from 'fabric';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { designObjects } from '../core/objects';
import type { EditorNotice } from '../core/types';
import { mountEditor, type TestEditor } from '../testing/TestEditor';

async function pngFile(name = 'shot.png'): Promise<File> {
  const c = document.createElement('canvas');
  c.width = 40;
  c.height = 30;
  const ctx = c.getContext('2d')!;
  ctx.fillStyle = '#3b82f6';
  ctx.fillRect(5, 5, 30, 20);
  const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

function pasteEvent(items: { file?: File; text?: string }): ClipboardEvent {
  const data = new DataTransfer();
  if (items.file) data.items.add(items.file);
  if (items.text) data.setData('text/plain', items.text);
  return new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
}

/** The pasted image, once the editor has finished the paste (compressing, uploading, decoding). */
async function pastedImage(m: TestEditor): Promise<FabricImage> {
  await m.idle();
  const image = designObjects(m.editor.canvas).find((o) => o instanceof FabricImage) as FabricImage | undefined;
  expect(image).toBeDefined();
  return image!;
}

let cleanup = () => {};
afterEach(() => cleanup());

describe('pasting images (SPEC §4, §6, §8)', () => {
  it("embeds a guest's pasted image as base64", async () => {
    const upload = vi.fn();
    const m = mountEditor({ isSignedIn: () => false, upload });
    cleanup = m.cleanup;
    document.dispatchEvent(pasteEvent({ file: await pngFile() }));
    const image = await pastedImage(m);
    expect(image.getSrc()).toMatch(/^data:image\//);
    expect(upload).not.toHaveBeenCalled();
  });

  it("uploads a signed-in user's image to materials as pasted-image-{timestamp}.png and says so", async () => {
    const pngUrl = URL.createObjectURL(await pngFile());
    const upload = vi.fn(async (file: File) => {
      expect(file.name).toMatch(/^pasted-image-\d{13}\.png$/);
      return { url: pngUrl };
    });
    const m = mountEditor({ isSignedIn: () => true, upload });
    cleanup = m.cleanup;
    const notices: EditorNotice[] = [];
    m.editor.on('notify', (n) => notices.push(n));
    document.dispatchEvent(pasteEvent({ file: await pngFile() }));
    const image = await pastedImage(m);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(image.getSrc()).toBe(pngUrl);
    expect(notices).toContainEqual({ kind: 'success', key: 'editor.paste.savedToMaterials' });
  });

  it('keeps the inline image when the upload fails', async () => {
    const m = mountEditor({ isSignedIn: () => true, upload: async () => Promise.reject(new Error('offline')) });
    cleanup = m.cleanup;
    document.dispatchEvent(pasteEvent({ file: await pngFile() }));
    const image = await pastedImage(m);
    expect(image.getSrc()).toMatch(/^data:image\//);
  });

  it('ignores a paste into a form field', async () => {
    const m = mountEditor();
    cleanup = m.cleanup;
    const input = document.createElement('input');
    document.body.append(input);
    input.dispatchEvent(pasteEvent({ file: await pngFile() }));
    await m.idle();
    expect(designObjects(m.editor.canvas)).toHaveLength(0);
    input.remove();
  });
});

describe('copy, cut and paste of objects', () => {
  it('copies to an internal clipboard and pastes offset copies with new ids; cut removes', async () => {
    const m = mountEditor();
    cleanup = m.cleanup;
    const { editor } = m;
    const rect = editor.api.addShape('rectangle');
    editor.api.copySelected();
    const [pasted] = await editor.api.pasteObjects();
    expect(pasted.left).toBeCloseTo(rect.left + 20);
    editor.api.selectObjects([rect]);
    editor.api.cutSelected();
    expect(designObjects(editor.canvas)).toEqual([pasted]);
    document.dispatchEvent(pasteEvent({ text: 'plain words' }));
    await m.idle();
    expect(designObjects(editor.canvas)).toHaveLength(2);
  });
});
