import { ActiveSelection, type FabricImage, type FabricObject } from 'fabric';
import { type Editor, EditorError } from '../core/Editor';
import { isLocked } from '../core/editing';
import type { Tool } from '../core/tools';
import type { EditorPlugin } from '../core/types';
import { drawnOutlinePad, hasBakedOutline } from '../document/effects/model';
import { prepareDrawnOutline } from '../effects/stickerOutline';
import { maskMatrixFromCanvas, maskMatrixOnCanvas, placeByMatrix } from './mask/mask-geometry';
import { isMaskShape, type MaskShape, makeMaskShape } from './mask/mask-shapes';

export { MASK_SHAPES, type MaskShape } from './mask/mask-shapes';

declare module '../core/types' {
  interface EditorApis {
    /** The image's mask: a ready-made shape, or 'custom' (a shape or text used as mask); null without one. */
    getMask(image: FabricObject): { shape: MaskShape | 'custom' } | null;
    /** Clips the image to a ready-made shape (an existing mask's centre and angle are kept); one undo step. */
    setMaskShape(image: FabricObject, shape: MaskShape): void | Promise<void>;
    /** Whether the selection is one image and one shape or text that can become its mask. */
    canMaskWithSelected(): boolean;
    /** The selected shape or text becomes the selected image's mask (it leaves the canvas); one undo step. */
    maskWithSelected(): Promise<FabricImage>;
    /** The image is shown whole again; one undo step. */
    removeMask(image: FabricObject): void;
    /** Shows the image's mask as a frame to move, resize and turn; each change is one undo step. */
    startMaskEdit(image: FabricObject): Promise<void>;
    /** Leaves mask editing (the mask is already up to date). */
    finishMaskEdit(): void;
    /** The image whose mask is being edited, if any. */
    maskEditTarget(): FabricImage | null;
  }
  interface EditorEvents {
    /** Mask editing started (true) or ended (false). */
    maskEditChange: [boolean];
  }
}

/** Kinds of object that can be a mask: filled shapes and text (normalised Fabric type names). */
const MASKABLE_TYPES = new Set(['rect', 'circle', 'ellipse', 'triangle', 'polygon', 'path', 'itext', 'textbox', 'text', 'curvedtext']);

const typeKey = (o: FabricObject) => o.type.toLowerCase().replace(/[-_]/g, '');
export const isImageObject = (o: FabricObject): o is FabricImage => typeKey(o) === 'image';
export const canBeMask = (o: FabricObject): boolean => MASKABLE_TYPES.has(typeKey(o));
/** The image's mask (Fabric types a clipPath as its base object class). */
const maskOf = (image: FabricObject) => image.clipPath as FabricObject | undefined;

/** How the mask frame looks while it is edited: the mask's outline, dashed, over the image. */
const FRAME_STYLE = {
  fill: 'rgba(34, 139, 230, 0.12)',
  stroke: '#228be6',
  strokeWidth: 2,
  strokeUniform: true,
  strokeDashArray: [8, 6],
  opacity: 1,
  shadow: null,
  cornerColor: '#228be6',
  borderColor: '#228be6',
  transparentCorners: false,
};

/** How visible the clipped-away part of the image is while its mask is edited. */
const GHOST_OPACITY = 0.3;

interface MaskEdit {
  image: FabricImage;
  frame: FabricObject;
  ghost: FabricObject;
  off: Array<() => void>;
}

/** A helper object of the editor, not of the design (no id, so it is never taken for the image). */
function asGuide(object: FabricObject): void {
  const o = object as FabricObject & { isGuide?: boolean; id?: string };
  o.isGuide = true;
  delete o.id;
}

/**
 * Masks (decision 56): an image clipped to a circle, rounded square, heart, star, or to any
 * shape or text of the design. The mask is the image's clipPath in the image's own space, so it travels
 * with the image, is saved in the document and drawn by the server's production render (whose cut line
 * then follows the masked silhouette). Editing shows the mask as a frame (a guide: never saved, never
 * in history or exports) over a faint copy of the whole image; its every move, resize or turn updates the clipPath as one undo step.
 */
export class MaskPlugin implements EditorPlugin {
  static readonly pluginName = 'MaskPlugin';
  static readonly events = ['maskEditChange'] as const;
  static readonly apis = ['getMask', 'setMaskShape', 'canMaskWithSelected', 'maskWithSelected', 'removeMask', 'startMaskEdit', 'finishMaskEdit', 'maskEditTarget'] as const;

