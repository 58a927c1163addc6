import { type FabricObject, Gradient, Shadow } from 'fabric';
import type { Editor } from '../core/Editor';
import { outlineMethod } from '../document/effects/model';
import { prepareStickerOutline } from '../effects/stickerOutline';
import { type TextEffectChoice, textEffectProps } from '../effects/textEffects';

/** The style properties a properties panel edits (SPEC §3 canvas object stroke fields among them). */
export interface StyleProps {
  fill?: string;
  opacity?: number;
  stroke?: string | null;
  strokeWidth?: number;
  strokeDashArray?: number[] | null;
  strokeLineCap?: 'butt' | 'round' | 'square';
  strokeLineJoin?: 'bevel' | 'round' | 'miter';
  strokeMiterLimit?: number;
  strokeUniform?: boolean;
  fontFamily?: string;
  fontSize?: number;
  fontWeight?: string | number;
  fontStyle?: 'normal' | 'italic';
  underline?: boolean;
  textAlign?: string;
  charSpacing?: number;
  bend?: number;
  text?: string;
}

export interface ShadowProps {
  color: string;
  blur: number;
  offsetX: number;
  offsetY: number;
}

declare module '../core/types' {
  interface EditorApis {
    setStyle(props: StyleProps): void;
    /** A linear gradient fill at an angle (degrees), kept as gradientAngle for the panel. */
    setGradient(colors: [string, string], angle: number): void;
    setShadow(shadow: ShadowProps | null): void;
    /** A sticker border around every selected object (width in px, 0 removes it; colour default: its own, else white); one step. */
    setStickerOutline(width: number, color?: string): Promise<void>;
    /** A text effect preset on the selected texts ('none' removes it; colour default: the preset's); one step. */
    setTextEffect(name: TextEffectChoice, color?: string): void;
  }
}

type Styled = FabricObject & { strokeColor?: string; gradientAngle?: number; stickerOutline?: number; extension?: Record<string, unknown>; initDimensions?: () => void };

/** Style of the selected objects: fill, gradient, every stroke property, opacity, shadow, sticker outline, text effects. */
export class PropertiesPlugin {
  static readonly pluginName = 'PropertiesPlugin';
  static readonly apis = ['setStyle', 'setGradient', 'setShadow', 'setStickerOutline', 'setTextEffect'] as const;

  constructor(private readonly editor: Editor) {}

  private each(label: string, fn: (o: Styled) => void): void {
    const objects = this.editor.api.getSelection() as Styled[];
    if (!objects.length) return;
    this.editor.transact(label, objects, () => {
      for (const o of objects) {
        fn(o);
        o.initDimensions?.();
        o.setCoords();
      }
    });
  }

  setStyle(props: StyleProps): void {
    this.each('style', (o) => {
      const own = Object.fromEntries(Object.entries(props).filter(([k]) => k in o || k === 'bend'));
      // strokeColor remembers the chosen outline colour so an import can re-apply it (SPEC §4).
      if (typeof props.stroke === 'string') own.strokeColor = props.stroke;
      if ('fill' in props) own.gradientAngle = undefined;
      o.set(own);
    });
  }

  setGradient(colors: [string, string], angle: number): void {
    this.each('gradient', (o) => {
      const w = o.width || 1;
      const h = o.height || 1;
      const rad = (angle * Math.PI) / 180;
      const dx = (Math.cos(rad) * w) / 2;
      const dy = (Math.sin(rad) * h) / 2;
      o.set({
        fill: new Gradient({
          type: 'linear',
          gradientUnits: 'pixels',
          coords: { x1: w / 2 - dx, y1: h / 2 - dy, x2: w / 2 + dx, y2: h / 2 + dy },
          colorStops: [
            { offset: 0, color: colors[0] },
            { offset: 1, color: colors[1] },
          ],
        }),
        gradientAngle: angle,
      });
    });
  }

  setShadow(shadow: ShadowProps | null): void {
    this.each('shadow', (o) => o.set({ shadow: shadow ? new Shadow(shadow) : null }));
  }

  async setStickerOutline(width: number, color?: string): Promise<void> {
    const objects = this.editor.api.getSelection() as Styled[];
    if (!objects.length) return;
    const changes = await this.editor.track(Promise.all(objects.map((o) => prepareStickerOutline(o, width, color))));
    this.editor.transact('sticker outline', objects, () => {
      for (const change of changes) change();
    });
  }

  setTextEffect(name: TextEffectChoice, color?: string): void {
    const texts = (this.editor.api.getSelection() as Styled[]).filter((o) => outlineMethod(o) === 'stroke');
    if (!texts.length) return;
    this.editor.transact('text effect', texts, () => {
      for (const text of texts) {
        text.set(textEffectProps(text, name, color));
        text.initDimensions?.();
        text.setCoords();
      }
    });
  }
}
