import type { FabricObject } from 'fabric';
import { collectFontsUsed, googleFontsStylesheetUrl, isBuiltInFont } from '../../shared/design';
import type { Editor } from '../core/Editor';
import { designObjects } from '../core/objects';
import type { EditorPlugin } from '../core/types';
import { readFileAsDataUrl } from '../image/compress';

declare module '../core/types' {
  interface EditorApis {
    /** Loads fonts (Google Fonts for names that are not built in); failures are logged, never thrown. */
    loadFonts(families: string[]): Promise<void>;
    /** Loads the font, then gives it to the objects and re-measures them. */
    setFont(objects: FabricObject[], family: string): Promise<void>;
    /** @font-face sources (data URLs) of Google fonts, for embedding in an SVG export. */
    fontFaces(families: string[]): Promise<Record<string, string>>;
  }
}

/** SPEC §9: after fonts load, wait this long before measuring text again. */
export const FONT_SETTLE_MS = 200;
const LOAD_TIMEOUT_MS = 8000;

type Measurable = FabricObject & { fontFamily?: string; initDimensions?: () => void };

/** Fonts: the built-in list of SPEC §9 plus Google Fonts, loaded before an import (SPEC §7, §8). */
export class FontPlugin implements EditorPlugin {
  static readonly pluginName = 'FontPlugin';
  static readonly apis = ['loadFonts', 'setFont', 'fontFaces'] as const;

  private readonly loaded = new Set<string>();

  constructor(private readonly editor: Editor) {}

  async beforeImport(doc: { objects: Record<string, unknown>[]; googleFontsMetadata?: { fontsUsed?: string[] } }): Promise<void> {
    const fonts = doc.googleFontsMetadata?.fontsUsed?.length ? doc.googleFontsMetadata.fontsUsed : collectFontsUsed(doc.objects);
    await this.loadFonts(fonts);
  }

  async loadFonts(families: string[]): Promise<void> {
    const wanted = families.filter((f) => !isBuiltInFont(f) && !this.loaded.has(f));
    if (!wanted.length) return;
    await Promise.all(wanted.map((family) => this.loadOne(family)));
    await new Promise((r) => setTimeout(r, FONT_SETTLE_MS));
    this.remeasure(wanted);
  }

  private async loadOne(family: string): Promise<void> {
    try {
      const href = googleFontsStylesheetUrl([family]);
      await addStylesheet(href);
      await withTimeout(document.fonts.load(`16px "${family}"`), LOAD_TIMEOUT_MS);
      this.loaded.add(family);
    } catch (error) {
      // SPEC §8: a font that fails to load is logged and loading continues.
      console.warn(`[fonts] could not load "${family}":`, error);
    }
  }

  private remeasure(families: string[]): void {
    const set = new Set(families);
    for (const object of designObjects(this.editor.canvas) as Measurable[]) {
      if (object.fontFamily && set.has(object.fontFamily) && object.initDimensions) {
        object.initDimensions();
        object.dirty = true;
        object.setCoords();
      }
    }
    this.editor.canvas.requestRenderAll();
  }

  async setFont(objects: FabricObject[], family: string): Promise<void> {
    await this.loadFonts([family]);
    for (const object of objects as Measurable[]) {
      if (!('fontFamily' in object)) continue;
      object.set({ fontFamily: family } as Record<string, unknown>);
      object.initDimensions?.();
      object.setCoords();
    }
    this.editor.changed(objects);
  }

  async fontFaces(families: string[]): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const family of families.filter((f) => !isBuiltInFont(f))) {
      try {
        const css = await (await fetch(googleFontsStylesheetUrl([family]))).text();
        const url = pickRegularLatinSource(css);
        if (!url) continue;
        const blob = await (await fetch(url)).blob();
        out[family] = await readFileAsDataUrl(blob);
      } catch (error) {
        console.warn(`[fonts] could not embed "${family}" in the SVG:`, error);
      }
    }
    return out;
  }
}

/** The weight-400 latin source of a Google Fonts css2 stylesheet (the one an SVG viewer needs most). */
export function pickRegularLatinSource(css: string): string | null {
  const faces = [...css.matchAll(/(?:\/\*\s*([\w-]+)\s*\*\/\s*)?@font-face\s*{([^}]*)}/g)].map((m) => ({
    subset: m[1] ?? '',
    weight: /font-weight:\s*(\d+)/.exec(m[2])?.[1],
    url: /src:[^;]*?url\(([^)]+)\)/.exec(m[2])?.[1]?.replace(/['"]/g, ''),
  }));
  const best = faces.find((f) => f.weight === '400' && f.subset === 'latin') ?? faces.find((f) => f.weight === '400') ?? faces[0];
  return best?.url ?? null;
}

function addStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[data-font-href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.fontHref = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`stylesheet failed: ${href}`));
    document.head.append(link);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);
}
