import { type Canvas, type FabricObject, util } from 'fabric';
import { tinykeys } from 'tinykeys';
import { type DesignDocument, migrateDesign } from '../../shared/design';
import { setupFabric } from '../document/setup';
import { CANVAS_NOT_INITIALIZED, type MenuEntry, tidySeparators, validateMenu } from './contextMenu';
import { buildDocument, reapplyStrokes } from './document-io';
import { EventBus } from './EventBus';
import { enlivenDocumentObjects } from './enliven';
import { IdleCacheDrawer } from './idle-caches';
import { assignIds, designObjects } from './objects';
import { PendingWork } from './pending';
import { ActiveTool } from './tools';
import type { EditorApis, EditorEvents, EditorHooks, EditorPlugin } from './types';

/** Events the core itself emits. */
const CORE_EVENTS = ['loadJson', 'change', 'notify', 'toolChange'] as const;

export class EditorError extends Error {}

/**
 * A plugin class as `editor.use` takes it. It lives beside the Editor (not in types.ts) because its
 * constructor receives the Editor: types.ts stays free of the class, so the two never import each other.
 */
export interface PluginClass<Options = void> {
  /** An instance may implement any of EditorPlugin's members (hooks, hotkeys, contextMenu, destroy). */
  new (editor: Editor, options: Options): object;
  readonly pluginName: string;
  /** Names of the events this plugin emits (each may be declared once in the whole editor). */
  readonly events?: readonly string[];
  /** Names of the methods this plugin puts on `editor.api` (each name once in the whole editor). */
  readonly apis?: readonly string[];
}

/**
 * The editor core (DESIGN §5): owns the Fabric canvas, a typed event bus, the four async hooks, the
 * plugin registry, and binds the plugins' hotkeys (to the editor element) and context-menu items. What
 * the built-in hotkeys and menu items do is the action registry's (src/editor/actions).
 */
export class Editor {
  readonly bus = new EventBus<EditorEvents>();
  /** Methods contributed by plugins (typed by augmentation of EditorApis). */
  readonly api = {} as EditorApis;
  private readonly plugins = new Map<string, EditorPlugin>();
  private readonly declaredEvents = new Set<string>(CORE_EVENTS);
  /** Hotkey bindings and canvas listeners, undone on destroy. */
  private readonly unbindHotkeys: Array<() => void> = [];
  private destroyed = false;
  /** The opened design's object caches, drawn when the page is idle (decision 72). */
  readonly idleCaches: IdleCacheDrawer;
  /** Crop, mask editing and drawing: at most one at a time (decision 77). */
  readonly tools = new ActiveTool((id) => this.emit('toolChange', id));
  private readonly pending = new PendingWork();
  private importing = false;

  constructor(
    readonly canvas: Canvas,
    private readonly options: { hotkeyTarget?: HTMLElement } = {},
  ) {
    setupFabric();
    this.idleCaches = new IdleCacheDrawer(canvas);
    // SPEC §5: objects without an id get one — whatever added them (import, paste, a plugin, undo).
    this.unbindHotkeys.push(canvas.on('object:added', ({ target }) => assignIds(target)));
  }

  /** Registers a plugin. Registering a plugin, an event or an api twice throws (SPEC §5, §8). */
  use<O>(Plugin: PluginClass<O>, options?: O): this {
    const name = Plugin.pluginName;
    if (!name) throw new EditorError('A plugin needs a static pluginName');
    if (this.plugins.has(name)) throw new EditorError(`Duplicate plugin initialisation: '${name}' is already registered`);
    for (const event of Plugin.events ?? []) {
      if (this.declaredEvents.has(event)) throw new EditorError(`Duplicate plugin initialisation: event '${event}' of '${name}' is already declared`);
    }
    for (const api of Plugin.apis ?? []) {
      if (api in this.api) throw new EditorError(`Duplicate plugin initialisation: api '${api}' of '${name}' is already registered`);
    }
    const plugin = new Plugin(this, options as O) as EditorPlugin;
    for (const event of Plugin.events ?? []) this.declaredEvents.add(event);
    for (const api of Plugin.apis ?? []) {
      const method = (plugin as unknown as Record<string, unknown>)[api];
      if (typeof method !== 'function') throw new EditorError(`Plugin '${name}' lists api '${api}' but has no such method`);
      (this.api as unknown as Record<string, unknown>)[api] = method.bind(plugin);
    }
    this.plugins.set(name, plugin);
    const keys = plugin.hotkeys?.();
    if (keys && this.options.hotkeyTarget) this.unbindHotkeys.push(tinykeys(this.options.hotkeyTarget, keys));
    return this;
  }

  getPlugin<P extends object>(Plugin: PluginClass<never> & { prototype: P }): P | undefined {
    return this.plugins.get(Plugin.pluginName) as unknown as P | undefined;
  }

  hasPlugin(name: string): boolean {
    return this.plugins.has(name);
  }

  /**
   * A plugin api that may be absent (its plugin not registered): the method, or undefined. `editor.api`
   * is typed as if every plugin were there; the core and plugins that work without another plugin ask
   * here instead of casting `editor.api` to `Partial<EditorApis>`.
   */
  optionalApi<K extends keyof EditorApis>(name: K): EditorApis[K] | undefined {
    return Object.hasOwn(this.api, name) ? this.api[name] : undefined;
  }

  on<K extends keyof EditorEvents>(event: K, listener: (...args: EditorEvents[K]) => void): () => void {
    return this.bus.on(event, listener);
  }

  emit<K extends keyof EditorEvents>(event: K, ...args: EditorEvents[K]): void {
    this.bus.emit(event, ...args);
  }

