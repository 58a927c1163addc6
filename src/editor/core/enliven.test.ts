import { Rect, Textbox } from 'fabric';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupFabric } from '../document/setup';
import { enlivenDocumentObjects, measuresText } from './enliven';

setupFabric();
afterEach(() => vi.restoreAllMocks());

/**
 * Spies on a class's `fromObject` and resolves once it has been called `times` times: the test waits
 * for the objects being made, never for a time.
 */
function madeTimes(Class: typeof Rect | typeof Textbox, times: number) {
  const original = Class.fromObject.bind(Class) as (...args: unknown[]) => unknown;
  let reached!: () => void;
  const done = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const spy = vi.spyOn(Class, 'fromObject').mockImplementation(((...args: unknown[]) => {
    const made = original(...args);
    if (spy.mock.calls.length >= times) reached();
    return made;
  }) as never);
  return { spy, done };
}

const rect = (id: string) => ({ ...new Rect({ width: 10, height: 10 }).toObject(), id });
const text = (id: string) => ({ ...new Textbox('Hello', { fontFamily: 'Arial' }).toObject(), id });

describe('enlivenDocumentObjects', () => {
  it('tells objects that measure text: text, a group holding text, an object masked by text', () => {
    expect(measuresText(text('t'))).toBe(true);
    expect(measuresText({ type: 'Group', objects: [rect('r'), text('t')] })).toBe(true);
    expect(measuresText({ ...rect('r'), clipPath: text('mask') })).toBe(true);
    expect(measuresText(rect('r'))).toBe(false);
    expect(measuresText({ type: 'Group', objects: [rect('a'), rect('b')] })).toBe(false);
  });

  it('makes the other objects while the fonts load, text only after, and keeps the order', async () => {
    let fontsIn!: () => void;
    const textReady = new Promise<void>((resolve) => {
      fontsIn = resolve;
    });
    const json = [rect('a'), text('b'), rect('c'), { type: 'Group', objects: [text('d1')], id: 'd' }, rect('e')];
    const { spy: rects, done: rectsMade } = madeTimes(Rect, 3);
    const texts = vi.spyOn(Textbox, 'fromObject');
    const made = enlivenDocumentObjects(json, () => textReady);
    await rectsMade;
    // The fonts are not in yet: the rectangles are made, no text is.
    expect(rects).toHaveBeenCalledTimes(3);
    expect(texts).not.toHaveBeenCalled();
    fontsIn();
    const objects = await made;
    expect(objects.map((o) => (o as unknown as { id: string }).id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(objects.map((o) => o.type)).toEqual(['rect', 'textbox', 'rect', 'group', 'rect']);
    expect(texts).toHaveBeenCalledTimes(2);
  });

  it('makes text whose fonts are in without waiting for the fonts still loading', async () => {
    let slowFontIn!: () => void;
    const slow = new Promise<void>((resolve) => {
      slowFontIn = resolve;
    });
    const fast = { ...text('fast'), fontFamily: 'Arial' };
    const late = { ...text('late'), fontFamily: 'Georgia' };
    const { spy: texts, done: fastMade } = madeTimes(Textbox, 1);
    const made = enlivenDocumentObjects([late, fast], (json) => (json.fontFamily === 'Georgia' ? slow : Promise.resolve()));
    await fastMade;
    expect(texts).toHaveBeenCalledTimes(1);
    slowFontIn();
    expect((await made).map((o) => (o as unknown as { id: string }).id)).toEqual(['late', 'fast']);
  });
});
