import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileAsDataUrl } from './compress';
import { imageFromPasteEvent, PASTE_SAVED_MESSAGE, pastedImageName, placePastedImage, readClipboardImage } from './paste';

const png = (tag: string) => new Blob([`png-${tag}`], { type: 'image/png' });
const file = (name: string, type: string) => new File([name], name, { type });

/** Replaces navigator.clipboard for one test; deleting the own property brings back the real getter. */
function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

function pasteEvent(...files: File[]): ClipboardEvent {
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  return new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
}

/**
 * Resolves when readClipboardImage has given up on the async clipboard and waits for a paste event: the
 * moment it sets the timeout of that wait (`ms`). Call it before readClipboardImage.
 */
function waitingForPaste(ms: number): Promise<void> {
  const setTimer = globalThis.setTimeout;
  return new Promise((resolve) => {
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (delay === ms) resolve();
      return setTimer(handler, delay, ...args);
    }) as typeof setTimeout);
  });
}
const text = async (blob: Blob | null) => (blob ? blob.text() : null);

afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
  vi.restoreAllMocks();
});

describe('test setup', () => {
  it('restores the real navigator.clipboard after a stub', () => {
    const real = navigator.clipboard;
    stubClipboard({ read: async () => [] });
    expect(navigator.clipboard).not.toBe(real);
    delete (navigator as { clipboard?: unknown }).clipboard;
    expect(navigator.clipboard).toBe(real);
  });
});

describe('readClipboardImage: async clipboard first (SPEC §4)', () => {
  it('returns the first item that has an image type', async () => {
    stubClipboard({
      read: async () => [
        new ClipboardItem({ 'text/plain': new Blob(['hello'], { type: 'text/plain' }) }),
        new ClipboardItem({ 'image/png': png('a') }),
        new ClipboardItem({ 'image/png': png('b') }),
      ],
    });
    const blob = await readClipboardImage({ waitForPasteMs: 50 });
    expect(blob?.type).toBe('image/png');
    expect(await text(blob)).toBe('png-a');
  });

  it('finds the image type among an item’s other types', async () => {
    stubClipboard({ read: async () => [new ClipboardItem({ 'text/html': new Blob(['<img>'], { type: 'text/html' }), 'image/png': png('mixed') })] });
    expect(await text(await readClipboardImage({ waitForPasteMs: 50 }))).toBe('png-mixed');
  });

  it('ignores a paste event when the async read found an image', async () => {
    const target = new EventTarget();
    stubClipboard({ read: async () => [new ClipboardItem({ 'image/png': png('async') })] });
    const pending = readClipboardImage({ target, waitForPasteMs: 50 });
    target.dispatchEvent(pasteEvent(file('event.png', 'image/png')));
    expect(await text(await pending)).toBe('png-async');
  });
});

