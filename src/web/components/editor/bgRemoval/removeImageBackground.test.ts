import { describe, expect, it, vi } from 'vitest';
import type { Editor } from '../../../../editor';
import { ImageLoadError } from '../../tools/remove-background/imageIo';
import type { RemovalOutput } from '../../tools/remove-background/protocol';
import { RemovalFailure } from '../../tools/remove-background/runInWorker';
import { cutoutFileName, fetchImageFile, type RemovalPhase, type RemovalSteps, removalErrorKey, removeImageBackground } from './removeImageBackground';

const pixels = { data: new Uint8ClampedArray(16), width: 2, height: 2 } as unknown as ImageData;
const output = (keptShare: number, borderMatch = 1): RemovalOutput => ({ data: new Uint8ClampedArray(16), width: 2, height: 2, keptShare, borderMatch });

/** The editor's side, as the glue uses it: where the pixels are, and the swap. */
function fakeEditor() {
  const replaceImagePixels = vi.fn(async () => ({}));
  const editor = { api: { imagePixelSource: () => '/api/files/raw/u/cat.png', replaceImagePixels } } as unknown as Editor;
  return { editor, replaceImagePixels };
}

function steps(overrides: Partial<RemovalSteps> = {}): RemovalSteps & { [K in keyof RemovalSteps]: ReturnType<typeof vi.fn> } {
  return {
    fetchSource: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
    decode: vi.fn(async () => ({ image: pixels, scaled: false })),
    remove: vi.fn(async (_image, _settings, { onProgress }) => {
      onProgress(0.5);
      return output(0.4);
    }),
    encode: vi.fn(async () => new Blob(['cut'], { type: 'image/png' })),
    store: vi.fn(async () => ({ src: '/api/files/raw/u/cat-no-bg.png', uploadFailed: false })),
    ...overrides,
  } as never;
}

const image = { id: 'img-1', name: 'Cat.jpg' } as never;