  private edit: MaskEdit | null = null;
  /** Mask editing as the editor's active tool: entering crop or drawing finishes it. */
  private readonly tool: Tool = { id: 'mask', leave: () => this.finishMaskEdit() };
  private readonly off: Array<() => void>;

  constructor(private readonly editor: Editor) {
    const { canvas } = editor;
    this.off = [
      // Double-clicking a masked image opens its mask for editing, as in other editors.
      canvas.on('mouse:dblclick', ({ target }) => {
        if (target && isImageObject(target) && target.clipPath && !isLocked(target)) void this.startMaskEdit(target);
      }),
    ];
  }

  getMask(image: FabricObject): { shape: MaskShape | 'custom' } | null {
    const mask = maskOf(image);
    if (!mask) return null;
    const shape = (mask as FabricObject & { shape?: unknown }).shape;
    return { shape: isMaskShape(shape) ? shape : 'custom' };
  }

  setMaskShape(target: FabricObject, shape: MaskShape): void | Promise<void> {
    const image = this.maskableImage(target);
    // A baked border would be clipped away with the photo: it is drawn at render time around the mask instead (decision 66).
    if (hasBakedOutline(image)) return this.editor.track(prepareDrawnOutline(image).then((drawOutline) => this.applyMaskShape(image, shape, drawOutline)));
    this.applyMaskShape(image, shape);
  }

  private applyMaskShape(image: FabricImage, shape: MaskShape, drawOutline?: () => void): void {
    this.finishMaskEdit();
    this.editor.transact('mask shape', [image], () => {
      drawOutline?.();
      // The photo's shorter side: without the margin a drawn border takes around it (decision 66).
      const pad = 2 * drawnOutlinePad(image);
      const shorter = Math.min(image.width - pad, image.height - pad);
      const old = maskOf(image);
      if (!old) {
        image.set({ clipPath: makeMaskShape(shape, shorter), dirty: true });
      } else {
        // A new shape for an existing mask stays where the person put the old one.
        const size = Math.min(shorter, Math.max(old.getScaledWidth(), old.getScaledHeight()));
        const mask = makeMaskShape(shape, size);
        mask.set({ angle: old.angle });
        mask.setPositionByOrigin(old.getCenterPoint(), 'center', 'center');
        image.set({ clipPath: mask, dirty: true });
      }
    });
  }

  canMaskWithSelected(): boolean {
    return this.maskPair() !== null;
  }

  async maskWithSelected(): Promise<FabricImage> {
    const pair = this.maskPair();
    if (!pair) throw new EditorError('editorMask.errors.pickImageAndShape');
    const { image, shape } = pair;
    const { canvas } = this.editor;
    this.finishMaskEdit();
    // Out of the multi-selection first, so both objects' transforms are in canvas coordinates.
    canvas.discardActiveObject();
    // A baked border would be clipped away with the photo: it is drawn at render time around the mask instead (decision 66).
    const [drawOutline, mask] = await this.editor.track(Promise.all([prepareDrawnOutline(image), shape.clone()]));
    this.editor.transact('mask with shape', [image, shape], () => {
      drawOutline();
      placeByMatrix(mask, maskMatrixFromCanvas(image, shape.calcTransformMatrix()));
      // A mask is a silhouette: opaque, no outline or shadow; its id stays with the removed object (for undo).
      mask.set({ fill: '#000000', stroke: null, shadow: null, opacity: 1, visible: true, stickerOutline: false } as Record<string, unknown>);
      delete (mask as FabricObject & { id?: string }).id;
      canvas.remove(shape);
      image.set({ clipPath: mask, dirty: true });
    });
    this.editor.api.selectObjects([image]);
    return image;
  }

  removeMask(target: FabricObject): void {
    const image = this.maskableImage(target);
    this.finishMaskEdit();
    if (!image.clipPath) return;
    this.editor.transact('remove mask', [image], () => image.set({ clipPath: undefined, dirty: true }));
  }

  startMaskEdit(target: FabricObject): Promise<void> {
    return this.editor.track(this.openMaskEdit(target));
  }

