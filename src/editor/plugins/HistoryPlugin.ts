import { ActiveSelection, type Canvas, type FabricObject, util } from 'fabric';
import type { DesignDocument } from '../../shared/design';
import type { Editor } from '../core/Editor';
import { asEditorObject, designObjects, findById, isGuide, isWorkspace, serializeObject } from '../core/objects';
import type { EditorPlugin, HistoryState } from '../core/types';

declare module '../core/types' {
  interface EditorApis {
    undo(): Promise<void>;
    redo(): Promise<void>;
    canUndo(): boolean;
    canRedo(): boolean;
    /** Tells history that these objects were changed by code (a panel, a plugin); saved as one step. */
    markChanged(objects: FabricObject[]): void;
    /** Commits pending changes now (normally they settle on the next tick). */
    flushHistory(): void;
    clearHistory(): void;
  }
  interface EditorEvents {
    historyChange: [HistoryState];
  }
}

type Snapshot = Record<string, unknown>;
interface Change {
  id: string;
  before: Snapshot | null;
  after: Snapshot | null;
}
/** The design area (shape, size, colours) as history keeps it: compared and restored whole. */
type Area = Record<string, unknown>;
interface Step {
  changes: Change[];
  orderBefore: string[];
  orderAfter: string[];
  /** Set when the step changed the design area (its size, shape or colours). */
  area?: { before: Area; after: Area };
}

/** Properties that cannot be restored with `set` (they need a fresh object). */
const REBUILD_KEYS = ['type', 'objects', 'src', 'path', 'clipPath', 'filters', 'points'];

export const HISTORY_LIMIT = 100;

/**
 * Undo/redo by per-object diffs (DESIGN §5): each step keeps, for the objects it touched, their JSON
 * before and after, and the stacking order before and after. Undoing one change on a 500-object design
 * touches one object instead of reloading the document. The workspace and guides are never recorded, so
 * undo can neither remove nor unlock the workspace. A new action clears redo; the history is bounded.
 */
export class HistoryPlugin implements EditorPlugin {
  static readonly pluginName = 'HistoryPlugin';
  static readonly events = ['historyChange'] as const;
  static readonly apis = ['undo', 'redo', 'canUndo', 'canRedo', 'markChanged', 'flushHistory', 'clearHistory'] as const;

  private snapshots = new Map<string, Snapshot>();
  private order: string[] = [];
  /** The design area as of the last step (undefined without a WorkspacePlugin). */
  private area: Area | undefined;
  private readonly dirty = new Set<FabricObject>();
  private readonly undoStack: Step[] = [];
  private readonly redoStack: Step[] = [];
  private applying = false;
  private importing = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private readonly off: Array<() => void>;

  constructor(private readonly editor: Editor) {
    const { canvas } = editor;
    this.off = [
      canvas.on('object:added', ({ target }) => this.touch(target)),
      canvas.on('object:removed', ({ target }) => this.touch(target)),
      canvas.on('object:modified', ({ target }) => this.touch(target)),
      editor.on('workspaceChange', () => {
        if (!this.applying && !this.importing) this.schedule();
      }),
    ];
    this.resetBaseline();
  }

  private touch(target: FabricObject): void {
    if (this.applying || this.importing) return;
    const list = target instanceof ActiveSelection ? target.getObjects() : [target];
    for (const object of list) if (!isWorkspace(object) && !isGuide(object)) this.dirty.add(object);
    this.schedule();
  }