describe('readClipboardImage: paste-event fallback', () => {
  it('waits for the next paste event when the read is refused, and takes its first image', async () => {
    const target = new EventTarget();
    stubClipboard({ read: () => Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError')) });
    const waiting = waitingForPaste(1000);
    const pending = readClipboardImage({ target, waitForPasteMs: 1000 });
    await waiting;
    target.dispatchEvent(pasteEvent(file('notes.txt', 'text/plain'), file('first.png', 'image/png'), file('second.jpg', 'image/jpeg')));
    const blob = await pending;
    expect(blob).toBeInstanceOf(File);
    expect((blob as File).name).toBe('first.png');
  });

  it('falls back when the async clipboard API is missing', async () => {
    stubClipboard(undefined);
    const waiting = waitingForPaste(1000);
    const pending = readClipboardImage({ waitForPasteMs: 1000 });
    await waiting;
    document.body.dispatchEvent(pasteEvent(file('doc.png', 'image/png')));
    expect(((await pending) as File).name).toBe('doc.png');
  });

  it('falls back when the clipboard holds no image', async () => {
    const target = new EventTarget();
    stubClipboard({ read: async () => [new ClipboardItem({ 'text/plain': new Blob(['x'], { type: 'text/plain' }) })] });
    const waiting = waitingForPaste(1000);
    const pending = readClipboardImage({ target, waitForPasteMs: 1000 });
    await waiting;
    target.dispatchEvent(pasteEvent(file('late.webp', 'image/webp')));
    expect(((await pending) as File).name).toBe('late.webp');
  });

  it('falls back when getType fails', async () => {
    const target = new EventTarget();
    const broken = { types: ['image/png'], getType: () => Promise.reject(new Error('gone')) } as unknown as ClipboardItem;
    stubClipboard({ read: async () => [broken] });
    const waiting = waitingForPaste(1000);
    const pending = readClipboardImage({ target, waitForPasteMs: 1000 });
    await waiting;
    target.dispatchEvent(pasteEvent(file('ok.png', 'image/png')));
    expect(((await pending) as File).name).toBe('ok.png');
  });

  it('keeps a paste event that arrives while the read is still pending', async () => {
    const target = new EventTarget();
    let refuse!: (e: unknown) => void;
    stubClipboard({ read: () => new Promise((_, reject) => (refuse = reject)) });
    const pending = readClipboardImage({ target, waitForPasteMs: 50 });
    target.dispatchEvent(pasteEvent(file('early.png', 'image/png')));
    refuse(new DOMException('denied', 'NotAllowedError'));
    expect(((await pending) as File).name).toBe('early.png');
  });

  it('uses only the next paste event: one without an image gives null', async () => {
    const target = new EventTarget();
    stubClipboard({ read: () => Promise.reject(new Error('denied')) });
    const waiting = waitingForPaste(1000);
    const pending = readClipboardImage({ target, waitForPasteMs: 1000 });
    await waiting;
    target.dispatchEvent(pasteEvent(file('a.txt', 'text/plain')));
    target.dispatchEvent(pasteEvent(file('b.png', 'image/png')));
    expect(await pending).toBeNull();
  });

  it('resolves null after waitForPasteMs and stops listening', async () => {
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    stubClipboard({ read: () => Promise.reject(new Error('denied')) });
    const started = performance.now();
    expect(await readClipboardImage({ target, waitForPasteMs: 60 })).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    expect(remove).toHaveBeenCalledWith('paste', expect.any(Function));
  });

  it('waits 10 s by default', async () => {
    vi.useFakeTimers();
    try {
      stubClipboard(undefined);
      let result: Blob | null | undefined;
      void readClipboardImage({ target: new EventTarget() }).then((r) => (result = r));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(result).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(result).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('imageFromPasteEvent', () => {
  it('takes the first image file and skips other kinds', () => {
    const event = pasteEvent(file('a.txt', 'text/plain'), file('b.gif', 'image/gif'), file('c.png', 'image/png'));
    expect((imageFromPasteEvent(event) as File).name).toBe('b.gif');
  });
  it('ignores string items such as copied text', () => {
    const data = new DataTransfer();
    data.items.add('image/png', 'text/plain');
    data.setData('text/plain', 'just text');
    expect(imageFromPasteEvent(new ClipboardEvent('paste', { clipboardData: data }))).toBeNull();
  });
  it('gives null without clipboard data', () => {
    expect(imageFromPasteEvent(new ClipboardEvent('paste'))).toBeNull();
  });
});

describe('placePastedImage (SPEC §4, §7, §8)', () => {
  const blob = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

  it('uploads a signed-in user’s image as pasted-image-{timestamp}.png and uses the returned URL', async () => {
    const upload = vi.fn(async (_file: File) => ({ url: '/api/files/materials/abc.png' }));
    const result = await placePastedImage(blob, { signedIn: true, upload, now: () => 1_700_000_000_123 });
    expect(result).toEqual({ src: '/api/files/materials/abc.png', uploaded: true });
    const sent = upload.mock.calls[0][0];
    expect(sent).toBeInstanceOf(File);
    expect(sent.name).toBe('pasted-image-1700000000123.png');
    expect(sent.type).toBe('image/png');
    expect([...new Uint8Array(await sent.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect(PASTE_SAVED_MESSAGE).toBe('Pasted image saved to your materials!');
  });

  it('stamps the name with Date.now() by default', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(42);
    const upload = vi.fn(async (_file: File) => ({ url: 'https://cdn.example/x.png' }));
    await placePastedImage(blob, { signedIn: true, upload });
    expect(upload.mock.calls[0][0].name).toBe('pasted-image-42.png');
    expect(pastedImageName(7)).toBe('pasted-image-7.png');
  });

  it('embeds a guest’s image as base64 without uploading', async () => {
    const upload = vi.fn(async () => ({ url: 'never' }));
    const result = await placePastedImage(blob, { signedIn: false, upload });
    expect(upload).not.toHaveBeenCalled();
    expect(result).toEqual({ src: 'data:image/png;base64,iVBORw==', uploaded: false });
  });

  it('keeps the inline image when the upload fails, and reports the error', async () => {
    const failure = new Error('storage down');
    const onUploadError = vi.fn();
    const result = await placePastedImage(blob, { signedIn: true, upload: () => Promise.reject(failure), onUploadError });
    expect(result).toEqual({ src: await readFileAsDataUrl(blob), uploaded: false });
    expect(onUploadError).toHaveBeenCalledWith(failure);
  });

  it('treats an upload that throws synchronously or returns no URL as failed', async () => {
    const throws = () => {
      throw new Error('sync');
    };
    expect((await placePastedImage(blob, { signedIn: true, upload: throws })).uploaded).toBe(false);
    expect((await placePastedImage(blob, { signedIn: true, upload: async () => ({ url: '' }) })).uploaded).toBe(false);
  });
});
