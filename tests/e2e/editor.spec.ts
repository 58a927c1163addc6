import path from 'node:path';
import { expect, test } from '@playwright/test';
import { canvas, canvasCentre, exportAs, exportJson, layerRows, makePng, openEditor, pastePng, pngSize } from './editor-helpers';
import { apiSignUp, uniqueEmail } from './helpers';

test.describe('design editor (/indexHome)', () => {
  test.beforeEach(async ({ page }) => {
    await openEditor(page);
  });

  test('adds a text and edits it by typing on the canvas', async ({ page }) => {
    await page.getByTestId('add-heading').click();
    await expect(layerRows(page)).toHaveCount(1);
    await expect(layerRows(page).first()).toContainText('Your text');
    const { x, y } = await canvasCentre(page);
    await page.mouse.dblclick(x, y);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Hello stickers');
    await page.keyboard.press('Escape');
    await expect(layerRows(page).first()).toContainText('Hello stickers');
    await expect(page.getByTestId('text-content')).toHaveValue('Hello stickers');
    const doc = await exportJson(page);
    expect(doc.objects).toHaveLength(1);
    // SPEC §3 type names (the editor writes them instead of Fabric 7's class names such as 'IText').
    expect(doc.objects[0]).toMatchObject({ type: 'i-text', text: 'Hello stickers' });
  });

  test('adds curved text, changes its bend and its text', async ({ page }) => {
    await page.getByTestId('add-curved').click();
    await expect(layerRows(page)).toHaveCount(1);
    const bend = page.getByRole('slider', { name: 'Bend' });
    await expect(bend).toHaveAttribute('aria-valuenow', '50');
    await bend.focus();
    await page.keyboard.press('End');
    await expect(bend).toHaveAttribute('aria-valuenow', '100');
    await page.keyboard.press('ArrowLeft');
    await expect(bend).toHaveAttribute('aria-valuenow', '99');
    const field = page.getByTestId('text-content');
    await field.fill('Best sticker shop');
    await field.blur();
    await expect(layerRows(page).first()).toContainText('Best sticker shop');
    const doc = await exportJson(page);
    expect(doc.objects[0]).toMatchObject({ type: 'curved-text', bend: 99, text: 'Best sticker shop' });
  });

  test('uploads an image with the file picker and lists it in Layers', async ({ page }) => {
    await page.getByTestId('tab-images').click();
    await page.getByTestId('image-file-input').setInputFiles({ name: 'stripes.png', mimeType: 'image/png', buffer: makePng() });
    await expect(layerRows(page)).toHaveCount(1);
    await expect(layerRows(page).first()).toContainText('stripes.png');
    const doc = await exportJson(page);
    expect(doc.objects[0]).toMatchObject({ type: 'image' });
  });

  test('a guest’s pasted image is embedded in the design as base64', async ({ page }) => {
    await pastePng(page, makePng(20, 20));
    await expect(layerRows(page)).toHaveCount(1);
    const doc = await exportJson(page);
    expect(doc.objects[0].type).toBe('image');
    expect(String(doc.objects[0].src)).toMatch(/^data:image\//);
  });

  test('duplicates with Ctrl+D, deletes from the right-click menu, and undoes and redoes', async ({ page }) => {
    await page.getByTestId('tab-shapes').click();
    await page.getByTestId('add-shape-star').click();
    await expect(layerRows(page)).toHaveCount(1);
    await expect(layerRows(page).first()).toContainText('Star');
    const { x, y } = await canvasCentre(page);
    // Click the star (it is selected and focuses the canvas, where the hotkeys live).
    await page.mouse.click(x, y);
    await expect(canvas(page)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+d');
    await expect(layerRows(page)).toHaveCount(2);

    await page.mouse.click(x, y, { button: 'right' });
    const menu = page.getByRole('menu', { name: 'Canvas actions' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toContainText(['Delete', 'Bring to Front', 'Send to Back']);
    await expect(menu.getByRole('menuitem', { name: /^Delete/ })).toBeFocused();
    await menu.getByRole('menuitem', { name: /^Delete/ }).click();
    await expect(menu).toBeHidden();
    await expect(layerRows(page)).toHaveCount(1);

    await page.getByTestId('undo').click();
    await expect(layerRows(page)).toHaveCount(2);
    await page.getByTestId('redo').click();
    await expect(layerRows(page)).toHaveCount(1);
    await canvas(page).focus();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(layerRows(page)).toHaveCount(2);
    await page.keyboard.press('ControlOrMeta+z');
    await expect(layerRows(page)).toHaveCount(1);
  });

  test('the context menu works by keyboard and closes on Escape and outside clicks', async ({ page }) => {
    await page.getByTestId('add-heading').click();
    await canvas(page).focus();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Canvas actions' });
    await expect(menu).toBeVisible();
    const style = await menu.evaluate((el) => ({ z: getComputedStyle(el).zIndex, rect: el.getBoundingClientRect().toJSON() }));
    expect(style.z).toBe('99999');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Bring to Front' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(canvas(page)).toBeFocused();

    const { x, y } = await canvasCentre(page);
    await page.mouse.click(x, y, { button: 'right' });
    await expect(menu).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(menu).toBeHidden();
    // An action closes the menu and runs: Duplicate.
    await page.mouse.click(x, y, { button: 'right' });
    await menu.getByRole('menuitem', { name: /^Duplicate/ }).click();
    await expect(menu).toBeHidden();
    await expect(layerRows(page)).toHaveCount(2);
  });

  test('exports PNG, SVG and JSON, and imports the JSON back', async ({ page }) => {
    await page.getByTestId('add-heading').click();
    await page.getByTestId('text-content').fill('Export me');
    await page.getByTestId('text-content').blur();
    await page.getByTestId('tab-shapes').click();
    await page.getByTestId('add-shape-circle').click();
    await expect(layerRows(page)).toHaveCount(2);

    const png = await exportAs(page, 'png');
    expect(png.name).toBe('New Image.png');
    // The 1500 px workspace plus the 150 margin on each side.
    expect(pngSize(png.bytes)).toEqual({ width: 1800, height: 1800 });

    const svg = await exportAs(page, 'svg');
    expect(svg.name).toBe('New Image.svg');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return { error: doc.getElementsByTagName('parsererror').length, root: doc.documentElement.nodeName, text: doc.documentElement.textContent ?? '' };
    }, svg.bytes.toString('utf8'));
    expect(parsed.error).toBe(0);
    expect(parsed.root).toBe('svg');
    expect(parsed.text).toContain('Export me');

    const json = await exportAs(page, 'json');
    expect(json.name).toBe('New Image.json');
    const doc = JSON.parse(json.bytes.toString('utf8'));
    expect(doc).toHaveProperty('version');
    expect(doc.workspace).toMatchObject({ id: 'workspace', width: 1500, height: 1500 });
    expect(doc.objects).toHaveLength(2);

    // Clear the canvas, then open the exported file.
    await canvas(page).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await expect(layerRows(page)).toHaveCount(0);
    await page.locator('input[type="file"][accept*="json"]').setInputFiles({ name: 'design.json', mimeType: 'application/json', buffer: json.bytes });
    await expect(layerRows(page)).toHaveCount(2);
    await expect(layerRows(page).filter({ hasText: 'Export me' })).toHaveCount(1);
    await expect(page.getByText('Opened design.json.')).toBeVisible();
  });

  test('layers: drag to reorder, Alt+arrow, hide, lock and rename', async ({ page }) => {
    await page.getByTestId('add-heading').click();
    await page.getByTestId('tab-shapes').click();
    await page.getByTestId('add-shape-heart').click();
    await expect(layerRows(page)).toHaveText(['Heart', 'Your text']);

    // Drag the text (bottom) above the heart (top).
    await layerRows(page)
      .nth(1)
      .dragTo(layerRows(page).nth(0), { targetPosition: { x: 40, y: 4 } });
    await expect(layerRows(page)).toHaveText(['Your text', 'Heart']);
    // And back by keyboard.
    await page.getByRole('button', { name: 'Your text, layer 1 of 2' }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(layerRows(page)).toHaveText(['Heart', 'Your text']);

    await page.getByRole('button', { name: 'Hide Heart' }).click();
    await expect(page.getByRole('button', { name: 'Show Heart' })).toBeVisible();
    await page.getByRole('button', { name: 'Lock Your text' }).click();
    await expect(page.getByRole('button', { name: 'Unlock Your text' })).toBeVisible();

    await page.getByRole('button', { name: 'Rename Heart' }).click();
    const name = page.getByRole('textbox', { name: 'Layer name' });
    await name.fill('Big heart');
    await name.press('Enter');
    await expect(layerRows(page).first()).toHaveText('Big heart');

    const doc = await exportJson(page);
    const heart = doc.objects.find((o) => o.shape === 'heart');
    const text = doc.objects.find((o) => o.type === 'i-text');
    expect(heart).toMatchObject({ name: 'Big heart', visible: false });
    expect(text).toMatchObject({ lockMovementX: true, lockMovementY: true });
    // Bottom to top in the document: the heart is back on top.
    expect(doc.objects.indexOf(heart!)).toBeGreaterThan(doc.objects.indexOf(text!));
  });

  test('a broken design file is refused in plain words', async ({ page }) => {
    await page.locator('input[type="file"][accept*="json"]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
    await expect(page.getByText('This design could not be opened')).toBeVisible();
    await expect(page.getByText('This file is not valid JSON.')).toBeVisible();
  });

  test('changing the design size in inches updates the workspace', async ({ page }) => {
    await page.getByRole('button', { name: /^Design size:/ }).click();
    const width = page.getByRole('dialog', { name: /^Design size:/ }).getByTestId('workspace-w');
    await width.fill('4');
    await width.press('Enter');
    await expect(page.getByRole('button', { name: /^Design size: 1200 × 1500 px/ })).toBeVisible();
    await page.keyboard.press('Escape');
    const doc = await exportJson(page);
    expect(doc.workspace).toMatchObject({ width: 1200, height: 1500 });
  });

  test('warns before leaving with unsaved changes', async ({ page }) => {
    await page.getByTestId('add-heading').click();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    const dialogType = new Promise<string>((resolve) =>
      page.once('dialog', async (d) => {
        resolve(d.type());
        await d.accept();
      }),
    );
    await page.reload();
    expect(await dialogType).toBe('beforeunload');
  });
});

test('without the canvas library the page explains itself, and the menu has one disabled item', async ({ page }) => {
  // Every request for the runtime fails, the early one started at boot and the page's retry under a new URL.
  const runtime = /editorRuntime-[^/]*\.js(\?.*)?$/;
  await page.route(runtime, (route) => route.abort());
  await page.goto('/indexHome');
  await expect(page.getByText('The canvas could not start')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const { x, y } = await canvasCentre(page);
  await page.mouse.click(x, y, { button: 'right' });
  const menu = page.getByRole('menu', { name: 'Canvas actions' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Canvas not initialized']);
  await expect(menu.getByRole('menuitem')).toHaveAttribute('aria-disabled', 'true');
  await menu.getByRole('menuitem').click({ force: true });
  // Inert: the menu stays open, nothing happens.
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // The chunk can come back: Try again starts the editor.
  await page.unroute(runtime);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-testid="editor-canvas"][data-ready]')).toBeVisible();
});

test.describe('signed in', () => {
  test('a pasted image is saved to the materials and can be added again from there', async ({ page }) => {
    await apiSignUp(page.request, { email: uniqueEmail('paste'), password: 'paste-password', name: 'Pia Paste' });
    await openEditor(page);
    await pastePng(page, makePng(24, 24));
    await expect(page.getByText('Pasted image saved to your materials!')).toBeVisible();
    await expect(layerRows(page)).toHaveCount(1);
    const doc = await exportJson(page);
    // Uploaded: the design points at the stored file instead of embedding it.
    expect(String(doc.objects[0].src)).not.toMatch(/^data:/);

    await page.getByTestId('tab-materials').click();
    const material = page.getByRole('button', { name: /^Add pasted-image-\d+\.png to the design$/ });
    await expect(material).toBeVisible();
    await material.click();
    await expect(layerRows(page)).toHaveCount(2);
  });

  test('guests are asked to sign in for materials', async ({ page }) => {
    await openEditor(page);
    await page.getByTestId('tab-materials').click();
    await expect(page.getByText('Your images, in every design')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', '/login?redirect=%2FindexHome');
  });
});

test.describe('template page (/template)', () => {
  test('opens a same-origin template file', async ({ page }) => {
    // The built app's own files are same-origin: serve the exported design through a route instead.
    const design = {
      version: 2,
      workspace: { id: 'workspace', shape: 'circle', width: 900, height: 900 },
      objects: [{ type: 'i-text', text: 'From a template', left: 100, top: 100, fontSize: 80 }],
    };
    await page.route(
      (url) => url.pathname === '/tpl/birthday.json',
      (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(design) }),
    );
    await openEditor(page, '/template?src=/tpl/birthday.json');
    await expect(page.getByTestId('template-banner')).toContainText('Template opened');
    await expect(layerRows(page).filter({ hasText: 'From a template' })).toHaveCount(1);
  });

  test('refuses other hosts and designs in the address, and explains a missing template', async ({ page }) => {
    await openEditor(page, '/template?src=//evil.example/t.json');
    await expect(page.getByTestId('template-banner')).toContainText('points outside Sticker Studio');
    await openEditor(page, '/template?json=%7B%7D');
    await expect(page.getByTestId('template-banner')).toContainText('cannot be opened from the page address');
    await page.route(
      (url) => url.pathname === '/tpl/missing.json',
      (route) => route.fulfill({ status: 404, body: 'not found' }),
    );
    await openEditor(page, '/template?src=/tpl/missing.json');
    await expect(page.getByTestId('template-banner')).toContainText('This template was not found');
    await openEditor(page, '/template');
    await expect(page.getByTestId('template-banner')).toContainText('No template was chosen');
  });
});

test('the editor code is its own chunk, loaded only by editor pages', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(path.basename(new URL(r.url()).pathname));
  });
  await page.goto('/pricing');
  await expect(page.locator('main h1')).toBeVisible();
  expect(scripts.some((s) => s.startsWith('editorRuntime'))).toBe(false);
  await openEditor(page);
  expect(scripts.some((s) => s.startsWith('editorRuntime'))).toBe(true);
});
