/** A fresh object id (browsers and Node 20 both have crypto.randomUUID). */
export function newObjectId(): string {
  return globalThis.crypto.randomUUID();
}

type Node = { id?: unknown; objects?: unknown };

const hasId = (node: Node): node is Node & { id: string } => typeof node.id === 'string' && node.id !== '';

/**
 * SPEC §5 loaded JSON: every object (in groups too) gets an id if it has none, and ids are made unique
 * within the document (copy-pasted JSON repeats them; history and links look objects up by id). The
 * first holder of an id keeps it. Returns new objects; the input is not touched.
 */
export function ensureObjectIds<T extends object>(objects: readonly T[], newId: () => string = newObjectId): Array<T & { id: string }> {
  const existing = new Set<string>();
  const collect = (list: readonly unknown[]) => {
    for (const item of list) {
      const node = item as Node;
      if (hasId(node)) existing.add(node.id);
      if (Array.isArray(node.objects)) collect(node.objects);
    }
  };
  collect(objects);

  const used = new Set<string>();
  // A generated id never takes one an object further on already holds.
  const fresh = () => {
    for (let tries = 0; tries < 100; tries++) {
      const id = newId();
      if (id && !existing.has(id) && !used.has(id)) return id;
    }
    throw new Error('newId keeps returning ids that are already in use.');
  };
  const visit = (list: readonly unknown[]): unknown[] =>
    list.map((item) => {
      const node = item as Node;
      const id = hasId(node) && !used.has(node.id) ? node.id : fresh();
      used.add(id);
      return Array.isArray(node.objects) ? { ...node, id, objects: visit(node.objects) } : { ...node, id };
    });
  return visit(objects) as Array<T & { id: string }>;
}
