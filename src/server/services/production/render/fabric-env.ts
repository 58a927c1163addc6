/**
 * Fabric on the server: the same `fabric` module the editor uses (so our document classes, CurvedText
 * and the Fabric-wide settings are registered once, in one class registry), given a jsdom window whose
 * <canvas> and <img> are @napi-rs/canvas (Skia, prebuilt binaries shipped inside npm: nothing is
 * compiled at install, decision 79). This is what `fabric/node` does, but `fabric/node` is a second copy
 * of Fabric with its own registry, which would not know our classes, and it wants node-canvas.
 *
 * jsdom never reaches the network: every request but a data: URL is refused. Images are turned into
 * data: URLs from the app's own storage before a design is loaded (resolve-images.ts) and decoded by
 * Skia itself: jsdom's <img> took 30–40 s to load a 4 MB data: URL (measured here).
 */
import { type Canvas, createCanvas, Image } from '@napi-rs/canvas';
import { config, FabricObject, setEnv } from 'fabric';
import { registerDocumentClasses } from '../../../../editor/document';
import { loadJsdom } from '../../heavy-modules';

let ready: Promise<void> | null = null;

/** Sets Fabric up for the server once. */
export function ensureServerFabric(): Promise<void> {
  ready ??= (async () => {
    const { JSDOM, requestInterceptor } = await loadJsdom();
    const { window } = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>', {
      pretendToBeVisual: true,
      resources: {
        interceptors: [requestInterceptor((request) => (request.url.startsWith('data:') ? undefined : Response.error()))],
      },
    });
    setEnv({
      document: withSkiaElements(window.document),
      window: window as unknown as Window & typeof globalThis,
      isTouchSupported: false,
      WebGLProbe: { queryWebGL() {}, isSupported: () => false } as never,
      dispose: () => {},
      copyPasteData: {},
    });
    // As fabric/node: no WebGL filters, and objects drawn straight to the print canvas (a cache canvas
    // would be a second, lower-resolution copy of every object at 300 DPI).
    config.configure({ enableGLFiltering: false });
    registerDocumentClasses();
    FabricObject.ownDefaults.objectCaching = false;
  })().catch((error) => {
    ready = null;
    throw error;
  });
  return ready;
}

/**
 * The jsdom document, except that `createElement('canvas')` gives a Skia canvas and
 * `createElement('img')` a Skia image. jsdom's own <canvas> only draws through node-canvas, and a
 * Skia context draws only Skia canvases and images, so every element Fabric draws with is Skia's.
 */
function withSkiaElements(document: Document): Document {
  const createElement = document.createElement.bind(document);
  const create = (tag: string, options?: ElementCreationOptions) => {
    const name = tag.toLowerCase();
    if (name === 'canvas') return skiaCanvasElement();
    if (name === 'img') return dataUrlImage();
    return createElement(tag, options);
  };
  return new Proxy(document, {
    get(target, key) {
      if (key === 'createElement') return create;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A Skia canvas with the few element members Fabric touches on the canvases it creates (attributes,
 * class list and inline style, read and restored around a StaticCanvas's life); they only bookkeep.
 */
function skiaCanvasElement(): Canvas {
  const canvas = createCanvas(300, 150);
  const attributes = new Map<string, string>();
  const classes = new Set<string>();
  return Object.assign(canvas, {
    style: { cssText: '' },
    classList: {
      add: (...names: string[]) => {
        for (const n of names) classes.add(n);
      },
      remove: (...names: string[]) => {
        for (const n of names) classes.delete(n);
      },
      contains: (n: string) => classes.has(n),
    },
    hasAttribute: (name: string) => attributes.has(name),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, String(value)),
    removeAttribute: (name: string) => attributes.delete(name),
  });
}

/**
 * A Skia Image that only loads data: URLs (given any other string it would read a local file or fetch
 * a URL); anything else fails as a broken image does in a browser.
 */
function dataUrlImage(): Image {
  const image = new Image();
  const srcAccessor = Object.getOwnPropertyDescriptor(Image.prototype, 'src');
  if (!srcAccessor?.set || !srcAccessor.get) throw new Error('@napi-rs/canvas Image has no src accessor');
  const { get, set } = srcAccessor;
  Object.defineProperty(image, 'src', {
    get: () => get.call(image),
    set: (value: unknown) => {
      if (typeof value === 'string' && value.startsWith('data:')) return set.call(image, value);
      const fail = image.onerror;
      queueMicrotask(() => fail?.call(image, new Event('error')));
    },
  });
  return image;
}
