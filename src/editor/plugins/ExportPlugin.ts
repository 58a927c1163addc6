import { type Canvas, config, Group } from 'fabric';
import type { Editor } from '../core/Editor';
import { isGuide, isWorkspace } from '../core/objects';
import { designBackgroundObjects } from '../document/design-area';
import { withCutLayer } from '../export/cut-layer';
import { downloadBlob } from '../export/download';
import { EXPORT_MARGIN, exportFileName, safeMultiplier } from '../export/limits';
import { dataUrlToBlob } from '../image/compress';

export type RasterFormat = 'png' | 'jpeg';

declare module '../core/types' {
  interface EditorApis {
    /** PNG of the design with the SPEC's 150 margin on each side, transparent around the art. */
    exportPngBlob(): Promise<Blob>;
    /** SVG of the workspace area with the fonts it uses embedded and the cut line on its CutContour layer. */
    exportSvgText(): Promise<string>;
    exportJsonText(): Promise<string>;
    /** SPEC §9: the sticker image, exactly the workspace size, quality 1. */
    stickerImage(options?: { multiplier?: number; background?: string }): Promise<string>;
    /** The sticker image (transparent, no workspace or guides) as a canvas, to read its pixels without a PNG round trip. */
    stickerCanvas(options?: { multiplier?: number }): HTMLCanvasElement;
    /** SPEC §9: the preview render: white background, no workspace border. */
    previewImage(options?: { multiplier?: number }): Promise<string>;
    download(kind: 'png' | 'svg' | 'json'): Promise<void>;
    /** The open design's name, which leads the download's file name (null: "New Image" alone). */
    setExportName(name: string | null): void;
  }
}

/** Messages (i18n keys) of SPEC §8. */
export const EXPORT_ERRORS = { externalImages: 'editor.export.externalImages', failed: 'editor.export.failed' } as const;

export class ExportError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

type Region = { left: number; top: number; width: number; height: number };

/**
 * Exports (SPEC §9): PNG ('New Image', 150 margin), SVG, JSON; the sticker image at the exact workspace
 * size and the white preview. The workspace shape and guides never appear in an export.
 */
export class ExportPlugin {
  static readonly pluginName = 'ExportPlugin';
  static readonly apis = ['exportPngBlob', 'exportSvgText', 'exportJsonText', 'stickerImage', 'stickerCanvas', 'previewImage', 'download', 'setExportName'] as const;
  private exportName: string | null = null;

  constructor(
    private readonly editor: Editor,
    private readonly options: { fontFaces?: (families: string[]) => Promise<Record<string, string>> } = {},
  ) {}

  private workspaceRegion(margin = 0): Region {
    const box = this.editor.api.getWorkspaceObject().getBoundingRect();
    return { left: box.left - margin, top: box.top - margin, width: box.width + margin * 2, height: box.height + margin * 2 };
  }

  /** Renders a scene region (canvas coordinates) to a data URL, without workspace, guides or the grey. */
  private render(region: Region, opts: { multiplier?: number; background?: string; format?: RasterFormat }): string {
    const { canvas } = this.editor;
    const { multiplier, scaled } = safeMultiplier(region.width, region.height, opts.multiplier ?? 1);
    if (scaled) this.editor.emit('notify', { kind: 'warning', key: 'editor.export.scaled', values: { percent: Math.round(multiplier * 100) } });
    return withScene(canvas, opts.background ?? '', this.designBackground(), () => {
      try {
        return canvas.toDataURL({ ...region, multiplier, format: opts.format ?? 'png', quality: 1, filter: (o) => !isWorkspace(o) && !isGuide(o) });
      } catch (error) {
        // A cross-origin image taints the canvas: SPEC §8's message, never an empty file.
        if (error instanceof DOMException && error.name === 'SecurityError') throw new ExportError(EXPORT_ERRORS.externalImages);
        throw new ExportError(EXPORT_ERRORS.failed);
      }
    });
  }

