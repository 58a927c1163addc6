import { type Canvas, type FabricObject, util } from 'fabric';
import { asEditorObject, designObjects, isWorkspace, serializeObject } from '../../core/objects';

export type Snapshot = Record<string, unknown>;

export interface Change {
  id: string;
  before: Snapshot | null;
  after: Snapshot | null;
}

/** The design area (shape, size, colours) as history keeps it: compared and restored whole. */
export type Area = Record<string, unknown>;

/** One undo entry: one transaction, one Fabric interaction, or one import. */
export interface Step {
  /** What the step was (the transaction's label): for tests and debugging, not translated. */
  label: string;
  changes: Change[];
  orderBefore: string[];
  orderAfter: string[];
  /** Set when the step changed the design area (its size, shape or colours). */
  area?: { before: Area; after: Area };
}

/** Properties that cannot be restored with `set` (they need a fresh object). */
const REBUILD_KEYS = ['type', 'objects', 'src', 'path', 'clipPath', 'filters', 'points'];

export function idsOf(canvas: Canvas): string[] {
  return designObjects(canvas).map((o) => asEditorObject(o).id ?? '');
}

export function sameOrder(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Puts the object back in the recorded state: `set` for plain properties, a rebuilt object otherwise. */
export async function restore(canvas: Canvas, object: FabricObject, target: Snapshot): Promise<void> {
  const now = serializeObject(object);
  const changed = Object.keys({ ...now, ...target }).filter((k) => JSON.stringify(now[k]) !== JSON.stringify(target[k]));
  if (!changed.length) return;
  const rebuild = changed.some((k) => REBUILD_KEYS.includes(k) || isStructured(target[k]) || isStructured(now[k]));
  if (rebuild) {
    const [fresh] = await util.enlivenObjects<FabricObject>([target]);
    const index = canvas.getObjects().indexOf(object);
    canvas.remove(object);
    canvas.insertAt(index, fresh);
    return;
  }
  const props: Record<string, unknown> = {};
  for (const key of changed) props[key] = target[key];
  object.set(props);
  object.setCoords();
}

/** Gradients and patterns are serialised as objects and need their classes: rebuild instead of set. */
function isStructured(value: unknown): boolean {
  return !!value && typeof value === 'object' && !Array.isArray(value) && 'type' in (value as object);
}

/** Restores the recorded stacking order of the design objects (the workspace stays at the bottom). */
export function reorder(canvas: Canvas, order: string[]): void {
  const all = canvas.getObjects();
  const current = designObjects(canvas);
  // Most steps (a move, a colour) keep the order: leave at once instead of walking 500 objects.
  if (
    sameOrder(
      current.map((o) => asEditorObject(o).id ?? ''),
      order,
    )
  )
    return;
  const byId = new Map(current.map((o) => [asEditorObject(o).id, o]));
  const base = all.findIndex(isWorkspace) + 1;
  order.forEach((id, i) => {
    const object = byId.get(id);
    if (object && canvas.item(base + i) !== object) canvas.moveObjectTo(object, base + i);
  });
}
