/**
 * Fabric on the server: the same `fabric` module the editor uses (so our document classes, CurvedText
 * and the Fabric-wide settings are registered once, in one class registry), given a jsdom window whose
 * <canvas> and <img> are node-canvas. This is what `fabric/node` does, but `fabric/node` is a second
 * copy of Fabric with its own registry, which would not know our classes.
 *
 * jsdom never reaches the network: every request but a data: URL is refused. Images are turned into
 * data: URLs from the app's own storage before a design is loaded (resolve-images.ts), and decoded by
 * node-canvas itself: jsdom's <img> took 30–40 s to load a 4 MB data: URL (measured here).
 */
import { config, FabricObject, setEnv } from 'fabric';
import { JSDOM, requestInterceptor } from 'jsdom';
import { registerDocumentClasses } from '../../../../editor/document';
import { DomainError } from '../../../domain/errors';

let ready: Promise<void> | null = null;

/** Is node-canvas (an optional native dependency) built on this machine? */
export async function nodeCanvasAvailable(): Promise<boolean> {
  try {
    await import('canvas');
    return true;
  } catch {
    return false;
  }
}

export class ServerRenderUnavailable extends DomainError {
  constructor() {
    super(
      'unavailable',
      'render_unavailable',
      'Server rendering needs node-canvas, which is not built on this machine: install the Debian packages build-essential libcairo2-dev libpango1.0-dev libjpeg-dev libgif-dev librsvg2-dev, then run npm ci.',
    );
    this.name = 'ServerRenderUnavailable';
  }
}

/** Sets Fabric up for the server once; throws ServerRenderUnavailable without node-canvas. */
export function ensureServerFabric(): Promise<void> {
  ready ??= (async () => {
    if (!(await nodeCanvasAvailable())) throw new ServerRenderUnavailable();
    const { window } = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>', {
      pretendToBeVisual: true,
      resources: {
        interceptors: [requestInterceptor((request) => (request.url.startsWith('data:') ? undefined : Response.error()))],
      },
    });
    const { Image } = await import('canvas');
    setEnv({
      document: withNativeImages(window.document, Image),
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

type ImageClass = typeof import('canvas').Image;

/**
 * The jsdom document, except that `createElement('img')` gives a node-canvas Image that only accepts
 * data: URLs (a node-canvas Image would read any other string as a local file path).
 */
function withNativeImages(document: Document, NativeImage: ImageClass): Document {
  const srcAccessor = Object.getOwnPropertyDescriptor(NativeImage.prototype, 'src');
  if (!srcAccessor?.set || !srcAccessor.get) throw new Error('node-canvas Image has no src accessor');
  const { get, set } = srcAccessor;
  const createImage = () => {
    const image = new NativeImage();
    Object.defineProperty(image, 'src', {
      get: () => get.call(image),
      set: (value: unknown) => {
        if (typeof value === 'string' && value.startsWith('data:')) return set.call(image, value);
        const fail = image.onerror;
        queueMicrotask(() => fail?.(new Error('Only data: URLs are loaded on the server')));
      },
    });
    return image;
  };
  const createElement = document.createElement.bind(document);
  return new Proxy(document, {
    get(target, key) {
      if (key === 'createElement') return (tag: string, options?: ElementCreationOptions) => (tag.toLowerCase() === 'img' ? createImage() : createElement(tag, options));
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
