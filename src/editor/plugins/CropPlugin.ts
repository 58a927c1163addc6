import { FabricImage, type FabricObject, util } from 'fabric';
import type { Editor } from '../core/Editor';
import type { Tool } from '../core/tools';
import type { EditorPlugin, HotkeyMap } from '../core/types';
import { type CropRect, clampCrop } from '../image/crop';
import { CropFrame } from './CropFrame';

declare module '../core/types' {
  interface EditorApis {
    /** Whether the selection is one photo that can be cropped (not a QR code, no sticker outline). */
    canCrop(): boolean;
    /** Shows the whole selected photo with a frame around the part kept; false when nothing croppable is selected. */
    startCrop(): boolean;
    /** Crops the photo to the frame: one history step. */
    applyCrop(): void;
    /** Leaves the crop mode with the photo as it was. */
    cancelCrop(): void;
    isCropping(): boolean;
    /** While cropping: the frame around the whole photo (applying then removes the crop). */
    cropWholeImage(): void;
  }
  interface EditorEvents {
    /** The crop mode started (true) or ended (false). */
    cropChange: [boolean];
  }
}

interface Session {
  image: FabricImage;
  frame: CropFrame;
  offs: Array<() => void>;
}

type WithRender = FabricImage & { render: FabricImage['render'] };

/**
 * Cropping a photo (decision 55): a frame the person moves and resizes over the whole photo,
 * mapped back to Fabric's cropX, cropY, width and height in the photo's own pixels. Nothing in the
 * document changes until the crop is applied — the photo is only hidden on the screen while the frame
 * draws it — so saves, exports and history meanwhile see the photo as it was, and applying is one step.
 * Enter or a click outside the frame applies; Escape, undo, another selection or a new document cancel.
 */
export class CropPlugin implements EditorPlugin {
  static readonly pluginName = 'CropPlugin';
  static readonly events = ['cropChange'] as const;
  static readonly apis = ['canCrop', 'startCrop', 'applyCrop', 'cancelCrop', 'isCropping', 'cropWholeImage'] as const;

  private session: Session | null = null;
  /** Cropping as the editor's active tool: entering mask editing or drawing cancels the crop. */
  private readonly tool: Tool = { id: 'crop', leave: () => this.cancelCrop() };
  private readonly off: Array<() => void>;

  constructor(private readonly editor: Editor) {
    const { canvas } = editor;
    this.off = [
      // Before Fabric picks a target: a press outside the frame ends the crop by applying it.
      canvas.on('mouse:down:before', ({ target }) => {
        if (this.session && target !== this.session.frame) this.applyCrop();
      }),
      // Any other change of selection (code, undo, a layer row) leaves the photo as it was.
      canvas.on('selection:cleared', () => this.cancelCrop()),
      canvas.on('selection:created', ({ selected }) => this.cancelUnlessFrame(selected)),
      canvas.on('selection:updated', ({ selected }) => this.cancelUnlessFrame(selected)),
      canvas.on('object:removed', ({ target }) => {
        if (this.session && target === this.session.image) this.end();
      }),
      editor.on('loadJson', () => this.end()),
    ];
  }

  private cancelUnlessFrame(selected: FabricObject[]): void {
    if (this.session && !selected.includes(this.session.frame)) this.cancelCrop();
  }

  hotkeys(): HotkeyMap {
    const whileCropping = (run: () => void) => (event: KeyboardEvent) => {
      if (!this.session) return;
      event.preventDefault();
      // The crop mode has the key: Escape must not also clear the selection, undo must not also undo.
      event.stopImmediatePropagation();
      run();
    };
    const cancel = whileCropping(() => this.cancelCrop());
    return {
      Enter: whileCropping(() => this.applyCrop()),
      Escape: cancel,
      '$mod+KeyZ': cancel,
      '$mod+Shift+KeyZ': cancel,
      '$mod+KeyY': cancel,
    };
  }