  /** The design's own background (Fabric documents keep one), drawn under the art in every export. */
  private designBackground(): Group | undefined {
    const objects = designBackgroundObjects(this.editor.api.getDesignArea());
    return objects.length ? new Group(objects, { left: 0, top: 0 }) : undefined;
  }

  async exportPngBlob(): Promise<Blob> {
    return dataUrlToBlob(this.render(this.workspaceRegion(EXPORT_MARGIN), {}));
  }

  async stickerImage(options: { multiplier?: number; background?: string } = {}): Promise<string> {
    return this.render(this.workspaceRegion(), { multiplier: options.multiplier ?? 1, background: options.background });
  }

  stickerCanvas(options: { multiplier?: number } = {}): HTMLCanvasElement {
    const { canvas } = this.editor;
    const region = this.workspaceRegion();
    const { multiplier } = safeMultiplier(region.width, region.height, options.multiplier ?? 1);
    return withScene(canvas, '', this.designBackground(), () => canvas.toCanvasElement(multiplier, { ...region, filter: (o) => !isWorkspace(o) && !isGuide(o) }));
  }

  async previewImage(options: { multiplier?: number } = {}): Promise<string> {
    return this.render(this.workspaceRegion(), { multiplier: options.multiplier ?? 1, background: '#ffffff' });
  }

  async exportSvgText(): Promise<string> {
    const { canvas } = this.editor;
    const doc = await this.editor.getJson();
    const families = doc.googleFontsMetadata?.fontsUsed ?? [];
    const faces = families.length && this.options.fontFaces ? await this.options.fontFaces(families) : {};
    const region = this.workspaceRegion();
    // The cut as traced for the design as it is now (none without the cutline plugin).
    const cut = await this.editor.optionalApi('refreshCutline')?.();
    const saved = { ...config.fontPaths };
    config.configure({ fontPaths: { ...saved, ...faces } });
    try {
      const svg = withScene(canvas, '', this.designBackground(), () =>
        canvas.toSVG({
          viewBox: { x: region.left, y: region.top, width: region.width, height: region.height },
          width: String(Math.round(region.width)),
          height: String(Math.round(region.height)),
        }),
      );
      // The cut path is in workspace units: its (0, 0) is the exported region's corner.
      return withCutLayer(svg, cut?.path ?? '', { x: region.left, y: region.top });
    } finally {
      config.configure({ fontPaths: saved });
    }
  }

  async exportJsonText(): Promise<string> {
    return JSON.stringify(await this.editor.getJson(), null, 2);
  }

  setExportName(name: string | null): void {
    this.exportName = name;
  }

  async download(kind: 'png' | 'svg' | 'json'): Promise<void> {
    const name = exportFileName(kind, this.exportName);
    if (kind === 'png') downloadBlob(await this.exportPngBlob(), name);
    else if (kind === 'svg') downloadBlob(new Blob([await this.exportSvgText()], { type: 'image/svg+xml' }), name);
    else downloadBlob(new Blob([await this.exportJsonText()], { type: 'application/json' }), name);
  }
}

/**
 * Runs an export with the viewport reset (regions are in canvas coordinates) and the grey editor
 * background replaced (and the design's own background drawn under the art), then puts them back; the visible canvas is not redrawn in between.
 */
function withScene<T>(canvas: Canvas, background: string, designBackground: Group | undefined, fn: () => T): T {
  const vpt = canvas.viewportTransform.slice() as typeof canvas.viewportTransform;
  const bg = canvas.backgroundColor;
  const bgImage = canvas.backgroundImage;
  const selection = canvas.getActiveObject();
  canvas.viewportTransform = [1, 0, 0, 1, 0, 0];
  canvas.backgroundColor = background;
  canvas.backgroundImage = designBackground;
  try {
    return fn();
  } finally {
    canvas.backgroundColor = bg;
    canvas.backgroundImage = bgImage;
    canvas.setViewportTransform(vpt);
    if (selection) canvas.requestRenderAll();
  }
}
