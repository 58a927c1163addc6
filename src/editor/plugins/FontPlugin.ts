import type { FabricObject } from 'fabric';
import { collectFontsUsed, collectFontUses, googleFontsStylesheetUrl, isBuiltInFont } from '../../shared/design';
import type { Editor } from '../core/Editor';
import { designObjects } from '../core/objects';
import type { EditorPlugin } from '../core/types';
import { installShippedFonts, isShippedFont, loadShippedFont, shippedRegularUrl } from '../fonts/shipped-faces';
import { readFileAsDataUrl } from '../image/compress';

declare module '../core/types' {
  interface EditorApis {
    /** Loads fonts: shipped files from the app's assets, Google Fonts for other names; failures are logged, never thrown. */
    loadFonts(families: string[]): Promise<void>;
    /**
     * Loads the font, then gives it to the objects and re-measures them. False (and the objects left as
     * they were) when a Google or uploaded font could not be loaded.
     */
    setFont(objects: FabricObject[], family: string): Promise<boolean>;
    /** The signed-in user's uploaded fonts (decision 58): added as FontFaces from our storage, loaded on use. */
    addUserFonts(fonts: Array<{ family: string; url: string }>): void;
    /** @font-face sources (data URLs) of shipped and Google fonts, for embedding in an SVG export. */
    fontFaces(families: string[]): Promise<Record<string, string>>;
  }
}

/** SPEC §9: after fonts load, wait this long before measuring text again. */
export const FONT_SETTLE_MS = 200;
const LOAD_TIMEOUT_MS = 8000;

type Measurable = FabricObject & { fontFamily?: string; initDimensions?: () => void };
type Variant = { weight: number; style: 'normal' | 'italic' };

/**
 * Fonts (decision 31): the SPEC §9 built-in names and the offered display fonts are files the app ships,
 * added as FontFaces that shadow the customer's system fonts and loaded before text is drawn or
 * measured; other names are Google Fonts, loaded before an import (SPEC §7, §8).
 */
export class FontPlugin implements EditorPlugin {
  static readonly pluginName = 'FontPlugin';
  static readonly apis = ['loadFonts', 'setFont', 'fontFaces', 'addUserFonts'] as const;

  private readonly loaded = new Set<string>();
  /** Uploaded families → their file's URL: never asked of Google. */
  private readonly userFonts = new Map<string, string>();

  constructor(private readonly editor: Editor) {
    installShippedFonts();
    // A face that finishes loading later (a weight picked after the family) re-measures its text.
    document.fonts.addEventListener('loadingdone', this.onFacesLoaded);
    // New text starts in Arial (Arimo's file): have it before the first text is added.
    void loadShippedFont('Arial');
  }

  destroy(): void {
    document.fonts.removeEventListener('loadingdone', this.onFacesLoaded);
  }

