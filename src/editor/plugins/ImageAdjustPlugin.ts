import { FabricImage } from 'fabric';
import type { Editor } from '../core/Editor';
import type { EditorPlugin } from '../core/types';
import { hasBakedOutline } from '../document/effects/model';
import { prepareDrawnOutline } from '../effects/stickerOutline';
import { adjustmentsOf, filtersFor, type ImageAdjustments, NEUTRAL_ADJUSTMENTS } from '../image/adjustments';

declare module '../core/types' {
  interface EditorApis {
    /** The adjustments of the one selected photo, or null when the selection is not one adjustable image. */
    getImageAdjustments(): ImageAdjustments | null;
    /** Shows the adjustments on the selected photo while a slider moves: no history step. */
    previewImageAdjustments(changes: Partial<ImageAdjustments>): void;
    /** Sets the adjustments on the selected photo: one history step (a promise when a baked border is first made a drawn one, decision 66). */
    setImageAdjustments(changes: Partial<ImageAdjustments>): void | Promise<void>;
    /** Back to the photo as it is (one history step). */
    resetImageAdjustments(): void | Promise<void>;
  }
}

/**
 * Photo adjustments: brightness, contrast, saturation and black-and-white on one selected
 * image, as Fabric filters on the image itself (decision 55). A QR code is an image too, but adjusting
 * it could make it unreadable, so it is left out.
 */
export class ImageAdjustPlugin implements EditorPlugin {
  static readonly pluginName = 'ImageAdjustPlugin';
  static readonly apis = ['getImageAdjustments', 'previewImageAdjustments', 'setImageAdjustments', 'resetImageAdjustments'] as const;

  /** A preview waiting for the next frame: the image and the adjustments it asked for last. */
  private pending: { image: FabricImage; changes: Partial<ImageAdjustments> } | null = null;
  private frame = 0;
  /** Settles the pending-work promise of the frame waited for (run or dropped), so `editor.idle()` waits for previews. */
  private frameDone: (() => void) | null = null;
  /** Counts dropped previews, so a preview that waited for its photo's border is not applied after a commit. */
  private generation = 0;

  constructor(private readonly editor: Editor) {}

  private target(): FabricImage | null {
    const selection = this.editor.api.getSelection();
    const [object] = selection;
    if (selection.length !== 1 || !(object instanceof FabricImage)) return null;
    if ((object as { extensionType?: unknown }).extensionType === 'qrcode') return null;
    return object;
  }

  getImageAdjustments(): ImageAdjustments | null {
    const image = this.target();
    return image ? adjustmentsOf(image.filters) : null;
  }

  /**
   * A filter pass is JavaScript over every pixel (~0.2 s for a 1000² photo on a busy machine), and a
   * slider sends a value per pointer move: previews wait for the next frame and only the latest runs,
   * so they never queue up behind one another.
   */
  previewImageAdjustments(changes: Partial<ImageAdjustments>): void {
    const image = this.target();
    if (!image) return;
    this.pending = { image, changes: { ...(this.pending?.image === image ? this.pending.changes : {}), ...changes } };
    if (this.frame) return;
    void this.editor.track(
      new Promise<void>((resolve) => {
        this.frameDone = resolve;
        this.frame = requestAnimationFrame(() => this.flushPreview());
      }),
    );
  }

  private settleFrame(): void {
    this.frame = 0;
    this.frameDone?.();
    this.frameDone = null;
  }

  private flushPreview(): void {
    this.settleFrame();
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    if (!hasBakedOutline(pending.image)) {
      this.apply(pending.image, pending.changes);
      return;
    }
    // The border is redrawn first; a value committed meanwhile (dropPreview) must not be overwritten by this older one.
    const generation = this.generation;
    void this.editor.track(
      prepareDrawnOutline(pending.image).then((drawOutline) => {
        if (generation !== this.generation) return;
        drawOutline();
        this.apply(pending.image, pending.changes);
      }),
    );
  }

  setImageAdjustments(changes: Partial<ImageAdjustments>): void | Promise<void> {
    this.dropPreview();
    const image = this.target();
    if (!image) return;
    const commit = (drawOutline?: () => void) =>
      this.editor.transact('adjust photo', [image], () => {
        drawOutline?.();
        this.apply(image, changes);
      });
    // A baked border would take the filters too: it is drawn at render time instead (decision 66), one step with the change.
    if (hasBakedOutline(image)) return this.editor.track(prepareDrawnOutline(image).then(commit));
    commit();
  }

  private dropPreview(): void {
    this.generation++;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.settleFrame();
    this.pending = null;
  }

  destroy(): void {
    this.dropPreview();
  }

  resetImageAdjustments(): void | Promise<void> {
    return this.setImageAdjustments(NEUTRAL_ADJUSTMENTS);
  }

  private apply(image: FabricImage, changes: Partial<ImageAdjustments>): void {
    const next = { ...adjustmentsOf(image.filters), ...changes };
    image.filters = filtersFor(next, image.filters);
    image.applyFilters();
    this.editor.canvas.requestRenderAll();
  }
}
