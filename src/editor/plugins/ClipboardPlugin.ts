import type { FabricObject } from 'fabric';
import { isPdfHeader, refusedArtFormat } from '../../shared/art-formats';
import type { Editor } from '../core/Editor';
import { isEditingText } from '../core/editing';
import { designObjects, serializeObject } from '../core/objects';
import type { EditorPlugin } from '../core/types';
import { compressImage, dataUrlToBlob } from '../image/compress';
import { imageFromPasteEvent, placePastedImage, readClipboardImage } from '../image/paste';
import { svgFileAsDataUrl } from '../image/svg-file';
import { cloneObjects } from './EditActionsPlugin';

declare module '../core/types' {
  interface EditorApis {
    copySelected(): void;
    cutSelected(): void;
    pasteObjects(): Promise<FabricObject[]>;
    /** Whether Copy or Cut kept objects to paste (the context menu's Paste). */
    hasCopiedObjects(): boolean;
    /** SPEC §4: async clipboard first, else the next paste event; the first image only. */
    pasteImage(): Promise<void>;
    /**
     * Inserts an image file (picker, drop, paste) with SPEC §9 compression; a PDF's first page is
     * uploaded and placed as its stand-in (decision 80); EPS and HEIC are refused by name.
     */
    insertImageFile(file: Blob, options?: { name?: string }): Promise<void>;
  }
}

export interface ClipboardOptions {
  /** Whether someone is signed in now (their pasted images go to their materials). */
  isSignedIn: () => boolean;
  /** Uploads a file to the signed-in user's materials and returns its URL. */
  upload: (file: File) => Promise<{ url: string }>;
  /** Uploads PDF art to the signed-in user's uploads: the server keeps the PDF to print from and answers its page's stand-in image. */
  uploadArt: (file: File) => Promise<{ url: string }>;
}

/** Marks our objects on the system clipboard, so a copy in one tab pastes as objects in another. */
const CLIPBOARD_MARK = 'sticker-studio/objects@1';
const PASTE_OFFSET = 20;

/**
 * Copy, cut and paste of objects (an internal clipboard, mirrored to the system clipboard as text), and
 * pasting images exactly as SPEC §4: a signed-in user's image goes to their materials as
 * pasted-image-{timestamp}.png ('Pasted image saved to your materials!'); a guest's, or a failed upload,
 * is embedded as base64.
 */
export class ClipboardPlugin implements EditorPlugin {
  static readonly pluginName = 'ClipboardPlugin';
  static readonly apis = ['copySelected', 'cutSelected', 'pasteObjects', 'hasCopiedObjects', 'pasteImage', 'insertImageFile'] as const;

  private copied: Record<string, unknown>[] = [];
  /** While pasteImage() waits for a paste event, that event is its own: not handled twice. */
  private awaitingPaste = false;
  private pasteCount = 0;
  private readonly off: () => void;

  constructor(
    private readonly editor: Editor,
    private readonly options: ClipboardOptions,
  ) {
    const doc = editor.canvas.getElement().ownerDocument;
    const onPaste = (e: Event) => void this.editor.track(this.onPasteEvent(e as ClipboardEvent));
    doc.addEventListener('paste', onPaste);
    this.off = () => doc.removeEventListener('paste', onPaste);
  }

  copySelected(): void {
    const selected = this.editor.api.getSelection();
    if (!selected.length) return;
    this.copied = selected.map((o) => serializeObject(o));
    this.pasteCount = 0;
    // Best effort: the system clipboard may be refused (permissions); the internal copy still works.
    void navigator.clipboard?.writeText?.(JSON.stringify({ [CLIPBOARD_MARK]: this.copied })).catch(() => {});
  }

  cutSelected(): void {
    this.copySelected();
    this.editor.api.deleteSelected();
  }

  hasCopiedObjects(): boolean {
    return this.copied.length > 0;
  }

