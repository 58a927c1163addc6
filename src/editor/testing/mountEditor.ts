import type { Editor } from '../core/Editor';
import { createEditor } from '../createEditor';

/** A full editor in a fixed 800×600 box on the test page; call the returned cleanup after the test. */
export function mountEditor(options: Partial<Parameters<typeof createEditor>[0]> = {}): { editor: Editor; container: HTMLElement; cleanup: () => void } {
  const container = document.createElement('div');
  container.style.cssText = 'width:800px;height:600px;position:relative';
  container.tabIndex = 0;
  const canvasElement = document.createElement('canvas');
  container.append(canvasElement);
  document.body.append(container);
  const editor = createEditor({ container, canvasElement, ...options });
  return {
    editor,
    container,
    cleanup: () => {
      editor.destroy();
      container.remove();
    },
  };
}

/** Waits for history's settle tick (changes are committed on the next macrotask). */
export const settle = () => new Promise((r) => setTimeout(r, 5));
