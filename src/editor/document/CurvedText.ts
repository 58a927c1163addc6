import {
  type Abortable,
  classRegistry,
  config,
  FabricObject,
  type FabricObjectProps,
  FabricText,
  type ObjectEvents,
  type SerializedObjectProps,
  type TClassProperties,
  type TFiller,
  type TOptions,
  util,
} from 'fabric';

/**
 * `curved-text`: a single line of text laid along a circular arc, for badges and round stickers.
 *
 * Bend mapping: `bend` runs from -100 to 100 and sets the angle the text's baseline spans on its circle,
 * `|bend| / 100 * 360°` (50 = a half circle, 100 = a full circle). The circle's radius follows from it:
 * the baseline arc is exactly as long as the straight text, so bending never squeezes or stretches the
 * glyphs. bend > 0 puts the circle below the text (text on the top of a badge, ends lower than the
 * middle); bend < 0 puts it above (text on the bottom of a badge, read left to right, ends higher);
 * bend 0 is a straight line.
 *
 * Each grapheme is measured with `measureText` and drawn on its own with `fillText`/`strokeText`, centred
 * on its arc position and rotated to the arc's tangent. Kerning between neighbours and complex-script
 * shaping (e.g. Arabic joining) are therefore lost; this is a one-line display text, not a text engine.
 *
 * Fonts: the object never loads fonts. Whoever loads one (the editor's font loader) calls
 * `initDimensions()` on the objects that use it once it is ready; they re-measure and keep their centre.
 *
 * DOM-free: measuring and masking canvases come from Fabric's environment, so this also runs under
 * `fabric/node`.
 */

interface UniqueCurvedTextProps {
  text: string;
  /** -100..100, see the class comment. */
  bend: number;
  fontFamily: string;
  fontSize: number;
  fontWeight: string | number;
  fontStyle: string;
  /** Extra space between glyphs, in 1/1000 em (as Fabric's text). */
  charSpacing: number;
  /** The editor opens its own text field on double-click when true. */
  editable: boolean;
}

export interface CurvedTextProps extends FabricObjectProps, UniqueCurvedTextProps {}
export interface SerializedCurvedTextProps extends SerializedObjectProps, UniqueCurvedTextProps {}

/** One drawn grapheme: centre of its advance on the baseline, relative to the object's centre. */
export interface PlacedGlyph {
  readonly char: string;
  readonly x: number;
  readonly y: number;
  /** Rotation in radians, clockwise (canvas convention). */
  readonly angle: number;
  /** Advance width without char spacing. */
  readonly width: number;
}

