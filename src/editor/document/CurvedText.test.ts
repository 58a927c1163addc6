import { config, Gradient, Point, StaticCanvas, util } from 'fabric';
import { beforeAll, describe, expect, it } from 'vitest';
import { CurvedText, type PlacedGlyph } from './CurvedText';
import { registerDocumentClasses } from './index';

// An installed font (Debian's Chromium), so measurements do not depend on a fallback choice.
const FONT = 'DejaVu Sans';

beforeAll(() => {
  registerDocumentClasses();
});

function make(options: ConstructorParameters<typeof CurvedText>[0] = {}): CurvedText {
  return new CurvedText({ text: 'STICKER STUDIO', fontFamily: FONT, fontSize: 40, left: 20, top: 30, ...options });
}

function measure(text: string, font: string): number {
  const ctx = util.createCanvasElement().getContext('2d')!;
  ctx.font = font;
  return ctx.measureText(text).width;
}

const first = (glyphs: readonly PlacedGlyph[]) => glyphs[0];
const last = (glyphs: readonly PlacedGlyph[]) => glyphs[glyphs.length - 1];
const middle = (glyphs: readonly PlacedGlyph[]) => glyphs[Math.floor(glyphs.length / 2)];

/** Renders the objects on a transparent canvas and returns its pixels. */
function renderPixels(objects: CurvedText[], width = 500, height = 400): ImageData {
  const canvas = new StaticCanvas(undefined, { width, height, enableRetinaScaling: false, renderOnAddRemove: false });
  for (const o of objects) canvas.add(o);
  canvas.renderAll();
  const data = canvas.getContext().getImageData(0, 0, width, height);
  canvas.dispose();
  return data;
}

/** Bounding box of the painted (non-transparent) pixels. */
function inkBox(image: ImageData) {
  let count = 0;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.data[(y * image.width + x) * 4 + 3] > 0) {
        count++;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x + 1);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y + 1);
      }
    }
  }
  return { count, minX, minY, maxX, maxY };
}

function parseSvg(fragment: string): Document {
  return new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg">${fragment}</svg>`, 'image/svg+xml');
}

describe('CurvedText construction', () => {
  it('has the curved-text type and sensible defaults', () => {
    const t = new CurvedText();
    expect(t.type).toBe('curved-text');
    expect(CurvedText.type).toBe('curved-text');
    expect(t.text).toBe('');
    expect(t.bend).toBe(0);
    expect(t.fontSize).toBe(40);
    expect(t.fontWeight).toBe('normal');
    expect(t.fontStyle).toBe('normal');
    expect(t.charSpacing).toBe(0);
    expect(t.editable).toBe(true);
    expect(t.originX).toBe('left');
    expect(t.originY).toBe('top');
  });

  it('keeps an empty text selectable with a minimum box and draws nothing', () => {
    const t = make({ text: '' });
    expect(t.getGlyphs()).toHaveLength(0);
    expect(t.width).toBeGreaterThanOrEqual(20);
    expect(t.height).toBeGreaterThan(30);
    expect(t.containsPoint(t.getCenterPoint())).toBe(true);
    expect(inkBox(renderPixels([t])).count).toBe(0);
  });

  it('keeps left/top as the top-left corner for a new object', () => {
    const t = make({ bend: 40 });
    expect(t.left).toBe(20);
    expect(t.top).toBe(30);
    const tl = t.getCoords()[0];
    expect(tl.x).toBeCloseTo(20, 6);
    expect(tl.y).toBeCloseTo(30, 6);
  });

  it('clamps bend to -100..100', () => {
    expect(make({ bend: 250 }).bend).toBe(100);
    expect(make({ bend: -1000 }).bend).toBe(-100);
    expect(make({ bend: Number.NaN }).bend).toBe(0);
  });

  it('treats a missing text as empty', () => {
    const t = make();
    t.set('text', undefined);
    expect(t.text).toBe('');
    expect(t.getGlyphs()).toHaveLength(0);
  });
});

