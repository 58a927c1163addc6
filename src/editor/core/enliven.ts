import { type FabricObject, type StaticCanvas, util } from 'fabric';
import { isTextType } from '../../shared/design';

type Json = Record<string, unknown>;

/** Does making this object measure text (itself, a child, or a text used as its mask)? */
export function measuresText(json: Json): boolean {
  if (isTextType(json.type) || typeof json.fontFamily === 'string') return true;
  if (Array.isArray(json.objects) && json.objects.some((child) => child && typeof child === 'object' && measuresText(child as Json))) return true;
  return !!json.clipPath && typeof json.clipPath === 'object' && measuresText(json.clipPath as Json);
}

/**
 * The document's objects as Fabric objects, in the document's order (decision 64). Text is measured
 * when it is made, so an object with text waits for `textReady(json)` (its own fonts); everything else
 * (paths, shapes, images: most of a big design) is made at once, and text in a font that has arrived
 * does not wait for the others. With `canvas`, each object's cache is drawn as soon as it is made,
 * while fonts are still on their way, so the first render mostly places finished caches.
 */
export async function enlivenDocumentObjects(objects: Json[], textReady: (json: Json) => Promise<void>, canvas?: StaticCanvas): Promise<FabricObject[]> {
  const ahead = canvas ? new CacheDrawer(canvas) : undefined;
  const out = new Array<FabricObject>(objects.length);
  await Promise.all(
    objects.map(async (json, i) => {
      if (measuresText(json)) await textReady(json);
      const [made] = await util.enlivenObjects<FabricObject>([json]);
      out[i] = made;
      ahead?.add(made);
    }),
  );
  await ahead?.finished();
  return out;
}

/** Work between two yields to the browser: under the 50 ms of a long task, so input and fonts that arrive meanwhile are taken soon. */
const SLICE_MS = 48;

/** A task at the back of the browser's queue (a font load that finished, input go first). */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Draws objects' own caches at the canvas's view, as its first render would, in short slices. The
 * objects are not on the canvas yet: they are attached to it (`canvas.add` keeps that). An object
 * changed afterwards through `set` is marked dirty and drawn again, as always.
 */
export class CacheDrawer {
  private readonly queue: FabricObject[] = [];
  private draining = false;
  /** The latest drain: an earlier one had finished when it started. */
  private latest: Promise<void> = Promise.resolve();

  constructor(private readonly canvas: StaticCanvas) {}

  add(object: FabricObject): void {
    this.queue.push(object);
    if (this.draining) return;
    this.draining = true;
    this.latest = this.drain();
  }

  finished(): Promise<void> {
    return this.latest;
  }

  private async drain(): Promise<void> {
    let sliceStart = performance.now();
    for (let object = this.queue.shift(); object; object = this.queue.shift()) {
      (object as unknown as { _set(key: 'canvas', value: StaticCanvas): void })._set('canvas', this.canvas);
      if (!object.isNotVisible() && object.shouldCache()) (object as unknown as { renderCache(): void }).renderCache();
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
    this.draining = false;
  }
}