describe('removeImageBackground (the editor glue)', () => {
  it('reads the image’s own pixels, runs the tool’s removal with its defaults, stores the cut-out and swaps it in', async () => {
    const { editor, replaceImagePixels } = fakeEditor();
    const s = steps();
    const phases: RemovalPhase[] = [];
    const outcome = await removeImageBackground(editor, image, s, { onPhase: (p) => phases.push(p) });
    expect(outcome).toEqual({ status: 'replaced', notice: null, uploadFailed: false, scaled: false });
    expect(s.fetchSource).toHaveBeenCalledWith('/api/files/raw/u/cat.png', undefined);
    expect(s.remove.mock.calls[0][1]).toEqual({ tolerance: 6, softEdges: true, removeHoles: true });
    expect(s.store).toHaveBeenCalledWith(expect.any(Blob), 'Cat-no-bg.png');
    expect(replaceImagePixels).toHaveBeenCalledWith('img-1', '/api/files/raw/u/cat-no-bg.png');
    expect(phases).toEqual([{ phase: 'reading' }, { phase: 'removing', fraction: 0 }, { phase: 'removing', fraction: 0.5 }, { phase: 'saving' }]);
  });

  it('leaves the image unchanged when no background is found, or nothing would be left', async () => {
    for (const [kept, notice] of [
      [1, 'nothingRemoved'],
      [0, 'nothingLeft'],
    ] as const) {
      const { editor, replaceImagePixels } = fakeEditor();
      const s = steps({ remove: vi.fn(async () => output(kept)) });
      expect(await removeImageBackground(editor, image, s)).toEqual({ status: 'unchanged', notice });
      expect(s.store).not.toHaveBeenCalled();
      expect(replaceImagePixels).not.toHaveBeenCalled();
    }
  });

  it('applies a rough cut (background not plain) with a warning, and says when the image was scaled or the upload failed', async () => {
    const { editor } = fakeEditor();
    const s = steps({
      decode: vi.fn(async () => ({ image: pixels, scaled: true })),
      remove: vi.fn(async () => output(0.5, 0.3)),
      store: vi.fn(async () => ({ src: 'data:image/png;base64,AAAA', uploadFailed: true })),
    });
    expect(await removeImageBackground(editor, image, s)).toEqual({ status: 'replaced', notice: 'notPlain', uploadFailed: true, scaled: true });
  });

  it('refuses a vector image and files the tool refuses, with their messages, before decoding', async () => {
    const { editor } = fakeEditor();
    const svg = steps({ fetchSource: vi.fn(async () => new Blob(['<svg/>'], { type: 'image/svg+xml' })) });
    await expect(removeImageBackground(editor, image, svg)).rejects.toMatchObject({ messageKey: 'editorBgRemoval.errors.vector' });
    const gif = steps({ fetchSource: vi.fn(async () => new Blob(['GIF89a'], { type: 'image/gif' })) });
    await expect(removeImageBackground(editor, image, gif)).rejects.toMatchObject({ messageKey: 'bgremoval.errors.type' });
    const empty = steps({ fetchSource: vi.fn(async () => new Blob([], { type: 'image/png' })) });
    await expect(removeImageBackground(editor, image, empty)).rejects.toMatchObject({ messageKey: 'bgremoval.errors.empty' });
    const huge = steps({ fetchSource: vi.fn(async () => ({ type: 'image/png', size: 21 * 1024 * 1024 }) as Blob) });
    await expect(removeImageBackground(editor, image, huge)).rejects.toMatchObject({ messageKey: 'bgremoval.errors.size' });
    for (const s of [svg, gif, empty, huge]) expect(s.decode).not.toHaveBeenCalled();
  });

  it('cancelled after the removal, it stores and changes nothing', async () => {
    const { editor, replaceImagePixels } = fakeEditor();
    const controller = new AbortController();
    const s = steps({
      remove: vi.fn(async () => {
        controller.abort();
        return output(0.4);
      }),
    });
    await expect(removeImageBackground(editor, image, s, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(s.store).not.toHaveBeenCalled();
    expect(replaceImagePixels).not.toHaveBeenCalled();
  });

  it('an image without an id (never placed) is refused', async () => {
    const { editor } = fakeEditor();
    await expect(removeImageBackground(editor, {} as never, steps())).rejects.toMatchObject({ messageKey: 'editorBgRemoval.errors.gone' });
  });
});

describe('reading an inline image', () => {
  it('decodes a data: URL here (the page’s content policy keeps fetch() from it), refusing a broken one', async () => {
    const blob = await fetchImageFile('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(8);
    await expect(fetchImageFile('data:image/png;base64,%%%')).rejects.toMatchObject({ messageKey: 'bgremoval.errors.decode' });
  });
});

describe('messages', () => {
  it('says nothing for a cancel, and names the tool’s message for everything else', () => {
    expect(removalErrorKey(new DOMException('x', 'AbortError'))).toBeNull();
    expect(removalErrorKey(new ImageLoadError('bgremoval.errors.dimensions'))).toBe('bgremoval.errors.dimensions');
    expect(removalErrorKey(new RemovalFailure('too_large'))).toBe('bgremoval.errors.too_large');
    expect(removalErrorKey(new RemovalFailure('worker'))).toBe('bgremoval.errors.worker');
    expect(removalErrorKey(new Error('editorBgRemoval.errors.gone'))).toBe('editorBgRemoval.errors.gone');
    expect(removalErrorKey(new Error('boom'))).toBe('bgremoval.errors.failed');
  });

  it('names the stored cut-out after the layer', () => {
    expect(cutoutFileName({ name: 'Cat photo.jpeg' })).toBe('Cat photo-no-bg.png');
    expect(cutoutFileName({})).toBe('image-no-bg.png');
    expect(cutoutFileName({ name: '  ' })).toBe('image-no-bg.png');
  });
});
