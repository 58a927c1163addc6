import { FabricImage } from 'fabric';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quadrantsPng } from '../testing/quadrants';
import { TestEditor } from '../testing/TestEditor';

let driver: TestEditor;
beforeEach(() => {
  driver = new TestEditor();
});
afterEach(() => driver.cleanup());

async function photo(): Promise<FabricImage> {
  const image = await driver.api.addImage(quadrantsPng());
  driver.api.selectObjects([image]);
  return image;
}

describe('one active tool (decision 77)', () => {
  it('entering crop leaves drawing; entering drawing cancels the crop', async () => {
    const tools: Array<string | null> = [];
    driver.editor.on('toolChange', (id) => tools.push(id));
    driver.api.setDrawingMode(true);
    expect(driver.editor.tools.id).toBe('draw');
    const image = await photo();
    expect(driver.api.startCrop()).toBe(true);
    expect(driver.editor.tools.id).toBe('crop');
    expect(driver.api.isDrawing()).toBe(false);
    driver.api.setDrawingMode(true);
    expect(driver.api.isCropping()).toBe(false);
    expect(driver.editor.tools.id).toBe('draw');
    driver.api.setDrawingMode(false);
    expect(driver.editor.tools.id).toBe(null);
    expect(tools).toEqual(['draw', 'crop', 'draw', null]);
    expect(image.canvas).toBe(driver.canvas);
  });

  it('editing a mask ends drawing, and drawing finishes the mask edit', async () => {
    const image = await photo();
    driver.api.setMaskShape(image, 'circle');
    driver.api.setDrawingMode(true);
    await driver.api.startMaskEdit(image);
    expect(driver.editor.tools.id).toBe('mask');
    expect(driver.api.isDrawing()).toBe(false);
    driver.api.setDrawingMode(true);
    expect(driver.api.maskEditTarget()).toBe(null);
    expect(driver.editor.tools.id).toBe('draw');
    expect(driver.api.getMask(image)).toEqual({ shape: 'circle' });
  });

  it('applying or cancelling a crop leaves no tool active', async () => {
    await photo();
    driver.api.startCrop();
    driver.api.applyCrop();
    expect(driver.editor.tools.id).toBe(null);
    driver.api.startCrop();
    driver.api.cancelCrop();
    expect(driver.editor.tools.id).toBe(null);
    expect(driver.canvas.getObjects().some((o) => o instanceof FabricImage)).toBe(true);
  });
});