  /**
   * Runs `fn`, which changes the design, as one undoable step named `label` (decision 77). `targets` are
   * the existing objects `fn` changes in place; objects it adds or removes are found from Fabric's own
   * events. The step is recorded before `transact` returns; a transaction inside another one becomes part
   * of the outer step; if `fn` throws, its changes are rolled back and nothing is recorded. `fn` must be
   * synchronous: load what a change needs first, then change the design in one go.
   */
  transact<T>(label: string, targets: readonly FabricObject[], fn: () => T): T {
    const record = this.optionalApi('recordTransaction');
    // Asynchronous work would change the design after the step was recorded: refused (and rolled back).
    const run = () => {
      const result = fn();
      if (result instanceof Promise) throw new EditorError(`Transaction '${label}' must be synchronous`);
      return result;
    };
    const result = record ? record(label, targets, run) : run();
    if (!record) this.emit('change');
    this.canvas.requestRenderAll();
    return result;
  }

  /** Counts asynchronous work (a load, an undo) as pending until it settles: `idle()` waits for it. */
  track<T>(work: Promise<T>): Promise<T> {
    return this.pending.track(work);
  }

  /** Resolves once no tracked work is left: imports, undo and redo, rollbacks, effects being drawn. */
  idle(): Promise<void> {
    return this.pending.idle();
  }

  /** Runs one hook of every plugin, in registration order, each awaited before the next. */
  async runHook<H extends keyof EditorHooks>(hook: H, ...args: Parameters<EditorHooks[H]>): Promise<void> {
    for (const plugin of this.plugins.values()) {
      const fn = plugin[hook] as ((...a: Parameters<EditorHooks[H]>) => void | Promise<void>) | undefined;
      if (fn) await fn.apply(plugin, args);
    }
  }

  /**
   * SPEC §4 import: before-import hook → load the canvas → re-apply strokes → after-import hook → emit
   * loadJson. Accepts our documents of any version and Fabric 5/6 JSON (migrated first). On bad input
   * it throws an EditorError with a clear message and leaves the canvas as it was.
   */
  importJson(input: unknown): Promise<DesignDocument> {
    return this.track(this.importDocument(input));
  }

  private async importDocument(input: unknown): Promise<DesignDocument> {
    const raw = typeof input === 'string' ? safeParse(input) : input;
    this.prefetchImport(raw);
    const migrated = migrateDesign(raw);
    if (!migrated.ok) throw new EditorError(migrated.error);
    const doc = migrated.doc;
    this.importing = true;
    try {
      await this.runHook('beforeImport', doc);
      const objects = await enlivenDocumentObjects(doc.objects as Record<string, unknown>[], (object) => this.textReady(object));
      const overlay = doc.overlayImage ? (await util.enlivenObjects([doc.overlayImage as Record<string, unknown>]))[0] : undefined;
      this.canvas.discardActiveObject();
      this.canvas.remove(...designObjects(this.canvas));
      // The first frame draws the objects themselves; their caches follow when the page is idle.
      this.idleCaches.start(objects);
      this.canvas.add(...(objects as Parameters<Canvas['add']>));
      this.canvas.overlayImage = overlay as Canvas['overlayImage'];
      reapplyStrokes(this.canvas);
      await this.runHook('afterImport', doc);
      this.canvas.requestRenderAll();
      this.emit('loadJson');
    } finally {
      this.importing = false;
    }
    return doc;
  }

  /** Resolves when every plugin has what this object's text needs to be measured (its fonts). */
  private async textReady(object: Record<string, unknown>): Promise<void> {
    await Promise.all([...this.plugins.values()].map((plugin) => plugin.textReady?.(object)));
  }

  /** Lets plugins start loading what the document needs while it is migrated and checked. */
  private prefetchImport(raw: unknown): void {
    for (const plugin of this.plugins.values()) {
      try {
        plugin.prefetchImport?.(raw);
      } catch {
        // A hint only: the checked document's beforeImport does the real work.
      }
    }
  }

  /** SPEC §4 save: before-save hook → the document → after-save hook. */
  async getJson(): Promise<DesignDocument> {
    await this.runHook('beforeSave');
    const doc = buildDocument(this.canvas);
    await this.runHook('afterSave', doc);
    return doc;
  }

  /**
   * The document as it is this instant, without waiting for a cut line trace or fonts still loading
   * (which can take seconds): for the local copy kept against a reload or a closed tab. Its cut line is
   * traced again when it is restored.
   */
  getJsonNow(): DesignDocument {
    const doc = buildDocument(this.canvas);
    for (const plugin of this.plugins.values()) void plugin.afterSave?.(doc);
    return doc;
  }

  /**
   * The context menu for the current state (SPEC §2, §9): each plugin's items in registration order,
   * a separator between plugins. The built-in items are the action registry's (ActionsPlugin,
   * src/editor/actions/menu.ts). Without a canvas, one disabled 'Canvas not initialized'.
   */
  contextMenu(): MenuEntry[] {
    if (this.destroyed) return [CANVAS_NOT_INITIALIZED];
    const entries: MenuEntry[] = [];
    for (const plugin of this.plugins.values()) {
      const items = plugin.contextMenu?.();
      if (items?.length) entries.push(...validateMenu(items), { separator: true });
    }
    return tidySeparators(entries);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.idleCaches.destroy();
    for (const unbind of this.unbindHotkeys.splice(0)) unbind();
    for (const plugin of [...this.plugins.values()].reverse()) plugin.destroy?.();
    this.plugins.clear();
    this.bus.clear();
    // The editor owns its canvas: a new editor may then be made on the same element.
    void this.canvas.dispose();
  }

  /** True from the import's before-import hook to its after-import hook: its changes are the import's own step. */
  get isImporting(): boolean {
    return this.importing;
  }

  get isDestroyed(): boolean {
    return this.destroyed;
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new EditorError('This file is not valid JSON.');
  }
}
