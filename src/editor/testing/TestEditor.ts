import type { FabricObject } from 'fabric';
import type { Editor } from '../core/Editor';
import { type CreateEditorOptions, createEditor } from '../createEditor';

/**
 * The editor as its browser-mode tests drive it (decision 77), after tldraw's TestEditor: a full editor
 * in a fixed 800×600 box on the test page, and the person's actions as synchronous calls. Every change
 * is recorded when the call returns, so a test needs no sleeps; where real asynchronous work remains (an
 * image decoding, an undo rebuilding an object, a preview waiting for its frame) `idle()` waits for the
 * work the editor tracks, never for a time. Call `cleanup` after the test.
 */
export class TestEditor {
  readonly editor: Editor;
  readonly container: HTMLElement;

  constructor(options: Partial<CreateEditorOptions> = {}) {
    this.container = document.createElement('div');
    this.container.style.cssText = 'width:800px;height:600px;position:relative';
    this.container.tabIndex = 0;
    const canvasElement = document.createElement('canvas');
    this.container.append(canvasElement);
    document.body.append(this.container);
    this.editor = createEditor({ container: this.container, canvasElement, ...options });
  }

  get api(): Editor['api'] {
    return this.editor.api;
  }

  get canvas(): Editor['canvas'] {
    return this.editor.canvas;
  }

  /** Resolves once the editor has no pending work (loads, undo and redo, rollbacks, effects, previews). */
  idle(): Promise<void> {
    return this.editor.idle();
  }

  /**
   * The browser's next animation frame: what a slider preview waits for. For a test that checks what
   * happens between a preview's frame and the work it starts (use `idle()` to wait for all of it).
   */
  nextFrame(): Promise<void> {
    return new Promise((resolve) => requestAnimationFrame(() => resolve()));
  }

  /**
   * A change the person made with the pointer or by typing, as Fabric reports it: `change` runs, then
   * Fabric's `object:modified` fires (history records it as one step, at once).
   */
  interact(object: FabricObject, change: () => void): void {
    change();
    object.setCoords();
    this.editor.canvas.fire('object:modified', { target: object });
  }

  /** A drag that ended with the object at (left, top). */
  drag(object: FabricObject, left: number, top: number): void {
    this.interact(object, () => object.set({ left, top }));
  }

  /**
   * Changes an object as part of a test's set-up (properties to set, or a function), recorded as a step,
   * so the steps the test checks start from there.
   */
  arrange(object: FabricObject, change: Record<string, unknown> | (() => void)): void {
    this.editor.transact('test set-up', [object], () => {
      if (typeof change === 'function') change();
      else object.set(change);
      object.setCoords();
    });
  }

  /** A key pressed in the editor (its hotkeys listen on the container). */
  press(key: string, init: KeyboardEventInit = {}): void {
    this.container.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  }

  readonly cleanup = (): void => {
    this.editor.destroy();
    this.container.remove();
  };
}

/** A fresh TestEditor on the page (`const { editor, cleanup } = mountEditor()` reads as before). */
export function mountEditor(options: Partial<CreateEditorOptions> = {}): TestEditor {
  return new TestEditor(options);
}
