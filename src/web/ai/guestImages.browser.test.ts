import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const uploads: Array<{ name: string; type: string; materialName?: string; source?: string }> = [];
let failUploads = false;
vi.mock('../api/materials', () => ({
  uploadMaterial: vi.fn(async (file: File, options: { name?: string; source?: string }) => {
    if (failUploads) throw new Error('offline');
    uploads.push({ name: file.name, type: file.type, materialName: options.name, source: options.source });
    return { id: `m-${uploads.length}` };
  }),
}));

const told: string[] = [];
vi.mock('../components/notify', () => ({ notify: (kind: string, message: string) => told.push(`${kind}: ${message}`) }));
vi.mock('../i18n', () => ({
  default: { t: (key: string, options?: { count?: number }) => (options?.count === undefined ? key : `${key} ${options.count}`) },
  pageTextsReady: async () => {},
}));

const { keepGuestImages, materialNameOf, saveGuestImagesAndTell, saveGuestImagesToAccount } = await import('./guestImages');
const { hasKeptGuestImages } = await import('./guestImagesFlag');

// A 1×1 PNG.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const image = (id: string, prompt = `cat ${id}`) => ({ id, url: PNG, prompt });

async function drain(): Promise<void> {
  failUploads = false;
  await saveGuestImagesToAccount();
  uploads.length = 0;
}

describe('a guest trial’s images kept until sign-up', () => {
  beforeEach(drain);
  afterEach(drain);

  it('saves each kept image into the account’s materials once, as an AI material', async () => {
    await keepGuestImages([image('g1-0'), image('g1-1')]);
    await keepGuestImages([image('g1-1')]);
    expect(await saveGuestImagesToAccount()).toEqual({ saved: 2, failed: 0 });
    expect(uploads.map((u) => [u.name, u.type, u.materialName, u.source]).sort()).toEqual([
      ['ai-g1-0.png', 'image/png', 'cat g1-0', 'ai'],
      ['ai-g1-1.png', 'image/png', 'cat g1-1', 'ai'],
    ]);
    // A reload or a second sign-in finds nothing left to save.
    expect(await saveGuestImagesToAccount()).toEqual({ saved: 0, failed: 0 });
    expect(uploads).toHaveLength(2);
  });

  it('keeps an image whose upload failed, for the next sign-in', async () => {
    await keepGuestImages([image('g2-0')]);
    expect(hasKeptGuestImages()).toBe(true);
    failUploads = true;
    expect(await saveGuestImagesToAccount()).toEqual({ saved: 0, failed: 1 });
    expect(hasKeptGuestImages()).toBe(true);
    failUploads = false;
    expect(await saveGuestImagesToAccount()).toEqual({ saved: 1, failed: 0 });
    // Nothing kept: signed-in pages no longer load the keeper.
    expect(hasKeptGuestImages()).toBe(false);
  });

  it('keeps at most the trial’s 20 images, the newest', async () => {
    await keepGuestImages(Array.from({ length: 23 }, (_, i) => image(`g3-${i}`)));
    expect(await saveGuestImagesToAccount()).toEqual({ saved: 20, failed: 0 });
    expect(uploads.map((u) => u.name)).not.toContain('ai-g3-0.png');
    expect(uploads.map((u) => u.name)).toContain('ai-g3-22.png');
  });

  it('runs once at a time: two callers share one run', async () => {
    await keepGuestImages([image('g4-0')]);
    const [a, b] = await Promise.all([saveGuestImagesToAccount(), saveGuestImagesToAccount()]);
    expect(a).toEqual({ saved: 1, failed: 0 });
    expect(b).toBe(a);
    expect(uploads).toHaveLength(1);
  });

  it('tells the customer how many were saved, and nothing when nothing was kept', async () => {
    told.length = 0;
    await saveGuestImagesAndTell();
    expect(told).toEqual([]);
    await keepGuestImages([image('g5-0'), image('g5-1')]);
    await saveGuestImagesAndTell();
    expect(told).toEqual(['success: credits.guest.kept 2']);
  });

  it('says whether the images were kept: true once stored, false when the browser refuses (quota, private mode)', async () => {
    expect(await keepGuestImages([image('g6-0')])).toBe(true);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      expect(await keepGuestImages([image('g6-1')])).toBe(false);
    } finally {
      put.mockRestore();
    }
    // What was stored before is still there for sign-in; the refused image is not.
    expect(await saveGuestImagesToAccount()).toEqual({ saved: 1, failed: 0 });
    expect(uploads.map((u) => u.name)).toEqual(['ai-g6-0.png']);
  });

  it('is not kept when the note for sign-in cannot be written', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      expect(await keepGuestImages([image('g7-0')])).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });

  it('names a material after its prompt without the characters an upload name may not hold', () => {
    expect(materialNameOf('a cat: "happy" / sad?')).toBe('a cat happy sad');
    expect(materialNameOf('???')).toBeUndefined();
    expect(materialNameOf('x'.repeat(200))).toHaveLength(120);
  });
});
