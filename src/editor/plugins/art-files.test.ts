import type { FabricImage } from 'fabric';
import { afterEach, describe, expect, it } from 'vitest';
import favicon from '../../../tests/fixtures/art/mdbook-favicon.svg?raw';
import { designObjects } from '../core/objects';
import { mountEditor, type TestEditor } from '../testing/TestEditor';

/** A red 1×1 PNG: what the server answers as a PDF's stand-in in these tests. */
const STAND_IN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const never = (): never => {
  throw new Error('no editor mounted');
};
const file = (bytes: BlobPart, name: string, type = '') => new File([bytes], name, { type });
const HEIC = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic\0\0\0\0mif1heic'), ...new Array(32).fill(0)]);

describe('the editor takes vector and print files as art', () => {
  let mounted: TestEditor | null = null;
  afterEach(() => mounted?.cleanup());

  function mount(signedIn: boolean, uploaded: File[] = []) {
    mounted = mountEditor({
      isSignedIn: () => signedIn,
      uploadArt: async (art) => {
        uploaded.push(art);
        return { url: STAND_IN };
      },
    });
    const notices: string[] = [];
    mounted.editor.on('notify', (n) => notices.push(n.key));
    return { api: mounted.api, objects: () => designObjects(mounted?.canvas ?? never()), notices };
  }

  it('refuses EPS and HEIC by name (their messages say what to send instead), whatever type the browser claims', async () => {
    const { api, objects, notices } = mount(true);
    await api.insertImageFile(file('%!PS-Adobe-3.0 EPSF-3.0\n', 'logo.eps', 'application/postscript'));
    await api.insertImageFile(file(HEIC, 'IMG_0001.HEIC', 'image/heic'));
    expect(notices).toEqual(['editor.image.eps', 'editor.image.heic']);
    expect(objects()).toHaveLength(0);
  });

  it("uploads a signed-in user's PDF (an .ai saved with PDF compatibility too) and places the stand-in the server answers", async () => {
    const uploaded: File[] = [];
    const { api, objects } = mount(true, uploaded);
    await api.insertImageFile(file('%PDF-1.5\n1 0 obj', 'logo.ai'), { name: 'logo.ai' });
    expect(uploaded.map((f) => f.name)).toEqual(['logo.ai']);
    const [placed] = objects() as FabricImage[];
    expect(placed.getSrc()).toBe(STAND_IN);
  });

  it('asks a guest to sign in for a PDF: the server keeps it to print from', async () => {
    const uploaded: File[] = [];
    const { api, notices } = mount(false, uploaded);
    await api.insertImageFile(file('%PDF-1.7\n', 'art.pdf', 'application/pdf'));
    expect(notices).toEqual(['editor.image.pdfNeedsSignIn']);
    expect(uploaded).toEqual([]);
  });

  it('places a viewBox-only SVG whole, at the size the server would store', async () => {
    const { api, objects } = mount(false);
    await api.insertImageFile(file(favicon, 'favicon.svg', 'image/svg+xml'));
    const [placed] = objects();
    expect([placed.width, placed.height]).toEqual([1024, 945]);
  });
});
