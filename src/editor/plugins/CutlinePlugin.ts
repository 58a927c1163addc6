import type { FabricObject } from 'fabric';
import { type CutlineOptions, type CutlineResult, cutline } from '../../shared/cutline';
import { type CutSettings, cutSettingsOf, cutSettingsSchema, type DesignDocument, PRINT_DPI } from '../../shared/design';
import type { Editor } from '../core/Editor';
import { isGuide, isWorkspace } from '../core/objects';
import type { EditorPlugin } from '../core/types';
import { whenIdle } from '../core/when-idle';
import { drawStraight } from '../document/cache-waiting';

/**
 * Traces a cut path from an alpha mask (width × height values, transferred: the caller does not reuse
 * it). Resolves null when the request was superseded by a newer one (the Web Worker client does this).
 */
export type CutlineTracer = (mask: Uint8Array, width: number, height: number, options: CutlineOptions) => Promise<CutlineResult | null>;

/**
 * Where the live cutline is: 'idle' before the first trace, 'computing' while one is due or running
 * (the previous path stays), 'ready', 'empty' (nothing opaque to cut around) or 'error'.
 */
export type CutlineStatus = 'idle' | 'computing' | 'ready' | 'empty' | 'error';

export interface CutlineState {
  status: CutlineStatus;
  /** SVG path data in workspace units ('' when there is none). */
  path: string;
  /** Kiss-cut: the backing sheet's outline, workspace units. */
  backingPath?: string;
  /** Separate parts joined by bridges into one die-cut piece (0 when the art is one piece). */
  joinedIslands: number;
  /** The trace's error message when status is 'error'. */
  error?: string;
}

export interface CutlinePluginOptions {
  /** Default: the shared engine on this thread (tests); the web app passes its Web Worker. */
  trace?: CutlineTracer;
  /** false: keep and save the settings and the saved path, but never trace or draw (off-screen renders). */
  live?: boolean;
  /** Quiet time after a design change before the cutline is traced again, ms. */
  debounceMs?: number;
}

declare module '../core/types' {
  interface EditorApis {
    /** The cut settings: the chosen ones, or defaults that follow the workspace shape. */
    getCutSettings(): CutSettings;
    /** Changes some cut settings (clamped); the cutline is traced again at once. */
    setCutSettings(settings: Partial<CutSettings>): void;
    getCutline(): CutlineState;
    /** Traces now (skipping the debounce) and resolves with the state once the newest trace is done. */
    refreshCutline(): Promise<CutlineState>;
    setCutlineVisible(visible: boolean): void;
    isCutlineVisible(): boolean;
  }
  interface EditorEvents {
    cutlineChange: [CutlineState];
  }
}

/** The mask's longer side: about 240 DPI on a 5 in design, enough for a cut exact to ±0.5 mask px. */
export const CUTLINE_MASK_SIDE = 1200;
export const CUTLINE_DEBOUNCE_MS = 400;
/**
 * After an import the trace also waits for the page to be idle, at most this long (ms): the saved path
 * already shows, and tracing a large design draws every object into the mask, which on a slow CPU
 * would otherwise land inside the design's first paint.
 */
export const CUTLINE_IMPORT_IDLE_TIMEOUT_MS = 2000;
/** The longest a save waits for a trace in progress before writing the path it has. */
const SAVE_WAIT_MS = 5000;
const CUT_COLOUR = '#ec008c';

interface Mask {
  data: Uint8Array;
  width: number;
  height: number;
  /** Mask pixels per printed inch (the workspace is 300 DPI). */
  dpi: number;
  /** Workspace units per mask pixel. */
  scale: number;
}

const syncTrace: CutlineTracer = async (mask, width, height, options) => cutline(mask, width, height, options);

/**
 * The live cutline: keeps the cut settings and the current cut path, traces the path again at
 * once when a setting changes and shortly after the design changes, and draws it over the visible canvas
 * only. The path is never a Fabric object, so it is not in layers, history, the JSON's objects or exports;
 * it is saved as the document's `cutlinePath` beside its `cut` settings.
 */
export class CutlinePlugin implements EditorPlugin {
  static readonly pluginName = 'CutlinePlugin';
  static readonly events = ['cutlineChange'] as const;
  static readonly apis = ['getCutSettings', 'setCutSettings', 'getCutline', 'refreshCutline', 'setCutlineVisible', 'isCutlineVisible'] as const;

  /** Settings someone chose (or the document brought); null follows the workspace shape. */
  private chosen: CutSettings | null = null;
  private state: CutlineState = { status: 'idle', path: '', joinedIslands: 0 };
  private visible = true;
  private outline: { path: Path2D; backing?: Path2D } | null = null;
  /** The rendered mask, until the design changes. */
  private mask: Mask | null = null;
  /** Number of the newest request: an answer to an older one is stale and dropped. */
  private seq = 0;
  private running: Promise<void> | null = null;
  /** Cancels the trace that is due (waiting for its debounce, or for the page to be idle); unset when none is. */
  private cancelDue: (() => void) | undefined;
  private importing = false;
  private announcingChange = false;
  private destroyed = false;
  private readonly trace: CutlineTracer;
  private readonly live: boolean;
  private readonly debounceMs: number;
  private readonly off: Array<() => void> = [];