/** Properties whose change changes the glyph layout, hence the object's size. */
const LAYOUT_PROPS = ['text', 'bend', 'fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'charSpacing'] as const;
const LAYOUT_PROP_SET: ReadonlySet<string> = new Set(LAYOUT_PROPS);
const CURVED_TEXT_PROPS = [...LAYOUT_PROPS, 'editable'] as const;

export const curvedTextDefaultValues: Partial<TClassProperties<CurvedText>> = {
  text: '',
  bend: 0,
  fontFamily: 'Times New Roman',
  fontSize: 40,
  fontWeight: 'normal',
  fontStyle: 'normal',
  charSpacing: 0,
  editable: true,
};

export const MAX_BEND = 100;

/** Bend 0 is straight; below this arc angle the circle formula only adds rounding noise. */
const STRAIGHT_EPSILON = 1e-6;

/** Font metrics when the canvas implementation reports none (Fabric's own text proportions). */
const FALLBACK_ASCENT = 0.908;
const FALLBACK_DESCENT = 0.222;

/** Characters XML 1.0 cannot carry even escaped (control characters, lone surrogates). */
const XML_INVALID = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const LINE_BREAKS = /\r\n|[\r\n\t]/g;

let measuringContext: CanvasRenderingContext2D | null = null;

function getMeasuringContext(): CanvasRenderingContext2D {
  if (!measuringContext) {
    measuringContext = util.createCanvasElement().getContext('2d');
    if (!measuringContext) throw new Error('curved-text: no 2D canvas context to measure text');
  }
  return measuringContext;
}

let segmenter: Intl.Segmenter | null = null;

/** User-perceived characters, so emoji sequences and combining marks stay whole. */
function splitGraphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

function clampBend(value: unknown): number {
  const n = Number(value);
  if (!Number.isFinite(n)) return 0;
  return Math.max(-MAX_BEND, Math.min(MAX_BEND, n));
}

const svgNumber = (n: number) => util.toFixed(n, config.NUM_FRACTION_DIGITS);

export class CurvedText extends FabricObject<Partial<CurvedTextProps>, SerializedCurvedTextProps, ObjectEvents> implements UniqueCurvedTextProps {
  declare text: string;
  declare bend: number;
  declare fontFamily: string;
  declare fontSize: number;
  declare fontWeight: string | number;
  declare fontStyle: string;
  declare charSpacing: number;
  declare editable: boolean;

  static type = 'curved-text';

  static cacheProperties = [...FabricObject.cacheProperties, ...LAYOUT_PROPS];

  static ownDefaults = curvedTextDefaultValues;

  static getDefaults(): Record<string, unknown> {
    return { ...FabricObject.getDefaults(), ...CurvedText.ownDefaults };
  }

  /** Layout from the last measurement; coordinates relative to the object's centre. */
  private glyphs: PlacedGlyph[] = [];
  /** Off while the constructor applies options, so size changes then do not move the object. */
  private laidOut = false;

  /**
   * A new object gets left/top as given (top-left corner with our default origin). Options that carry a
   * size (JSON from an earlier session) keep that box's centre instead: fonts may measure differently
   * here, or not be loaded yet, and the centre is where the designer placed the text.
   */
  constructor(options?: Partial<CurvedTextProps> & Record<string, unknown>) {
    super();
    Object.assign(this, CurvedText.ownDefaults);
    this.setOptions(options);
    const savedCentre = options?.width !== undefined && options?.height !== undefined ? this.getCenterPoint() : undefined;
    this.layout();
    if (savedCentre) this.setPositionByOrigin(savedCentre, 'center', 'center');
    this.laidOut = true;
    this.setCoords();
  }

  _set(key: string, value: unknown): this {
    const next = key === 'bend' ? clampBend(value) : key === 'text' ? String(value ?? '') : value;
    const relayout = this.laidOut && LAYOUT_PROP_SET.has(key) && this.get(key) !== next;
    super._set(key, next);
    if (relayout) this.initDimensions();
    return this;
  }

  /** Replace the text, keeping the visual centre (what the editor's text field calls). */
  setText(text: string): this {
    return this.set('text', text);
  }

  /**
   * Re-measure and recompute width/height, keeping the object's centre where it is. Called on every
   * text/font/bend change; call it yourself after a font used by this object has finished loading.
   */
  initDimensions(): void {
    const centre = this.getCenterPoint();
    this.layout();
    this.setPositionByOrigin(centre, 'center', 'center');
    this.setCoords();
  }

  /** The placed glyphs of the current layout (for tests, hit-testing helpers and exports). */
  getGlyphs(): readonly PlacedGlyph[] {
    return this.glyphs;
  }

  /** Same quoting rule as Fabric's text, so both kinds of object resolve a family name alike. */
  getFontDeclaration(): string {
    const family = this.fontFamily;
    const quoted = /['",]/.test(family) || FabricText.genericFonts.includes(family.toLowerCase()) ? family : `"${family}"`;
    return `${this.fontStyle} ${this.fontWeight} ${this.fontSize}px ${quoted}`;
  }

  /** Measures the glyphs, places them on the arc and sets width/height to the tight box around them. */
  private layout(): void {
    const ctx = getMeasuringContext();
    ctx.font = this.getFontDeclaration();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    const fontMetrics = ctx.measureText(' ');
    const ascent = Number.isFinite(fontMetrics.fontBoundingBoxAscent) ? fontMetrics.fontBoundingBoxAscent : this.fontSize * FALLBACK_ASCENT;
    const descent = Number.isFinite(fontMetrics.fontBoundingBoxDescent) ? fontMetrics.fontBoundingBoxDescent : this.fontSize * FALLBACK_DESCENT;

    const chars = splitGraphemes(this.text.replace(LINE_BREAKS, ' '));
    const measured = chars.map((char) => ({ char, metrics: ctx.measureText(char) }));
    const spacing = (this.fontSize * this.charSpacing) / 1000;
    const total = measured.reduce((sum, { metrics }) => sum + metrics.width, 0) + spacing * Math.max(0, measured.length - 1);

    // Arc angle of the whole baseline; the radius makes the arc as long as the straight text.
    const sweep = (Math.abs(this.bend) / MAX_BEND) * 2 * Math.PI;
    const curved = sweep > STRAIGHT_EPSILON && total > 0;
    const radius = curved ? total / sweep : 0;
    const side = this.bend > 0 ? 1 : -1;

    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    let advance = 0;
    const placed: PlacedGlyph[] = [];
    for (const { char, metrics } of measured) {
      const along = advance + metrics.width / 2 - total / 2;
      advance += metrics.width + spacing;
      const phi = curved ? along / radius : 0;
      const x = curved ? radius * Math.sin(phi) : along;
      const y = curved ? side * radius * (1 - Math.cos(phi)) : 0;
      const angle = curved ? side * phi : 0;
      placed.push({ char, x, y, angle, width: metrics.width });

      // Glyph box in its own frame: the advance cell over the font's line box, widened to the ink.
      const left = Math.min(-metrics.width / 2, -(metrics.actualBoundingBoxLeft || 0));
      const right = Math.max(metrics.width / 2, metrics.actualBoundingBoxRight || 0);
      const top = Math.min(-ascent, -(metrics.actualBoundingBoxAscent || 0));
      const bottom = Math.max(descent, metrics.actualBoundingBoxDescent || 0);
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      for (const [gx, gy] of [
        [left, top],
        [right, top],
        [right, bottom],
        [left, bottom],
      ]) {
        const px = x + gx * cos - gy * sin;
        const py = y + gx * sin + gy * cos;
        minX = Math.min(minX, px);
        maxX = Math.max(maxX, px);
        minY = Math.min(minY, py);
        maxY = Math.max(maxY, py);
      }
    }
    if (placed.length === 0) {
      minX = 0;
      maxX = 0;
      minY = -ascent;
      maxY = descent;
    }

    // Empty or tiny text keeps a box one can still click and drag.
    const minSide = Math.max(1, this.fontSize / 2);
    const cx = (minX + maxX) / 2;
    const cy = (minY + maxY) / 2;
    this.glyphs = placed.map((g) => ({ ...g, x: g.x - cx, y: g.y - cy }));
    this.width = Math.max(maxX - minX, minSide);
    this.height = Math.max(maxY - minY, minSide);
    this.dirty = true;
  }

  private drawGlyphs(ctx: CanvasRenderingContext2D, paint: 'fill' | 'stroke'): void {
    ctx.font = this.getFontDeclaration();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    for (const g of this.glyphs) {
      ctx.save();
      ctx.translate(g.x, g.y);
      ctx.rotate(g.angle);
      if (paint === 'fill') ctx.fillText(g.char, 0, 0);
      else ctx.strokeText(g.char, 0, 0);
      ctx.restore();
    }
  }

  _render(ctx: CanvasRenderingContext2D): void {
    if (this.glyphs.length === 0) return;
    if (this.paintFirst === 'stroke') {
      this.renderPaint(ctx, 'stroke');
      this.renderPaint(ctx, 'fill');
    } else {
      this.renderPaint(ctx, 'fill');
      this.renderPaint(ctx, 'stroke');
    }
  }

  private renderPaint(ctx: CanvasRenderingContext2D, paint: 'fill' | 'stroke'): void {
    const style = paint === 'fill' ? this.fill : this.stroke;
    if (!style || (paint === 'stroke' && !this.strokeWidth)) return;
    ctx.save();
    if (paint === 'stroke') {
      if (this.shadow && !this.shadow.affectStroke) this._removeShadow(ctx);
      this._setLineDash(ctx, this.strokeDashArray);
      this._setStrokeStyles(ctx, { ...this.strokeDeclaration(), stroke: typeof style === 'string' ? style : '#000' });
    } else if (typeof style === 'string') {
      ctx.fillStyle = style;
    }
    if (typeof style === 'string') this.drawGlyphs(ctx, paint);
    else this.renderFillerPaint(ctx, paint, style);
    ctx.restore();
  }

  private strokeDeclaration() {
    const { stroke, strokeWidth, strokeLineCap, strokeDashOffset, strokeLineJoin, strokeMiterLimit } = this;
    return { stroke, strokeWidth, strokeLineCap, strokeDashOffset, strokeLineJoin, strokeMiterLimit };
  }

  /**
   * Gradients and patterns: canvas paints them in the coordinate space current at fillText time, which
   * here is each glyph's rotated frame. To keep one gradient across the whole object (as on Fabric's
   * shapes), the glyphs are drawn as a mask on a scratch canvas and the paint is composited into it.
   */
  private renderFillerPaint(ctx: CanvasRenderingContext2D, paint: 'fill' | 'stroke', filler: TFiller): void {
    // Strokes reach past the box by half the line, miters further.
    const pad = paint === 'stroke' ? (this.strokeWidth * Math.max(1, this.strokeMiterLimit)) / 2 + 1 : 1;
    const w = this.width + 2 * pad;
    const h = this.height + 2 * pad;
    const m = ctx.getTransform();
    const mask = util.createCanvasElement();
    mask.width = Math.max(1, Math.ceil(w * (Math.hypot(m.a, m.b) || 1)));
    mask.height = Math.max(1, Math.ceil(h * (Math.hypot(m.c, m.d) || 1)));
    const mctx = mask.getContext('2d');
    if (!mctx) return;
    mctx.scale(mask.width / w, mask.height / h);
    mctx.translate(w / 2, h / 2);
    if (paint === 'stroke') {
      this._setLineDash(mctx, this.strokeDashArray);
      this._setStrokeStyles(mctx, { ...this.strokeDeclaration(), stroke: '#000' });
    } else {
      mctx.fillStyle = '#000';
    }
    this.drawGlyphs(mctx, paint);

    mctx.globalCompositeOperation = 'source-in';
    this._setFillStyles(mctx, { fill: filler });
    // _setFillStyles moved the space to the gradient's; cover the whole mask in that space.
    const inv = mctx.getTransform().inverse();
    const corner = (x: number, y: number): [number, number] => [inv.a * x + inv.c * y + inv.e, inv.b * x + inv.d * y + inv.f];
    mctx.beginPath();
    mctx.moveTo(...corner(0, 0));
    mctx.lineTo(...corner(mask.width, 0));
    mctx.lineTo(...corner(mask.width, mask.height));
    mctx.lineTo(...corner(0, mask.height));
    mctx.closePath();
    mctx.fill();
    ctx.drawImage(mask, -w / 2, -h / 2, w, h);
  }

  toObject<T extends Omit<Partial<CurvedTextProps> & TClassProperties<this>, keyof SerializedCurvedTextProps>, K extends keyof T = never>(
    propertiesToInclude: K[] = [],
  ): Pick<T, K> & SerializedCurvedTextProps {
    return super.toObject([...CURVED_TEXT_PROPS, ...propertiesToInclude]);
  }

  /**
   * One `<text>` per glyph, placed by a transform exactly like the canvas draws it; fill, stroke and
   * font are set once on the wrapping group and inherited. Whitespace glyphs have no ink and are left out.
   * Known gap: a gradient or pattern paint is resolved in each glyph's rotated frame in SVG (the canvas
   * keeps one across the object), so curved gradient text exports slightly differently.
   */
  _toSVG(): string[] {
    const { escapeXml } = util.string;
    const font = [
      ` font-family="${escapeXml(this.fontFamily)}"`,
      ` font-size="${svgNumber(this.fontSize)}"`,
      ` font-weight="${escapeXml(String(this.fontWeight))}"`,
      ` font-style="${escapeXml(this.fontStyle)}"`,
    ].join('');
    const texts = this.glyphs.flatMap((g) => {
      const char = g.char.replace(XML_INVALID, '');
      if (!char.trim()) return [];
      const rotate = svgNumber((g.angle * 180) / Math.PI);
      return [`\t<text text-anchor="middle" transform="translate(${svgNumber(g.x)} ${svgNumber(g.y)}) rotate(${rotate})">${escapeXml(char)}</text>\n`];
    });
    return ['<g ', 'COMMON_PARTS', font, ' >\n', ...texts, '</g>\n'];
  }

  static fromObject<T extends TOptions<SerializedCurvedTextProps>>(object: T, options?: Abortable): Promise<CurvedText> {
    return CurvedText._fromObject<CurvedText>(object, options);
  }
}

// Revived by type from JSON (loadFromJSON, enlivenObjects). No SVG class: no SVG element maps back to it.
classRegistry.setClass(CurvedText);
