import { type FabricObject, util } from 'fabric';
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
 * does not wait for the others. Their caches are drawn later, when the page is idle (idle-caches.ts).
 */
export async function enlivenDocumentObjects(objects: Json[], textReady: (json: Json) => Promise<void>): Promise<FabricObject[]> {
  const out = new Array<FabricObject>(objects.length);
  await Promise.all(
    objects.map(async (json, i) => {
      if (measuresText(json)) await textReady(json);
      const [made] = await util.enlivenObjects<FabricObject>([json]);
      out[i] = made;
    }),
  );
  return out;
}
