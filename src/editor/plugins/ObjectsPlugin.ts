import { FabricImage, type FabricObject, IText, Textbox } from 'fabric';
import { type Editor, EditorError } from '../core/Editor';
import { designObjects } from '../core/objects';
import { CurvedText } from '../document/CurvedText';
import { makeShape, type ShapeKind } from './shapes';

declare module '../core/types' {
  interface EditorApis {
    addText(text?: string): IText;
    addTextbox(text?: string): Textbox;
    addCurvedText(text?: string): CurvedText;
    addShape(kind: ShapeKind): FabricObject;
    /** Adds an image (data URL or an allowed URL), scaled to fit the workspace, with extra properties set before it is added. */
    addImage(src: string, options?: { name?: string; properties?: Record<string, unknown> }): Promise<FabricImage>;
  }
}

/** Offset between objects added one after another at the workspace centre. */
const CASCADE = 30;

export const TEXT_DEFAULTS = { fontFamily: 'Arial', fill: '#1f2937', fontSize: 0.08 } as const;

/** Adds text, curved text, shapes and images, centred on the workspace and selected. */
export class ObjectsPlugin {
  static readonly pluginName = 'ObjectsPlugin';
  static readonly apis = ['addText', 'addTextbox', 'addCurvedText', 'addShape', 'addImage'] as const;

  constructor(private readonly editor: Editor) {}

  /** Font size relative to the workspace, so text is readable on small and large designs alike. */
  private fontSize(): number {
    const { width, height } = this.editor.api.getWorkspace();
    return Math.max(12, Math.round(Math.min(width, height) * TEXT_DEFAULTS.fontSize));
  }

  private place<T extends FabricObject>(object: T): T {
    const c = this.editor.api.workspaceCenter();
    // New objects cascade instead of hiding one another exactly at the centre.
    const taken = designObjects(this.editor.canvas).map((o) => o.getCenterPoint());
    let step = 0;
    while (step < 20 && taken.some((p) => Math.abs(p.x - (c.x + step * CASCADE)) < 1 && Math.abs(p.y - (c.y + step * CASCADE)) < 1)) step++;
    object.setPositionByOrigin({ x: c.x + step * CASCADE, y: c.y + step * CASCADE } as never, 'center', 'center');
    object.setCoords();
    this.editor.transact('add', [], () => this.editor.canvas.add(object));
    this.editor.api.selectObjects([object]);
    return object;
  }

  addText(text = 'Your text'): IText {
    return this.place(new IText(text, { fontFamily: TEXT_DEFAULTS.fontFamily, fontSize: this.fontSize(), fill: TEXT_DEFAULTS.fill }));
  }

  addTextbox(text = 'Your paragraph text'): Textbox {
    const { width } = this.editor.api.getWorkspace();
    return this.place(
      new Textbox(text, { width: width * 0.6, fontFamily: TEXT_DEFAULTS.fontFamily, fontSize: Math.round(this.fontSize() * 0.6), fill: TEXT_DEFAULTS.fill, textAlign: 'center' }),
    );
  }

  addCurvedText(text = 'Curved text'): CurvedText {
    return this.place(new CurvedText({ text, fontFamily: TEXT_DEFAULTS.fontFamily, fontSize: this.fontSize(), fill: TEXT_DEFAULTS.fill, bend: 50 }));
  }

  addShape(kind: ShapeKind): FabricObject {
    const { width, height } = this.editor.api.getWorkspace();
    return this.place(makeShape(kind, Math.min(width, height) * 0.3, '#f59f00'));
  }

  async addImage(src: string, options: { name?: string; properties?: Record<string, unknown> } = {}): Promise<FabricImage> {
    if (!this.editor.api.isImageSourceAllowed(src)) throw new EditorError('editor.image.blockedHost');
    const image = await this.editor.track(FabricImage.fromURL(src, { crossOrigin: 'anonymous' }));
    const { width, height } = this.editor.api.getWorkspace();
    const scale = Math.min(1, (width * 0.7) / (image.width || 1), (height * 0.7) / (image.height || 1));
    image.scale(scale);
    if (options.name) image.set({ name: options.name } as Record<string, unknown>);
    if (options.properties) image.set(options.properties);
    return this.place(image);
  }
}