  private async openMaskEdit(target: FabricObject): Promise<void> {
    const image = this.maskableImage(target);
    const mask = maskOf(image);
    if (!mask) throw new EditorError('editorMask.errors.noMask');
    this.finishMaskEdit();
    const { canvas } = this.editor;
    const frame = (await mask.clone()) as FabricObject;
    frame.set(FRAME_STYLE as Record<string, unknown>);
    placeByMatrix(frame, maskMatrixOnCanvas(image, mask));
    // The whole image, faint, under the masked one: what the mask can be moved over.
    const ghost = (await image.clone()) as FabricObject;
    // The faint whole photo only: no border of its own (a drawn one would outline the unmasked rectangle).
    ghost.set({ clipPath: undefined, opacity: GHOST_OPACITY, selectable: false, evented: false, shadow: null, stickerOutline: 0 } as Record<string, unknown>);
    // Guides: left out of the design, the layers, history, exports and the cut line.
    for (const helper of [frame, ghost]) asGuide(helper);
    const follow = () => this.syncMask(image, frame);
    const edit: MaskEdit = { image, frame, ghost, off: [] };
    this.editor.tools.enter(this.tool);
    this.edit = edit;
    canvas.insertAt(canvas.getObjects().indexOf(image), ghost);
    canvas.add(frame);
    canvas.setActiveObject(frame);
    edit.off.push(
      frame.on('moving', follow),
      frame.on('scaling', follow),
      frame.on('rotating', follow),
      frame.on('skewing', follow),
      frame.on('modified', () => this.editor.transact('edit mask', [image], follow)),
      // Selecting anything else, undo (which clears the selection), an import or the image leaving end it.
      canvas.on('selection:created', () => this.endUnlessFrameActive()),
      canvas.on('selection:updated', () => this.endUnlessFrameActive()),
      canvas.on('selection:cleared', () => this.finishMaskEdit()),
      canvas.on('object:removed', ({ target: removed }) => {
        if (removed === image) this.finishMaskEdit();
      }),
    );
    canvas.requestRenderAll();
    this.editor.emit('maskEditChange', true);
  }

  finishMaskEdit(): void {
    const edit = this.edit;
    if (!edit) return;
    this.edit = null;
    for (const off of edit.off) off();
    const { canvas } = this.editor;
    const active = canvas.getActiveObject();
    // "Done" hands the selection back to the image; a multi-selection holding the frame is dropped.
    if (active === edit.frame && canvas.getObjects().includes(edit.image)) canvas.setActiveObject(edit.image);
    else if (active === edit.frame || (active instanceof ActiveSelection && active.getObjects().includes(edit.frame))) canvas.discardActiveObject();
    canvas.remove(edit.frame, edit.ghost);
    canvas.requestRenderAll();
    this.editor.tools.left(this.tool);
    this.editor.emit('maskEditChange', false);
  }

  maskEditTarget(): FabricImage | null {
    return this.edit?.image ?? null;
  }

  beforeImport(): void {
    this.finishMaskEdit();
  }

  destroy(): void {
    this.finishMaskEdit();
    for (const off of this.off) off();
  }

  private endUnlessFrameActive(): void {
    if (this.edit && this.editor.canvas.getActiveObject() !== this.edit.frame) this.finishMaskEdit();
  }

  /** The mask follows the frame: the frame's canvas transform brought into the image's space. */
  private syncMask(image: FabricImage, frame: FabricObject): void {
    const mask = maskOf(image);
    if (!mask) return;
    placeByMatrix(mask, maskMatrixFromCanvas(image, frame.calcTransformMatrix()));
    image.set({ dirty: true });
    this.editor.canvas.requestRenderAll();
  }

  private maskableImage(target: FabricObject): FabricImage {
    if (!isImageObject(target)) throw new EditorError('editorMask.errors.notImage');
    if (isLocked(target)) throw new EditorError('editorMask.errors.locked');
    return target;
  }

  /** The selection as an image and the shape or text to clip it to, when it is exactly that. */
  private maskPair(): { image: FabricImage; shape: FabricObject } | null {
    const selected = this.editor.api.getSelection();
    if (selected.length !== 2 || selected.some(isLocked)) return null;
    const image = selected.find(isImageObject);
    const shape = selected.find((o) => o !== image && canBeMask(o));
    return image && shape ? { image, shape } : null;
  }
}