  private croppable(): FabricImage | null {
    const selection = this.editor.api.getSelection();
    const [object] = selection;
    if (selection.length !== 1 || !(object instanceof FabricImage) || object.group) return null;
    const extra = object as FabricImage & { extensionType?: unknown; stickerOutline?: unknown };
    // A sticker outline is drawn into the photo's own pixels: cropping them would cut the border off.
    if (extra.extensionType === 'qrcode' || Number(extra.stickerOutline) > 0) return null;
    return object;
  }

  canCrop(): boolean {
    return !!this.session || !!this.croppable();
  }

  isCropping(): boolean {
    return !!this.session;
  }

  startCrop(): boolean {
    if (this.session) return true;
    const image = this.croppable();
    if (!image) return false;
    this.editor.tools.enter(this.tool);
    const { canvas } = this.editor;
    const natural = image.getOriginalSize();
    const current: CropRect = { x: image.cropX ?? 0, y: image.cropY ?? 0, width: image.width, height: image.height };
    // The uncropped photo's transform: the cropped one's, moved from the crop's centre to the photo's.
    const shift = util.createTranslateMatrix(natural.width / 2 - current.x - current.width / 2, natural.height / 2 - current.y - current.height / 2);
    const fullMatrix = util.multiplyTransformMatrices(image.calcTransformMatrix(), shift);
    const frame = new CropFrame(image, fullMatrix, natural, clampCrop(current, natural));
    const keepInside = () => {
      frame.placeOver(clampCrop(frame.cropRect(), natural));
    };
    const session: Session = { image, frame, offs: [frame.on('moving', keepInside), frame.on('scaling', keepInside)] };
    // The frame draws the photo (veiled outside the crop); the photo is only hidden on this screen, so
    // an export or thumbnail meanwhile still has it.
    const ownRender = image.render;
    (image as WithRender).render = (ctx) => {
      if (ctx !== canvas.getContext()) ownRender.call(image, ctx);
    };
    this.session = session;
    canvas.add(frame);
    canvas.setActiveObject(frame);
    canvas.requestRenderAll();
    this.editor.emit('cropChange', true);
    return true;
  }

  cropWholeImage(): void {
    const session = this.session;
    if (!session) return;
    session.frame.placeOver({ x: 0, y: 0, ...session.frame.natural });
    this.editor.canvas.requestRenderAll();
  }

  applyCrop(): void {
    const session = this.end();
    if (!session) return;
    const { image, frame } = session;
    const rect = clampCrop(frame.cropRect(), frame.natural);
    const unchanged = rect.x === (image.cropX ?? 0) && rect.y === (image.cropY ?? 0) && rect.width === image.width && rect.height === image.height;
    if (!unchanged) {
      const centre = frame.toScene(rect.x + rect.width / 2, rect.y + rect.height / 2);
      this.editor.transact('crop', [image], () => {
        image.set({ cropX: rect.x, cropY: rect.y, width: rect.width, height: rect.height });
        image.setPositionByOrigin(centre, 'center', 'center');
        image.setCoords();
      });
    }
    this.select(image);
  }

  cancelCrop(): void {
    const session = this.end();
    if (session) this.select(session.image);
  }

  private select(image: FabricImage): void {
    const { canvas } = this.editor;
    if (canvas.getObjects().includes(image)) canvas.setActiveObject(image);
    canvas.requestRenderAll();
  }

  /** Leaves the crop mode: the frame goes, the photo is drawn again. Returns the session that ended. */
  private end(): Session | null {
    const session = this.session;
    if (!session) return null;
    this.session = null;
    for (const off of session.offs) off();
    delete (session.image as Partial<WithRender>).render;
    const { canvas } = this.editor;
    if (canvas.getObjects().includes(session.frame)) {
      if (canvas.getActiveObject() === session.frame) canvas.discardActiveObject();
      canvas.remove(session.frame);
    }
    canvas.requestRenderAll();
    this.editor.tools.left(this.tool);
    this.editor.emit('cropChange', false);
    return session;
  }

  destroy(): void {
    this.end();
    for (const off of this.off) off();
  }
}
