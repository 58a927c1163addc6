import { type FabricObject, Point, Shadow, type TPointerEventInfo } from 'fabric';
import { DEFAULT_WORKSPACE, type WorkspaceShape } from '../../shared/design';
import { readWorkspace } from '../core/document-io';
import type { Editor } from '../core/Editor';
import { WORKSPACE_ID } from '../core/objects';
import type { EditorPlugin } from '../core/types';
import { type DesignColours, designAreaShape } from '../document/design-area';

export type WorkspaceInfo = { id: 'workspace'; shape: WorkspaceShape; width: number; height: number; fill?: string };
/** Everything about the design area that is not an object: its shape, size and colours (one undo step when it changes). */
export type DesignArea = DesignColours;

declare module '../core/types' {
  interface EditorApis {
    getWorkspace(): WorkspaceInfo;
    getWorkspaceObject(): FabricObject;
    setWorkspaceSize(width: number, height: number): void;
    setWorkspaceShape(shape: WorkspaceShape): void;
    /** Shape, size, fill and background together (what history restores). */
    getDesignArea(): DesignArea;
    setDesignArea(area: DesignArea): void;
    getZoom(): number;
    setZoom(zoom: number, around?: { x: number; y: number }): void;
    zoomIn(): void;
    zoomOut(): void;
    zoomToFit(): void;
    /** Where a new object should go: the workspace centre, in canvas coordinates. */
    workspaceCenter(): { x: number; y: number };
  }
  interface EditorEvents {
    zoomChange: [number];
    workspaceChange: [WorkspaceInfo];
  }
}

export const ZOOM_LIMITS = { min: 0.02, max: 20, step: 1.2, fitPadding: 40 } as const;
const WORKSPACE_FILL = '#ffffff';
const CANVAS_BACKGROUND = '#e9ecef';

/**
 * The design area (SPEC §3 workspace object: id 'workspace', shape, width, height; default 1500×1500),
 * zoom (wheel, buttons, fit) and pan (space-drag, middle button). Touch gestures: TouchGesturesPlugin.
 */
export class WorkspacePlugin implements EditorPlugin {
  static readonly pluginName = 'WorkspacePlugin';
  static readonly events = ['zoomChange', 'workspaceChange'] as const;
  static readonly apis = [
    'getWorkspace',
    'getWorkspaceObject',
    'setWorkspaceSize',
    'setWorkspaceShape',
    'getDesignArea',
    'setDesignArea',
    'getZoom',
    'setZoom',
    'zoomIn',
    'zoomOut',
    'zoomToFit',
    'workspaceCenter',
  ] as const;

  private workspace: FabricObject;
  private fitted = true;
  private spaceDown = false;
  private panning: { x: number; y: number } | null = null;
  private readonly off: Array<() => void> = [];
  private resizeObserver?: ResizeObserver;

  constructor(
    private readonly editor: Editor,
    options: { container?: HTMLElement } = {},
  ) {
    const { canvas } = editor;
    canvas.backgroundColor = CANVAS_BACKGROUND;
    this.workspace = makeWorkspace({ shape: DEFAULT_WORKSPACE.shape, width: DEFAULT_WORKSPACE.width, height: DEFAULT_WORKSPACE.height });
    canvas.insertAt(0, this.workspace);
    this.off.push(
      canvas.on('mouse:wheel', (e) => this.onWheel(e)),
      canvas.on('mouse:down', (e) => this.onPanStart(e)),
      canvas.on('mouse:move', (e) => this.onPanMove(e)),
      canvas.on('mouse:up', () => this.onPanEnd()),
    );
    const keyTarget = options.container ?? canvas.getElement().ownerDocument;
    const down = (e: Event) => this.onKey(e as KeyboardEvent, true);
    const up = (e: Event) => this.onKey(e as KeyboardEvent, false);
    keyTarget.addEventListener('keydown', down);
    keyTarget.addEventListener('keyup', up);
    this.off.push(() => {
      keyTarget.removeEventListener('keydown', down);
      keyTarget.removeEventListener('keyup', up);
    });
    if (options.container && typeof ResizeObserver !== 'undefined') {
      const container = options.container;
      this.resizeObserver = new ResizeObserver(() => this.fitToContainer(container));
      this.resizeObserver.observe(container);
    }
    this.zoomToFit();
  }

  getWorkspace(): WorkspaceInfo {
    return readWorkspace(this.editor.canvas) as WorkspaceInfo;
  }

  getWorkspaceObject(): FabricObject {
    return this.workspace;
  }