  async pasteObjects(jsons = this.copied): Promise<FabricObject[]> {
    if (!jsons.length) return [];
    this.pasteCount += 1;
    const objects = await this.editor.track(cloneObjects(jsons, PASTE_OFFSET * this.pasteCount));
    this.editor.transact('paste', [], () => this.editor.canvas.add(...objects));
    this.editor.api.selectObjects(objects);
    return objects;
  }

  /** The 'Paste Image' menu item. */
  pasteImage(): Promise<void> {
    return this.editor.track(this.readAndInsert());
  }

  private async readAndInsert(): Promise<void> {
    this.awaitingPaste = true;
    let blob: Blob | null;
    try {
      blob = await readClipboardImage();
    } finally {
      this.awaitingPaste = false;
    }
    if (!blob) {
      this.editor.emit('notify', { kind: 'info', key: 'editor.paste.noImage' });
      return;
    }
    await this.insertPasted(blob);
  }

  /** Ctrl/⌘+V anywhere in the page but a form field: an image, our objects, or nothing for us. */
  private async onPasteEvent(event: ClipboardEvent): Promise<void> {
    const target = event.target as HTMLElement | null;
    if (this.awaitingPaste || target?.closest?.('input,textarea,[contenteditable]') || isEditingText(this.editor) || this.editor.isDestroyed) return;
    const image = imageFromPasteEvent(event);
    if (image) {
      event.preventDefault();
      await this.insertPasted(image);
      return;
    }
    const text = event.clipboardData?.getData('text/plain') ?? '';
    const fromSystem = parseCopied(text);
    if (fromSystem || this.copied.length) {
      event.preventDefault();
      await this.pasteObjects(fromSystem ?? this.copied);
    }
  }

  private async insertPasted(blob: Blob): Promise<void> {
    const compressed = await this.compress(blob);
    const placed = await placePastedImage(dataUrlToBlob(compressed), {
      signedIn: this.options.isSignedIn(),
      upload: this.options.upload,
    });
    await this.editor.api.addImage(placed.src);
    if (placed.uploaded) this.editor.emit('notify', { kind: 'success', key: 'editor.paste.savedToMaterials' });
  }

  async insertImageFile(file: Blob, options: { name?: string } = {}): Promise<void> {
    const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
    const refused = refusedArtFormat(head);
    if (refused) {
      this.editor.emit('notify', { kind: 'error', key: `editor.image.${refused}` });
      return;
    }
    if (isPdfHeader(head)) return this.insertPdf(file, options);
    if (!file.type.startsWith('image/')) {
      this.editor.emit('notify', { kind: 'error', key: 'editor.image.notAnImage' });
      return;
    }
    const src = file.type === 'image/svg+xml' ? await svgFileAsDataUrl(file) : await this.compress(file);
    await this.editor.api.addImage(src, options);
  }

  /** PDF art: the server draws its first page and keeps the PDF for the print, so a guest signs in first. */
  private async insertPdf(file: Blob, options: { name?: string }): Promise<void> {
    if (!this.options.isSignedIn()) {
      this.editor.emit('notify', { kind: 'info', key: 'editor.image.pdfNeedsSignIn' });
      return;
    }
    const named = file instanceof File ? file : new File([file], options.name ?? 'art.pdf', { type: 'application/pdf' });
    const { url } = await this.options.uploadArt(named);
    await this.editor.api.addImage(url, options);
  }

  /** SPEC §9 compression, with the document's current size deciding the target. */
  private async compress(blob: Blob): Promise<string> {
    const documentBytes = JSON.stringify(designObjects(this.editor.canvas).map((o) => serializeObject(o))).length;
    return (await compressImage(blob, { documentBytes })).dataUrl;
  }

  destroy(): void {
    this.off();
  }
}

function parseCopied(text: string): Record<string, unknown>[] | null {
  if (!text.includes(CLIPBOARD_MARK)) return null;
  try {
    const value = JSON.parse(text)[CLIPBOARD_MARK];
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