describe('CurvedText layout', () => {
  it('lays bend 0 out on a straight line as wide as the measured text', () => {
    const t = make({ text: 'Hello sticker', bend: 0 });
    const measured = measure('Hello sticker', `normal normal 40px "${FONT}"`);
    // Glyphs are measured one by one (no pair kerning), so allow a little slack.
    expect(Math.abs(t.width - measured)).toBeLessThan(measured * 0.03 + 2);
    const glyphs = t.getGlyphs();
    expect(glyphs).toHaveLength('Hello sticker'.length);
    for (const g of glyphs) {
      expect(g.y).toBeCloseTo(glyphs[0].y, 9);
      expect(g.angle).toBe(0);
    }
    for (let i = 1; i < glyphs.length; i++) expect(glyphs[i].x).toBeGreaterThan(glyphs[i - 1].x);
    // Height is one line box: the font's ascent + descent, about 1.2 em for DejaVu Sans.
    expect(t.height).toBeGreaterThan(40);
    expect(t.height).toBeLessThan(60);
  });

  it('adds charSpacing (1/1000 em) between glyphs, not after the last', () => {
    const plain = make({ text: 'ABCD' });
    const spaced = make({ text: 'ABCD', charSpacing: 500 });
    expect(spaced.width - plain.width).toBeCloseTo(3 * 20, 6);
  });

  it('bends positive text over the top of a circle: ends lower than the middle, rotated outwards', () => {
    const straight = make({ bend: 0 });
    const t = make({ bend: 50 });
    const glyphs = t.getGlyphs();
    expect(first(glyphs).y).toBeGreaterThan(middle(glyphs).y + 10);
    expect(last(glyphs).y).toBeGreaterThan(middle(glyphs).y + 10);
    expect(first(glyphs).angle).toBeLessThan(0);
    expect(last(glyphs).angle).toBeGreaterThan(0);
    expect(t.height).toBeGreaterThan(straight.height + 20);
    expect(t.width).toBeLessThan(straight.width);
  });

  it('bends negative text along the bottom of a circle: ends higher than the middle', () => {
    const t = make({ bend: -50 });
    const glyphs = t.getGlyphs();
    expect(first(glyphs).y).toBeLessThan(middle(glyphs).y - 10);
    expect(last(glyphs).y).toBeLessThan(middle(glyphs).y - 10);
    expect(first(glyphs).angle).toBeGreaterThan(0);
    expect(last(glyphs).angle).toBeLessThan(0);
    expect(t.height).toBeGreaterThan(make({ bend: 0 }).height + 20);
    // Not a mirror image of bend 50: the baseline is the arc both ways, so glyph tops point inwards here.
    expect(t.width).toBeLessThan(make({ bend: 50 }).width);
  });

  it('maps |bend| 100 to a full circle whose radius keeps the text length', () => {
    const t = make({ text: 'ROUND AND ROUND ', bend: 100 });
    const glyphs = t.getGlyphs();
    const total = glyphs.reduce((s, g) => s + g.width, 0);
    const radius = total / (2 * Math.PI);
    // The spread of glyph centres is the full circle minus half a glyph at each end.
    const expected = ((total - first(glyphs).width / 2 - last(glyphs).width / 2) / total) * 2 * Math.PI;
    expect(last(glyphs).angle - first(glyphs).angle).toBeCloseTo(expected, 6);
    // Every glyph centre sits on one circle.
    const cx = middle(glyphs).x - radius * Math.sin(middle(glyphs).angle);
    const cy = middle(glyphs).y + radius * Math.cos(middle(glyphs).angle);
    for (const g of glyphs) expect(Math.hypot(g.x - cx, g.y - cy)).toBeCloseTo(radius, 6);
  });

  it('grows the box with the font size', () => {
    const small = make({ fontSize: 20, bend: 30 });
    const big = make({ fontSize: 80, bend: 30 });
    expect(big.width / small.width).toBeCloseTo(4, 0);
    expect(big.height / small.height).toBeCloseTo(4, 0);
  });
});

describe('CurvedText editing', () => {
  it('setText re-measures and keeps the visual centre', () => {
    const t = make({ text: 'Hi', bend: 40, angle: 30, scaleX: 1.5, scaleY: 1.5 });
    const centre = t.getCenterPoint();
    const width = t.width;
    t.setText('A much longer curved line');
    expect(t.width).toBeGreaterThan(width * 3);
    const after = t.getCenterPoint();
    expect(after.x).toBeCloseTo(centre.x, 6);
    expect(after.y).toBeCloseTo(centre.y, 6);
  });

  it('changing bend or font keeps the centre and updates the coords', () => {
    const t = make({ bend: 0 });
    const centre = t.getCenterPoint();
    const height = t.height;
    t.set({ bend: -70, fontSize: 50, fontWeight: 'bold' });
    expect(t.height).toBeGreaterThan(height);
    expect(t.getCenterPoint().distanceFrom(centre)).toBeLessThan(1e-6);
    const [tl, , br] = t.getCoords();
    expect(tl.midPointFrom(br).distanceFrom(centre)).toBeLessThan(1e-6);
  });

  it('initDimensions re-measures when the font changes under it', () => {
    const t = make({ text: 'WWWW', fontFamily: 'DejaVu Sans Mono' });
    const mono = t.width;
    // Simulate a late font: the property changes without a set() and the loader calls initDimensions.
    t.fontFamily = FONT;
    t.initDimensions();
    expect(t.width).not.toBeCloseTo(mono, 1);
    expect(t.width).toBeCloseTo(make({ text: 'WWWW' }).width, 6);
  });
});