  markChanged(objects: FabricObject[]): void {
    for (const object of objects) this.touch(object);
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => this.flushHistory(), 0);
  }

  flushHistory(options: { withArea?: boolean } = {}): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const area = options.withArea === false ? undefined : this.areaChange();
    if (!this.dirty.size && !area) return;
    const { canvas } = this.editor;
    const changes: Change[] = [];
    for (const object of this.dirty) {
      const id = asEditorObject(object).id;
      if (!id) continue;
      const before = this.snapshots.get(id) ?? null;
      const after = object.canvas === canvas && canvas.getObjects().includes(object) ? serializeObject(object) : null;
      if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ id, before, after });
    }
    this.dirty.clear();
    const orderAfter = idsOf(canvas);
    if (!changes.length && !area && sameOrder(this.order, orderAfter)) return;
    this.push({ changes, orderBefore: this.order, orderAfter, ...(area ? { area } : {}) });
  }

  private currentArea(): Area | undefined {
    return this.editor.optionalApi('getDesignArea')?.() as Area | undefined;
  }

  /** The design area's change since the last step, if it changed (a resize, a new shape). */
  private areaChange(): Step['area'] {
    const after = this.currentArea();
    if (!after || !this.area || JSON.stringify(after) === JSON.stringify(this.area)) return undefined;
    return { before: this.area, after };
  }

  private push(step: Step): void {
    this.undoStack.push(step);
    if (this.undoStack.length > HISTORY_LIMIT) this.undoStack.shift();
    this.redoStack.length = 0;
    this.adopt(step, 'after');
    this.announce();
    this.editor.emit('change');
  }

  /** Imports are one step: before = what was there, after = the document's own JSON (no re-serialising). */
  beforeImport(): void {
    // The workspace plugin has already set the document's design area: that belongs to the import's step.
    this.flushHistory({ withArea: false });
    this.importing = true;
  }

  afterImport(doc: DesignDocument): void {
    this.importing = false;
    const next = new Map<string, Snapshot>();
    for (const json of doc.objects as Snapshot[]) if (typeof json.id === 'string') next.set(json.id, json);
    const changes: Change[] = [];
    for (const [id, before] of this.snapshots) changes.push({ id, before, after: next.get(id) ?? null });
    for (const [id, after] of next) if (!this.snapshots.has(id)) changes.push({ id, before: null, after });
    const area = this.areaChange();
    this.push({ changes, orderBefore: this.order, orderAfter: idsOf(this.editor.canvas), ...(area ? { area } : {}) });
  }

  canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  undo(): Promise<void> {
    return this.enqueue(async () => {
      this.flushHistory();
      const step = this.undoStack.pop();
      if (!step) return;
      await this.apply(step, 'before');
      this.redoStack.push(step);
      this.announceApplied();
    });
  }

  redo(): Promise<void> {
    return this.enqueue(async () => {
      this.flushHistory();
      const step = this.redoStack.pop();
      if (!step) return;
      await this.apply(step, 'after');
      this.undoStack.push(step);
      this.announceApplied();
    });
  }

  clearHistory(): void {
    this.undoStack.length = 0;
    this.redoStack.length = 0;
    this.resetBaseline();
    this.announce();
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task, task);
    return this.queue;
  }

  private async apply(step: Step, side: 'before' | 'after'): Promise<void> {
    const { canvas } = this.editor;
    this.applying = true;
    try {
      canvas.discardActiveObject();
      const changes = side === 'before' ? [...step.changes].reverse() : step.changes;
      for (const change of changes) {
        const target = change[side];
        const current = findById(canvas, change.id);
        if (!target) {
          if (current) canvas.remove(current);
        } else if (!current) {
          const [object] = await util.enlivenObjects<FabricObject>([target]);
          canvas.add(object);
        } else {
          await restore(canvas, current, target);
        }
      }
      reorder(canvas, side === 'before' ? step.orderBefore : step.orderAfter);
      if (step.area) this.editor.optionalApi('setDesignArea')?.(step.area[side] as never);
      this.adopt(step, side);
      canvas.requestRenderAll();
    } finally {
      this.applying = false;
    }
  }

  /** After an undo or redo, once both stacks are up to date, so canUndo/canRedo are right for listeners. */
  private announceApplied(): void {
    this.announce();
    this.editor.emit('change');
  }

  /** Makes the step's side the known state of the objects it touched. */
  private adopt(step: Step, side: 'before' | 'after'): void {
    for (const change of step.changes) {
      const snap = change[side];
      if (snap) this.snapshots.set(change.id, snap);
      else this.snapshots.delete(change.id);
    }
    this.order = side === 'before' ? step.orderBefore : step.orderAfter;
    if (step.area) this.area = step.area[side];
  }

  private resetBaseline(): void {
    this.snapshots = new Map();
    for (const object of designObjects(this.editor.canvas)) {
      const id = asEditorObject(object).id;
      if (id) this.snapshots.set(id, serializeObject(object));
    }
    this.order = idsOf(this.editor.canvas);
    this.area = this.currentArea();
  }

  private announce(): void {
    this.editor.emit('historyChange', { canUndo: this.canUndo(), canRedo: this.canRedo() });
  }

  destroy(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    for (const off of this.off) off();
  }
}

function idsOf(canvas: Canvas): string[] {
  return designObjects(canvas).map((o) => asEditorObject(o).id ?? '');
}

function sameOrder(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Puts the object back in the recorded state: `set` for plain properties, a rebuilt object otherwise. */
async function restore(canvas: Canvas, object: FabricObject, target: Snapshot): Promise<void> {
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
function reorder(canvas: Canvas, order: string[]): void {
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