  setWorkspaceSize(width: number, height: number): void {
    if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) return;
    this.editor.transact('design size', [], () => this.replaceWorkspace({ ...this.getDesignArea(), width: Math.round(width), height: Math.round(height) }));
  }

  setWorkspaceShape(shape: WorkspaceShape): void {
    this.editor.transact('design shape', [], () => this.replaceWorkspace({ ...this.getDesignArea(), shape }));
  }

  getDesignArea(): DesignArea {
    const { shape, width, height, fill } = this.getWorkspace();
    const background = (this.workspace as unknown as { designBackground?: string }).designBackground;
    return { shape, width, height, ...(fill ? { fill } : {}), ...(background ? { background } : {}) };
  }

  setDesignArea(area: DesignArea): void {
    this.editor.transact('design area', [], () => this.replaceWorkspace(area));
  }

  private replaceWorkspace(area: DesignArea): void {
    const { canvas } = this.editor;
    const next = makeWorkspace(area);
    canvas.remove(this.workspace);
    canvas.insertAt(0, next);
    this.workspace = next;
    if (this.fitted) this.zoomToFit();
    canvas.requestRenderAll();
    this.editor.emit('workspaceChange', this.getWorkspace());
  }

  beforeImport(doc: { workspace: { shape: WorkspaceShape; width: number; height: number; fill?: string }; background?: string }): void {
    const { shape, width, height, fill } = doc.workspace;
    this.fitted = true;
    this.replaceWorkspace({ shape, width, height, fill, background: doc.background });
  }

  workspaceCenter(): { x: number; y: number } {
    const c = this.workspace.getCenterPoint();
    return { x: c.x, y: c.y };
  }

  getZoom(): number {
    return this.editor.canvas.getZoom();
  }

  setZoom(zoom: number, around?: { x: number; y: number }): void {
    const { canvas } = this.editor;
    const z = Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, zoom));
    const point = around ? new Point(around.x, around.y) : new Point(canvas.getWidth() / 2, canvas.getHeight() / 2);
    canvas.zoomToPoint(point, z);
    this.fitted = false;
    this.editor.emit('zoomChange', z);
  }

  zoomIn(): void {
    this.setZoom(this.getZoom() * ZOOM_LIMITS.step);
  }

  zoomOut(): void {
    this.setZoom(this.getZoom() / ZOOM_LIMITS.step);
  }

  /** Fits the whole design area in view, centred. */
  zoomToFit(): void {
    const { canvas } = this.editor;
    const { width, height } = this.getWorkspace();
    const pad = ZOOM_LIMITS.fitPadding;
    const zoom = Math.max(ZOOM_LIMITS.min, Math.min((canvas.getWidth() - pad * 2) / width, (canvas.getHeight() - pad * 2) / height));
    const c = this.workspace.getCenterPoint();
    canvas.setViewportTransform([zoom, 0, 0, zoom, canvas.getWidth() / 2 - c.x * zoom, canvas.getHeight() / 2 - c.y * zoom]);
    this.fitted = true;
    canvas.requestRenderAll();
    this.editor.emit('zoomChange', zoom);
  }

  private fitToContainer(container: HTMLElement): void {
    const { canvas } = this.editor;
    const { clientWidth: w, clientHeight: h } = container;
    if (!w || !h || (w === canvas.getWidth() && h === canvas.getHeight())) return;
    canvas.setDimensions({ width: w, height: h });
    if (this.fitted) this.zoomToFit();
    else canvas.requestRenderAll();
  }

  private onWheel({ e }: TPointerEventInfo<WheelEvent>): void {
    e.preventDefault();
    e.stopPropagation();
    const { canvas } = this.editor;
    if (e.shiftKey && !e.ctrlKey) {
      canvas.relativePan(new Point(-e.deltaY, 0));
      this.fitted = false;
      canvas.requestRenderAll();
      return;
    }
    // Trackpad pinch arrives as ctrl+wheel with small deltas; a mouse wheel notch is ~100.
    const factor = 0.998 ** (e.deltaMode === 1 ? e.deltaY * 33 : e.deltaY);
    this.setZoom(this.getZoom() * factor, { x: e.offsetX, y: e.offsetY });
  }

  private onKey(e: KeyboardEvent, down: boolean): void {
    if (e.code !== 'Space') return;
    const target = e.target as HTMLElement | null;
    if (target?.closest?.('input,textarea,select,[contenteditable]')) return;
    const { canvas } = this.editor;
    if (down && !this.spaceDown) {
      this.spaceDown = true;
      canvas.selection = false;
      canvas.defaultCursor = 'grab';
      canvas.setCursor('grab');
    } else if (!down) {
      this.spaceDown = false;
      canvas.selection = true;
      canvas.defaultCursor = 'default';
      canvas.setCursor('default');
    }
    if (down) e.preventDefault();
  }

  private onPanStart({ e }: TPointerEventInfo): void {
    const middle = 'button' in e && e.button === 1;
    if (!this.spaceDown && !middle) return;
    const p = pointOf(e);
    this.panning = p;
    this.editor.canvas.discardActiveObject();
  }

  private onPanMove({ e }: TPointerEventInfo): void {
    if (!this.panning) return;
    const p = pointOf(e);
    this.editor.canvas.relativePan(new Point(p.x - this.panning.x, p.y - this.panning.y));
    this.panning = p;
    this.fitted = false;
  }

  private onPanEnd(): void {
    this.panning = null;
  }

  destroy(): void {
    for (const off of this.off) off();
    this.resizeObserver?.disconnect();
  }
}

function pointOf(e: Event): { x: number; y: number } {
  if ('touches' in e) {
    const t = (e as TouchEvent).touches[0];
    return { x: t?.clientX ?? 0, y: t?.clientY ?? 0 };
  }
  const m = e as MouseEvent;
  return { x: m.clientX, y: m.clientY };
}

/**
 * The workspace drawn as its shape, in the design's own colour (its fill, else its background, else
 * white); it is never selectable, exported as an object or undone as an object.
 */
function makeWorkspace(area: DesignArea): FabricObject {
  const object = designAreaShape(area.shape, area.width, area.height, {
    fill: area.fill ?? area.background ?? WORKSPACE_FILL,
    selectable: false,
    evented: false,
    hasControls: false,
    hoverCursor: 'default',
    excludeFromExport: true,
    objectCaching: false,
    shadow: new Shadow({ color: 'rgba(0,0,0,0.18)', blur: 24, offsetX: 0, offsetY: 4 }),
  });
  object.set({ id: WORKSPACE_ID, shape: area.shape, designFill: area.fill, designBackground: area.background } as Record<string, unknown>);
  return object;
}