describe('CurvedText serialisation', () => {
  it('includes text, bend, font and spacing in toObject', () => {
    const json = make({ bend: -35, charSpacing: 120, fontWeight: 700, fontStyle: 'italic', stroke: '#ff0000', strokeWidth: 2 }).toObject();
    expect(json).toMatchObject({
      type: 'curved-text',
      text: 'STICKER STUDIO',
      bend: -35,
      fontFamily: FONT,
      fontSize: 40,
      fontWeight: 700,
      fontStyle: 'italic',
      charSpacing: 120,
      editable: true,
      stroke: '#ff0000',
      strokeWidth: 2,
    });
  });

  it('round-trips through JSON and fromObject to an equal object', async () => {
    const original = make({ bend: 65, angle: 12, fill: '#123456', editable: false });
    const json = JSON.parse(JSON.stringify(original.toObject()));
    const revived = await CurvedText.fromObject(json);
    expect(revived).toBeInstanceOf(CurvedText);
    expect(revived.toObject()).toEqual(original.toObject());
    expect(revived.getGlyphs()).toEqual(original.getGlyphs());
  });

  it('is revived by canvas.loadFromJSON', async () => {
    const original = make({ bend: 25, id: 'txt-1' });
    const canvas = new StaticCanvas(undefined, { width: 300, height: 200 });
    await canvas.loadFromJSON({ objects: [original.toObject()] });
    const [revived] = canvas.getObjects();
    expect(revived).toBeInstanceOf(CurvedText);
    expect(revived.toObject()).toEqual(original.toObject());
    canvas.dispose();
  });

  it('keeps the saved centre when the saved size differs from what this machine measures', async () => {
    const original = make({ bend: 25 });
    const json = { ...original.toObject(), width: original.width + 40, height: original.height + 10 };
    const revived = await CurvedText.fromObject(json);
    const savedCentre = new Point(json.left + json.width / 2 + 0.5, json.top + json.height / 2 + 0.5);
    expect(revived.getCenterPoint().distanceFrom(savedCentre)).toBeLessThan(1e-6);
    expect(revived.width).toBeCloseTo(original.width, 6);
  });
});

describe('CurvedText rendering', () => {
  for (const bend of [0, 60, -60, 100]) {
    it(`paints glyphs inside its bounding rect (bend ${bend})`, () => {
      const t = make({ bend, left: 60, top: 50 });
      const ink = inkBox(renderPixels([t]));
      const rect = t.getBoundingRect();
      expect(ink.count).toBeGreaterThan(500);
      expect(ink.minX).toBeGreaterThanOrEqual(Math.floor(rect.left) - 1);
      expect(ink.minY).toBeGreaterThanOrEqual(Math.floor(rect.top) - 1);
      expect(ink.maxX).toBeLessThanOrEqual(Math.ceil(rect.left + rect.width) + 1);
      expect(ink.maxY).toBeLessThanOrEqual(Math.ceil(rect.top + rect.height) + 1);
      // The box is tight, not just large: ink reaches close to each side (the slack is the font's line
      // box around rotated end glyphs, at most about a descent).
      expect(ink.minX - rect.left).toBeLessThan(12);
      expect(rect.left + rect.width - ink.maxX).toBeLessThan(12);
    });
  }

  it('paints inside the bounding rect when rotated, scaled and stroked', () => {
    const t = make({ bend: 45, left: 120, top: 40, angle: 25, scaleX: 1.3, scaleY: 0.9, stroke: '#00aa00', strokeWidth: 4, strokeLineJoin: 'round' });
    const ink = inkBox(renderPixels([t]));
    const rect = t.getBoundingRect();
    expect(ink.count).toBeGreaterThan(500);
    expect(ink.minX).toBeGreaterThanOrEqual(Math.floor(rect.left) - 1);
    expect(ink.minY).toBeGreaterThanOrEqual(Math.floor(rect.top) - 1);
    expect(ink.maxX).toBeLessThanOrEqual(Math.ceil(rect.left + rect.width) + 1);
    expect(ink.maxY).toBeLessThanOrEqual(Math.ceil(rect.top + rect.height) + 1);
  });

  it('keeps one gradient across the whole curved text', () => {
    const t = make({ text: 'MMMMMMMM', bend: 60, left: 40, top: 40, objectCaching: false });
    t.set(
      'fill',
      new Gradient({
        type: 'linear',
        coords: { x1: 0, y1: 0, x2: t.width, y2: 0 },
        colorStops: [
          { offset: 0, color: 'rgb(255,0,0)' },
          { offset: 1, color: 'rgb(0,0,255)' },
        ],
      }),
    );
    const image = renderPixels([t]);
    const ink = inkBox(image);
    expect(ink.count).toBeGreaterThan(500);
    // Average colour of the left and right quarters of the painted area.
    const quarter = (from: number, to: number) => {
      let r = 0;
      let b = 0;
      for (let y = ink.minY; y < ink.maxY; y++) {
        for (let x = from; x < to; x++) {
          const i = (y * image.width + x) * 4;
          if (image.data[i + 3] === 255) {
            r += image.data[i];
            b += image.data[i + 2];
          }
        }
      }
      return { r, b };
    };
    const span = ink.maxX - ink.minX;
    const left = quarter(ink.minX, ink.minX + Math.floor(span / 4));
    const right = quarter(ink.maxX - Math.floor(span / 4), ink.maxX);
    expect(left.r).toBeGreaterThan(left.b * 2);
    expect(right.b).toBeGreaterThan(right.r * 2);
  });
});

