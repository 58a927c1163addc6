import { type Canvas, type FabricObject, util } from 'fabric';
import { tinykeys } from 'tinykeys';
import { type DesignDocument, migrateDesign } from '../../shared/design';
import { setupFabric } from '../document/setup';
import { CANVAS_NOT_INITIALIZED, type MenuEntry, tidySeparators, validateMenu } from './contextMenu';
import { buildDocument, reapplyStrokes } from './document-io';
import { EventBus } from './EventBus';
import { assignIds, designObjects } from './objects';
import type { EditorApis, EditorEvents, EditorHooks, EditorPlugin, PluginClass } from './types';

/** Events the core itself emits. */
const CORE_EVENTS = ['loadJson', 'change', 'notify'] as const;

export class EditorError extends Error {}

/**
 * The editor core (DESIGN §5): owns the Fabric canvas, a typed event bus, the four async hooks, hotkeys
 * scoped to the editor element, the context-menu model and the plugin registry.
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

  constructor(
    readonly canvas: Canvas,
    private readonly options: { hotkeyTarget?: HTMLElement } = {},
  ) {
    setupFabric();
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

  on<K extends keyof EditorEvents>(event: K, listener: (...args: EditorEvents[K]) => void): () => void {
    return this.bus.on(event, listener);
  }

  emit<K extends keyof EditorEvents>(event: K, ...args: EditorEvents[K]): void {
    this.bus.emit(event, ...args);
  }

  /** Code changed these objects: history records a step (when present), listeners hear 'change'. */
  changed(objects: FabricObject[]): void {
    const mark = (this.api as Partial<EditorApis>).markChanged;
    if (mark) mark(objects);
    else this.emit('change');
    this.canvas.requestRenderAll();
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
  async importJson(input: unknown): Promise<DesignDocument> {
    const migrated = migrateDesign(typeof input === 'string' ? safeParse(input) : input);
    if (!migrated.ok) throw new EditorError(migrated.error);
    const doc = migrated.doc;
    await this.runHook('beforeImport', doc);
    const objects = await util.enlivenObjects(doc.objects as Record<string, unknown>[]);
    const overlay = doc.overlayImage ? (await util.enlivenObjects([doc.overlayImage as Record<string, unknown>]))[0] : undefined;
    this.canvas.discardActiveObject();
    this.canvas.remove(...designObjects(this.canvas));
    this.canvas.add(...(objects as Parameters<Canvas['add']>));
    this.canvas.overlayImage = overlay as Canvas['overlayImage'];
    reapplyStrokes(this.canvas);
    await this.runHook('afterImport', doc);
    this.canvas.requestRenderAll();
    this.emit('loadJson');
    return doc;
  }

  /** SPEC §4 save: before-save hook → the document → after-save hook. */
  async getJson(): Promise<DesignDocument> {
    await this.runHook('beforeSave');
    const doc = buildDocument(this);
    await this.runHook('afterSave', doc);
    return doc;
  }

  /**
   * The context menu for the current state (SPEC §9): Delete (Del), Bring to Front, Send to Back for a
   * selection; then the plugins' items; when plugins supply items, 'Paste Image' (Ctrl+V) after a
   * separator. Without a canvas, one disabled 'Canvas not initialized'.
   */
  contextMenu(): MenuEntry[] {
    if (this.destroyed) return [CANVAS_NOT_INITIALIZED];
    const api = this.api as Partial<EditorApis>;
    const entries: MenuEntry[] = [];
    if (api.getSelection?.().length) {
      entries.push(
        { text: 'editor.menu.delete', hotkey: 'Del', onclick: () => api.deleteSelected?.() },
        { text: 'editor.menu.bringToFront', onclick: () => api.bringToFront?.() },
        { text: 'editor.menu.sendToBack', onclick: () => api.sendToBack?.() },
        { separator: true },
      );
    }
    const fromPlugins: MenuEntry[] = [];
    for (const plugin of this.plugins.values()) {
      const items = plugin.contextMenu?.();
      if (items?.length) fromPlugins.push(...validateMenu(items), { separator: true });
    }
    entries.push(...fromPlugins);
    if (fromPlugins.length) {
      entries.push({ separator: true }, { text: 'editor.menu.pasteImage', hotkey: 'Ctrl+V', disabled: !api.pasteImage, onclick: () => api.pasteImage?.() });
    }
    return tidySeparators(entries);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const unbind of this.unbindHotkeys.splice(0)) unbind();
    for (const plugin of [...this.plugins.values()].reverse()) plugin.destroy?.();
    this.plugins.clear();
    this.bus.clear();
    // The editor owns its canvas: a new editor may then be made on the same element.
    void this.canvas.dispose();
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