  private readonly onFacesLoaded = (event: Event) => {
    const faces = (event as FontFaceSetLoadEvent).fontfaces ?? [];
    const families = faces.map((f) => f.family.replace(/^["']|["']$/g, ''));
    if (families.length) this.remeasure(families);
  };

  /**
   * A save never records text measured with a stand-in font: wait for faces still loading (new text
   * is added in Arial at once, while Arimo's file may still be on its way), then measure text again.
   */
  async beforeSave(): Promise<void> {
    const pending = [...document.fonts].filter((face) => face.status === 'loading');
    if (!pending.length) return;
    await withTimeout(document.fonts.ready, LOAD_TIMEOUT_MS).catch(() => undefined);
    this.remeasure(pending.map((face) => face.family.replace(/^["']|["']$/g, '')));
  }

  /** Starts loading the shipped fonts the document uses while it is checked (textReady waits for them). */
  prefetchImport(raw: unknown): void {
    const objects = (raw as { objects?: unknown } | null)?.objects;
    if (!Array.isArray(objects)) return;
    for (const use of collectFontUses(objects as Record<string, unknown>[])) if (isShippedFont(use.family)) void this.loadShipped(use.family, use.variants);
  }

  /** The imported document's shipped faces (`family|weight|style`), loading since beforeImport. */
  private importFaces = new Map<string, Promise<void>>();
  /** Its other fonts (Google, uploaded), loading since beforeImport. */
  private importOthers: Promise<void> = Promise.resolve();

  /** Starts loading the document's fonts; each text object waits for its own in textReady (decision 64). */
  beforeImport(doc: { objects: Record<string, unknown>[]; googleFontsMetadata?: { fontsUsed?: string[] } }): void {
    this.importFaces = new Map();
    for (const use of collectFontUses(doc.objects)) {
      if (!isShippedFont(use.family)) continue;
      for (const variant of use.variants) this.importFaces.set(faceKey(use.family, variant), this.loadShipped(use.family, [variant]));
    }
    const google = doc.googleFontsMetadata?.fontsUsed?.length ? doc.googleFontsMetadata.fontsUsed : collectFontsUsed(doc.objects);
    this.importOthers = this.loadFonts(google.filter((f) => !isShippedFont(f)));
  }

  /** An imported object's text waits for its own shipped faces, or for the document's other fonts. */
  async textReady(object: Record<string, unknown>): Promise<void> {
    const waits: Array<Promise<void>> = [];
    for (const use of collectFontUses([object])) {
      if (!isShippedFont(use.family)) waits.push(this.importOthers);
      else for (const variant of use.variants) waits.push(this.importFaces.get(faceKey(use.family, variant)) ?? this.loadShipped(use.family, [variant]));
    }
    await Promise.all(waits);
  }

  addUserFonts(fonts: Array<{ family: string; url: string }>): void {
    for (const { family, url } of fonts) {
      if (this.userFonts.has(family) || isShippedFont(family)) continue;
      this.userFonts.set(family, url);
      document.fonts.add(new FontFace(family, `url("${url}")`, { display: 'block' }));
    }
    // Text already drawn in one of them (a design opened before the list came) is measured again once loaded.
    const present = designObjects(this.editor.canvas).some((o) => this.userFonts.has((o as Measurable).fontFamily ?? ''));
    if (present) void this.loadFonts(fonts.map((f) => f.family));
  }

  async loadFonts(families: string[]): Promise<void> {
    await Promise.all(families.filter(isShippedFont).map((f) => this.loadShipped(f)));
    const uploaded = families.filter((f) => this.userFonts.has(f) && !this.loaded.has(f));
    if (uploaded.length) {
      await Promise.all(uploaded.map((f) => this.loadUploaded(f)));
      this.remeasure(uploaded);
    }
    const wanted = families.filter((f) => !isShippedFont(f) && !isBuiltInFont(f) && !this.userFonts.has(f) && !this.loaded.has(f));
    if (!wanted.length) return;
    await Promise.all(wanted.map((family) => this.loadOne(family)));
    await new Promise((r) => setTimeout(r, FONT_SETTLE_MS));
    this.remeasure(wanted);
  }

  /** A shipped font's faces, from the app's assets; logged (SPEC §8), never thrown. */
  private async loadShipped(family: string, variants?: Variant[]): Promise<void> {
    try {
      await withTimeout(loadShippedFont(family, variants), LOAD_TIMEOUT_MS);
    } catch (error) {
      console.warn(`[fonts] could not load "${family}":`, error);
    }
  }

  /** An uploaded font's file, from our storage (the @font-face added by addUserFonts). */
  private async loadUploaded(family: string): Promise<void> {
    try {
      const faces = await withTimeout(document.fonts.load(`16px "${family}"`), LOAD_TIMEOUT_MS);
      if (faces.length) this.loaded.add(family);
    } catch (error) {
      console.warn(`[fonts] could not load "${family}":`, error);
    }
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

  async setFont(objects: FabricObject[], family: string): Promise<boolean> {
    if (isShippedFont(family)) await this.loadShipped(family, variantsOf(objects, family));
    else await this.loadFonts([family]);
    if (!isShippedFont(family) && !isBuiltInFont(family) && !this.loaded.has(family)) return false;
    // No objects: the font was only loaded (for new text); nothing changed.
    if (!objects.length) return true;
    this.editor.transact('font', objects, () => {
      for (const object of objects as Measurable[]) {
        if (!('fontFamily' in object)) continue;
        object.set({ fontFamily: family } as Record<string, unknown>);
        object.initDimensions?.();
        object.setCoords();
      }
    });
    return true;
  }

  async fontFaces(families: string[]): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const family of families.filter((f) => !isBuiltInFont(f) || isShippedFont(f))) {
      try {
        const shipped = shippedRegularUrl(family) ?? this.userFonts.get(family);
        if (shipped) {
          out[family] = await readFileAsDataUrl(await (await fetch(shipped)).blob());
          continue;
        }
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

function faceKey(family: string, variant: Variant): string {
  return `${family.trim().toLowerCase()}|${variant.weight}|${variant.style}`;
}

/** The weights and styles these objects (and their per-character styles) would ask of `family`. */
function variantsOf(objects: FabricObject[], family: string): Variant[] {
  const raw = objects.map((o) => {
    const text = o as FabricObject & { fontWeight?: unknown; fontStyle?: unknown; styles?: unknown };
    return { type: o.type, fontFamily: family, fontWeight: text.fontWeight, fontStyle: text.fontStyle, styles: text.styles };
  });
  return collectFontUses(raw).flatMap((u) => u.variants);
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