describe('CurvedText SVG', () => {
  it('emits one positioned <text> per visible glyph with the font attributes', () => {
    const t = make({ text: 'AB C', bend: 40, fontWeight: 'bold', fontStyle: 'italic', fill: '#ff8800', stroke: '#112233', strokeWidth: 3 });
    const svg = t.toSVG();
    const doc = parseSvg(svg);
    expect(doc.querySelector('parsererror')).toBeNull();
    const texts = [...doc.querySelectorAll('text')];
    expect(texts.map((el) => el.textContent)).toEqual(['A', 'B', 'C']);
    for (const el of texts) expect(el.getAttribute('transform')).toMatch(/^translate\(-?[\d.]+ -?[\d.]+\) rotate\(-?[\d.]+\)$/);
    const group = texts[0].parentElement!;
    expect(group.getAttribute('font-family')).toBe(FONT);
    expect(group.getAttribute('font-size')).toBe('40');
    expect(group.getAttribute('font-weight')).toBe('bold');
    expect(group.getAttribute('font-style')).toBe('italic');
    expect(group.getAttribute('style')).toContain('fill: rgb(255,136,0)');
    expect(group.getAttribute('style')).toContain('stroke: rgb(17,34,51)');
    // Glyph placement matches the canvas layout.
    const g0 = t.getGlyphs()[0];
    const n = (v: number) => util.toFixed(v, config.NUM_FRACTION_DIGITS);
    expect(texts[0].getAttribute('transform')).toBe(`translate(${n(g0.x)} ${n(g0.y)}) rotate(${n((g0.angle * 180) / Math.PI)})`);
  });

  it('escapes markup characters in the text and the font name', () => {
    const text = `a<b>&"c"'d</text><script>x</script>`;
    const t = make({ text, fontFamily: `Evil" onload="x" <Font>`, bend: 20 });
    const doc = parseSvg(t.toSVG());
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelector('script')).toBeNull();
    const chars = [...doc.querySelectorAll('text')].map((el) => el.textContent).join('');
    expect(chars).toBe(text);
    expect(doc.querySelector('g g')?.getAttribute('font-family')).toBe(`Evil" onload="x" <Font>`);
  });

  it('drops characters XML cannot carry instead of producing a broken document', () => {
    const t = make({ text: 'a\u0001b\uD800c' });
    const doc = parseSvg(t.toSVG());
    expect(doc.querySelector('parsererror')).toBeNull();
    expect([...doc.querySelectorAll('text')].map((el) => el.textContent).join('')).toBe('abc');
  });

  it('renders like the canvas when the SVG is drawn by the browser', async () => {
    const make2 = () => make({ bend: 55, left: 40, top: 30, angle: 10, fill: '#000000' });
    const canvasPixels = renderPixels([make2()], 400, 300);
    const canvas = new StaticCanvas(undefined, { width: 400, height: 300, enableRetinaScaling: false });
    canvas.add(make2());
    const url = URL.createObjectURL(new Blob([canvas.toSVG()], { type: 'image/svg+xml' }));
    canvas.dispose();
    const img = new Image();
    img.src = url;
    await img.decode();
    const target = util.createCanvasElement();
    target.width = 400;
    target.height = 300;
    const ctx = target.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    URL.revokeObjectURL(url);
    const svgPixels = ctx.getImageData(0, 0, 400, 300);
    let both = 0;
    let either = 0;
    for (let i = 3; i < svgPixels.data.length; i += 4) {
      const a = canvasPixels.data[i] > 127;
      const b = svgPixels.data[i] > 127;
      if (a && b) both++;
      if (a || b) either++;
    }
    expect(either).toBeGreaterThan(500);
    expect(both / either).toBeGreaterThan(0.85);
  });

  it('exports within a whole canvas SVG, empty text included', () => {
    const canvas = new StaticCanvas(undefined, { width: 300, height: 200 });
    canvas.add(make({ bend: 30 }), make({ text: '' }));
    const doc = new DOMParser().parseFromString(canvas.toSVG(), 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelectorAll('text').length).toBe('STICKERSTUDIO'.length);
    canvas.dispose();
  });
});
