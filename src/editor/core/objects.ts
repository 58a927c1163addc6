import { ActiveSelection, type Canvas, type FabricObject, Group, util } from 'fabric';
import { newObjectId } from '../../shared/design';
import { asEditorObject, isGuide, isWorkspace } from './objectKinds';

// The Fabric-free part (what counts as a design object) lives in objectKinds.ts, so code that must not
// load Fabric (the action registry the web app reads) can use it; it is re-exported for the plugins.
export { asEditorObject, designObjects, type EditorObject, findById, isGuide, isWorkspace, WORKSPACE_ID } from './objectKinds';

/** The selected design objects (a multi-selection unpacked), guides and workspace left out. */
export function selectedObjects(canvas: Canvas): FabricObject[] {
  const active = canvas.getActiveObject();
  if (!active) return [];
  const list = active instanceof ActiveSelection ? active.getObjects() : [active];
  return list.filter((o) => !isWorkspace(o) && !isGuide(o));
}

/**
 * The object's JSON in canvas coordinates. Inside a multi-selection Fabric keeps children relative to
 * the selection, so (like Fabric's own canvas.toObject) the selection's transform is applied for the
 * moment of serialising and then undone.
 */
export function serializeObject(object: FabricObject, propertiesToInclude: string[] = []): Record<string, unknown> {
  const group = object.group;
  if (group && group instanceof ActiveSelection) {
    const saved = util.saveObjectTransform(object);
    util.addTransformToObject(object, group.calcOwnMatrix());
    const json = object.toObject(propertiesToInclude);
    object.set(saved);
    return withSpecTypes(json);
  }
  return withSpecTypes(object.toObject(propertiesToInclude));
}

/**
 * Fabric 7 writes class names ('IText', 'Image'); SPEC §3 names the types 'i-text', 'textbox', 'text',
 * 'curved-text', 'image', 'group'. Fabric registers every class under its lower-case name too (and
 * 'i-text'), so documents written with the SPEC's names load in Fabric 5, 6 and 7 alike.
 */
export function withSpecTypes(json: Record<string, unknown>): Record<string, unknown> {
  if (typeof json.type === 'string') json.type = json.type === 'IText' ? 'i-text' : json.type.toLowerCase();
  if (Array.isArray(json.objects)) for (const child of json.objects) if (child && typeof child === 'object') withSpecTypes(child as Record<string, unknown>);
  if (json.clipPath && typeof json.clipPath === 'object') withSpecTypes(json.clipPath as Record<string, unknown>);
  return json;
}

/** Gives the object (and the objects of a group) an id when it has none. */
export function assignIds(object: FabricObject): void {
  if (isWorkspace(object) || isGuide(object)) return;
  const o = asEditorObject(object);
  if (typeof o.id !== 'string' || !o.id) o.id = newObjectId();
  if (object instanceof Group && !(object instanceof ActiveSelection)) for (const child of object.getObjects()) assignIds(child);
}
