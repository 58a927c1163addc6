import { ActiveSelection, type FabricObject, util } from 'fabric';
import type { DesignDocument } from '../../shared/design';
import type { Editor } from '../core/Editor';
import { asEditorObject, designObjects, findById, isGuide, isWorkspace, serializeObject } from '../core/objects';
import type { EditorPlugin, HistoryState } from '../core/types';
import { type Area, type Change, idsOf, reorder, restore, type Snapshot, type Step, sameOrder } from './history/steps';

declare module '../core/types' {
  interface EditorApis {
    undo(): Promise<void>;
    redo(): Promise<void>;
    canUndo(): boolean;
    canRedo(): boolean;
    /** The labels of the steps undo and redo would apply next (null: none). */
    historyLabels(): { undo: string | null; redo: string | null };
    /** What `editor.transact` calls: records `fn`'s changes as one step. Call `editor.transact` instead. */
    recordTransaction<T>(label: string, targets: readonly FabricObject[], fn: () => T): T;
    clearHistory(): void;
  }
  interface EditorEvents {
    historyChange: [HistoryState];
  }
}

export const HISTORY_LIMIT = 100;

/** Steps recorded from Fabric's own events (a drag, a text edit, a drawn stroke), outside any transaction. */
const EVENT_LABELS = { 'object:added': 'add', 'object:removed': 'remove', 'object:modified': 'modify' } as const;

/**
 * Undo/redo by per-object diffs (decisions 6 and 77): each step keeps, for the objects it touched, their
 * JSON before and after, and the stacking order before and after. Undoing one change on a 500-object
 * design touches one object instead of reloading the document. The workspace and guides are never
 * recorded, so undo can neither remove nor unlock the workspace. A new step clears redo; the history is
 * bounded.
 *
 * Steps are recorded synchronously: a transaction (`editor.transact`) is one step when its outermost
 * function returns; a Fabric event outside a transaction (the end of a drag, leaving a text, a drawn
 * stroke) is one step at once. `snapshots` is always the recorded state, so a step is the diff of the
 * touched objects against it.
 */
export class HistoryPlugin implements EditorPlugin {
  static readonly pluginName = 'HistoryPlugin';
  static readonly events = ['historyChange'] as const;
  static readonly apis = ['undo', 'redo', 'canUndo', 'canRedo', 'historyLabels', 'recordTransaction', 'clearHistory'] as const;

  private snapshots = new Map<string, Snapshot>();
  private order: string[] = [];
  /** The design area as of the last step (undefined without a WorkspacePlugin). */
  private area: Area | undefined;
  /** Objects the open transaction touched (or the Fabric event being recorded). */
  private readonly touched = new Set<FabricObject>();
  /** How many transactions are open (nested ones merge into the outermost). */
  private depth = 0;
  private label = '';
  private readonly undoStack: Step[] = [];
  private readonly redoStack: Step[] = [];
  private applying = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly off: Array<() => void>;

  constructor(private readonly editor: Editor) {
    const { canvas } = editor;
    // Snapping guides and tool frames come and go during a drag: they are never part of a step.
    const recordEvent =
      (event: keyof typeof EVENT_LABELS) =>
      ({ target }: { target: FabricObject }) => {
        if (!isWorkspace(target) && !isGuide(target)) this.recordTransaction(EVENT_LABELS[event], [target], () => {});
      };
    this.off = [
      canvas.on('object:added', recordEvent('object:added')),
      canvas.on('object:removed', recordEvent('object:removed')),
      canvas.on('object:modified', recordEvent('object:modified')),
      // Inside a transaction the area is compared when it commits; outside, a resize is its own step.
      editor.on('workspaceChange', () => this.recordTransaction('design area', [], () => {})),
    ];
    this.resetBaseline();
  }

  recordTransaction<T>(label: string, targets: readonly FabricObject[], fn: () => T): T {
    // Undo, redo and imports are steps of their own: what they change is not a new step.
    if (this.applying || this.editor.isImporting) return fn();
    if (this.depth === 0) this.label = label;
    this.depth++;
    for (const target of targets) this.touch(target);
    let result: T;
    try {
      result = fn();
    } catch (error) {
      if (--this.depth === 0) this.rollback();
      throw error;
    }
    if (--this.depth === 0) this.commit();
    return result;
  }

  private touch(target: FabricObject): void {
    const list = target instanceof ActiveSelection ? target.getObjects() : [target];
    for (const object of list) if (!isWorkspace(object) && !isGuide(object)) this.touched.add(object);
  }

  /** The open transaction's changes as a step (null when nothing changed), forgetting what it touched. */
  private takeStep(): Step | null {
    const area = this.areaChange();
    const { canvas } = this.editor;
    const changes: Change[] = [];
    for (const object of this.touched) {
      const id = asEditorObject(object).id;
      if (!id) continue;
      const before = this.snapshots.get(id) ?? null;
      const after = object.canvas === canvas && canvas.getObjects().includes(object) ? serializeObject(object) : null;
      if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ id, before, after });
    }
    this.touched.clear();
    const orderAfter = idsOf(canvas);
    if (!changes.length && !area && sameOrder(this.order, orderAfter)) return null;
    return { label: this.label, changes, orderBefore: this.order, orderAfter, ...(area ? { area } : {}) };
  }

  private commit(): void {
    const step = this.takeStep();
    if (step) this.push(step);
  }

  /**
   * A transaction threw: its changes are put back through the path undo takes (asynchronous only when an
   * object must be rebuilt; `editor.idle()` waits for it) and nothing is recorded.
   */
  private rollback(): void {
    const step = this.takeStep();
    if (step) void this.editor.track(this.enqueue(() => this.apply(step, 'before')));
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

  /**
   * Imports are one step: before = what was there, after = the document's own JSON (no re-serialising).
   * Nothing the import changes is recorded meanwhile (`editor.isImporting`), the design area included.
   */
  afterImport(doc: DesignDocument): void {
    const next = new Map<string, Snapshot>();
    for (const json of doc.objects as Snapshot[]) if (typeof json.id === 'string') next.set(json.id, json);
    const changes: Change[] = [];
    for (const [id, before] of this.snapshots) changes.push({ id, before, after: next.get(id) ?? null });
    for (const [id, after] of next) if (!this.snapshots.has(id)) changes.push({ id, before: null, after });
    const area = this.areaChange();
    this.push({ label: 'import', changes, orderBefore: this.order, orderAfter: idsOf(this.editor.canvas), ...(area ? { area } : {}) });
  }

  canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  historyLabels(): { undo: string | null; redo: string | null } {
    return { undo: this.undoStack.at(-1)?.label ?? null, redo: this.redoStack.at(-1)?.label ?? null };
  }

  undo(): Promise<void> {
    return this.move(this.undoStack, this.redoStack, 'before');
  }

  redo(): Promise<void> {
    return this.move(this.redoStack, this.undoStack, 'after');
  }

  /** Applies the top step of `from` (its `side`) and moves it to `to`; queued behind any undo still running. */
  private move(from: Step[], to: Step[], side: 'before' | 'after'): Promise<void> {
    const task = this.enqueue(async () => {
      const step = from.pop();
      if (!step) return;
      await this.apply(step, side);
      to.push(step);
      // Once both stacks are up to date, so canUndo/canRedo are right for listeners.
      this.announce();
      this.editor.emit('change');
    });
    return this.editor.track(task);
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
    this.touched.clear();
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
    for (const off of this.off) off();
  }
}