  constructor(
    private readonly editor: Editor,
    options: CutlinePluginOptions = {},
  ) {
    this.trace = options.trace ?? syncTrace;
    this.live = options.live ?? true;
    this.debounceMs = options.debounceMs ?? CUTLINE_DEBOUNCE_MS;
    if (!this.live) return;
    const { canvas } = editor;
    const onObject = ({ target }: { target: FabricObject }) => {
      if (!isWorkspace(target) && !isGuide(target)) this.designChanged();
    };
    this.off.push(
      canvas.on('object:added', onObject),
      canvas.on('object:removed', onObject),
      canvas.on('object:modified', onObject),
      canvas.on('after:render', ({ ctx }) => this.draw(ctx)),
      editor.on('change', () => {
        if (!this.announcingChange) this.designChanged();
      }),
      editor.on('workspaceChange', () => this.designChanged()),
    );
  }

  getCutSettings(): CutSettings {
    if (this.chosen) return { ...this.chosen };
    const workspace = this.editor.optionalApi('getWorkspace')?.();
    return cutSettingsOf({ workspace: workspace ?? { id: 'workspace', shape: 'rectangle', width: 1, height: 1 } });
  }

  setCutSettings(settings: Partial<CutSettings>): void {
    const current = this.getCutSettings();
    const next = cutSettingsSchema.parse({ ...current, ...settings });
    if (sameSettings(next, current)) return;
    this.chosen = next;
    // A document change for auto-save and the unsaved-changes warning (history does not record it).
    this.announcingChange = true;
    try {
      this.editor.emit('change');
    } finally {
      this.announcingChange = false;
    }
    // Controls showing the settings read them back now: a slider stepped twice before the trace
    // starts must step from the new value, not the old one.
    this.announce();
    if (this.live) void this.retrace();
  }

  getCutline(): CutlineState {
    return { ...this.state };
  }

  async refreshCutline(): Promise<CutlineState> {
    if (this.live) {
      if (this.cancelDue !== undefined || !this.running) void this.retrace();
      await this.settled();
    }
    return this.getCutline();
  }

  setCutlineVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    this.editor.canvas.requestRenderAll();
    this.announce();
  }

  isCutlineVisible(): boolean {
    return this.visible;
  }

  // ---- document ----

  beforeImport(): void {
    this.importing = true;
    this.cancel();
  }

  afterImport(doc: DesignDocument): void {
    this.importing = false;
    this.chosen = doc.cut ? { ...doc.cut } : null;
    this.mask = null;
    // The saved path shows at once; the trace that follows brings it up to date (fonts, images).
    const path = doc.cutlinePath ?? '';
    this.setState({ status: path ? 'ready' : 'idle', path, joinedIslands: 0 });
    if (this.live) this.schedule('idle');
  }

  async beforeSave(): Promise<void> {
    if (!this.live || (this.cancelDue === undefined && !this.running)) return;
    // Save the path of the design as it is now, unless tracing hangs.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.refreshCutline(), new Promise((resolve) => (timeout = setTimeout(resolve, SAVE_WAIT_MS)))]);
    clearTimeout(timeout);
  }

  /** The cut is always written, so /preview and the shop cut the line the editor showed. */
  afterSave(doc: DesignDocument): void {
    doc.cut = this.getCutSettings();
    if (this.state.path) doc.cutlinePath = this.state.path;
  }

  // ---- tracing ----

  private designChanged(): void {
    if (this.importing || this.destroyed) return;
    this.mask = null;
    this.schedule();
  }

  /** A trace after the debounce; `idle`: and then once the page is idle (after an import's first paint). */
  private schedule(wait: 'debounce' | 'idle' = 'debounce'): void {
    this.cancelDue?.();
    const timer = setTimeout(() => {
      if (wait === 'debounce') void this.retrace();
      else this.cancelDue = whenIdle(() => void this.retrace(), { timeoutMs: CUTLINE_IMPORT_IDLE_TIMEOUT_MS });
    }, this.debounceMs);
    this.cancelDue = () => clearTimeout(timer);
    if (this.state.status !== 'computing') this.setState({ ...this.state, status: 'computing', error: undefined });
  }

  private cancel(): void {
    this.cancelDue?.();
    this.cancelDue = undefined;
    this.seq += 1;
    this.running = null;
  }

  /** Starts a trace of the design as it is now; an older trace still running becomes stale. */
  private retrace(): Promise<void> {
    this.cancelDue?.();
    this.cancelDue = undefined;
    const seq = ++this.seq;
    const run = this.runTrace(seq).finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    // A running trace is the editor's pending work (`editor.idle()`); a debounced one not yet started is not.
    return this.editor.track(run);
  }

  private async runTrace(seq: number): Promise<void> {
    if (this.state.status !== 'computing') this.setState({ ...this.state, status: 'computing', error: undefined });
    try {
      const mask = this.currentMask();
      const settings = this.getCutSettings();
      const options: CutlineOptions = {
        shape: settings.shape,
        kind: settings.kind,
        offsetIn: settings.offsetIn,
        dpi: mask.dpi,
        // The workspace sits at the canvas origin, so workspace units are the mask's pixels scaled.
        transform: { scale: mask.scale, offsetX: 0, offsetY: 0 },
      };
      const result = await this.trace(mask.data.slice(), mask.width, mask.height, options);
      if (seq !== this.seq || this.destroyed) return;
      if (!result) {
        // Superseded inside the tracer by someone else's request: try again shortly.
        this.schedule();
        return;
      }
      this.setState(
        result.empty
          ? { status: 'empty', path: '', joinedIslands: 0 }
          : { status: 'ready', path: result.path, backingPath: result.backingPath, joinedIslands: result.joinedIslands },
      );
    } catch (error) {
      if (seq !== this.seq || this.destroyed) return;
      console.warn('[cutline] trace failed:', error);
      this.setState({ ...this.state, status: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Waits until no trace is due or running (a trace may be replaced by a newer one meanwhile). */
  private async settled(): Promise<void> {
    while (!this.destroyed) {
      if (this.cancelDue !== undefined) void this.retrace();
      const running = this.running;
      if (!running) return;
      await running;
    }
  }

  /** The sticker's alpha at a capped resolution; rendered again only after the design changed. */
  private currentMask(): Mask {
    if (this.mask) return this.mask;
    const { width, height } = this.editor.api.getWorkspace();
    const multiplier = Math.min(1, CUTLINE_MASK_SIDE / Math.max(width, height));
    // Drawn straight: the objects' caches stay drawn for the screen's scale (document/cache-waiting.ts).
    const rendered = drawStraight(() => this.editor.api.stickerCanvas({ multiplier }));
    const context = rendered.getContext('2d', { willReadFrequently: true });
    if (!context || !rendered.width || !rendered.height) throw new Error('The design could not be drawn for its cut line.');
    const { data } = context.getImageData(0, 0, rendered.width, rendered.height);
    const alpha = new Uint8Array(rendered.width * rendered.height);
    for (let i = 0; i < alpha.length; i++) alpha[i] = data[i * 4 + 3];
    const scale = width / rendered.width;
    this.mask = { data: alpha, width: rendered.width, height: rendered.height, scale, dpi: PRINT_DPI / scale };
    return this.mask;
  }

  // ---- state and drawing ----

  private setState(next: CutlineState): void {
    const pathChanged = next.path !== this.state.path || next.backingPath !== this.state.backingPath;
    this.state = next;
    if (pathChanged) {
      this.outline = next.path ? { path: new Path2D(next.path), backing: next.backingPath ? new Path2D(next.backingPath) : undefined } : null;
      this.editor.canvas.requestRenderAll();
    }
    this.announce();
  }

  private announce(): void {
    if (!this.destroyed) this.editor.emit('cutlineChange', this.getCutline());
  }

  /** Over the visible canvas only (exports render into other contexts): a dashed magenta line of constant screen width. */
  private draw(ctx: CanvasRenderingContext2D): void {
    const { canvas } = this.editor;
    if (!this.visible || !this.outline || ctx !== canvas.getContext()) return;
    const v = canvas.viewportTransform;
    const r = canvas.getRetinaScaling();
    const unit = 1 / (canvas.getZoom() || 1);
    ctx.save();
    ctx.setTransform(r, 0, 0, r, 0, 0);
    ctx.transform(v[0], v[1], v[2], v[3], v[4], v[5]);
    ctx.lineJoin = 'round';
    // A pale halo keeps the line visible over dark and magenta art alike.
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.lineWidth = 3 * unit;
    ctx.stroke(this.outline.path);
    ctx.strokeStyle = CUT_COLOUR;
    ctx.lineWidth = 1.5 * unit;
    ctx.setLineDash([6 * unit, 4 * unit]);
    ctx.stroke(this.outline.path);
    if (this.outline.backing) {
      ctx.lineWidth = 1 * unit;
      ctx.setLineDash([2 * unit, 3 * unit]);
      ctx.stroke(this.outline.backing);
    }
    ctx.restore();
  }

  destroy(): void {
    this.destroyed = true;
    this.cancel();
    for (const off of this.off) off();
  }
}

function sameSettings(a: CutSettings, b: CutSettings): boolean {
  return a.shape === b.shape && a.kind === b.kind && a.offsetIn === b.offsetIn;
}
