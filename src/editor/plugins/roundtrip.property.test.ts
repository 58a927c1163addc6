import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DesignDocument } from '../../shared/design';
import type { Editor } from '../core/Editor';
import { mountEditor } from '../testing/TestEditor';

let editor: Editor;
let cleanup: () => void;
beforeEach(() => {
  ({ editor, cleanup } = mountEditor());
});
afterEach(() => cleanup());

const colour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const coord = fc.integer({ min: -200, max: 1200 });
const size = fc.integer({ min: 1, max: 600 });
const common = fc.record({
  left: coord,
  top: coord,
  fill: colour,
  angle: fc.integer({ min: 0, max: 359 }),
  opacity: fc.constantFrom(1, 0.5),
  scaleX: fc.constantFrom(1, 0.5, 2),
  scaleY: fc.constantFrom(1, 0.5, 2),
});
const object = fc.oneof(
  fc.record({ type: fc.constant('rect'), width: size, height: size }),
  fc.record({ type: fc.constant('circle'), radius: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ type: fc.constant('ellipse'), rx: size, ry: size }),
  fc.record({ type: fc.constant('triangle'), width: size, height: size }),
  fc.record({ type: fc.constant('i-text'), text: fc.string({ minLength: 1, maxLength: 12 }), fontSize: fc.integer({ min: 8, max: 120 }), fontFamily: fc.constant('Arial') }),
);
/** A Fabric-5-style document, as another editor would write it, with or without a workspace object. */
const legacyDocument = fc
  .record({
    objects: fc.array(fc.tuple(common, object), { minLength: 1, maxLength: 8 }),
    workspace: fc.option(fc.record({ width: fc.integer({ min: 50, max: 1500 }), height: fc.integer({ min: 50, max: 1500 }), fill: fc.option(colour, { nil: undefined }) }), {
      nil: undefined,
    }),
    background: fc.option(colour, { nil: undefined }),
  })
  .map(({ objects, workspace, background }) => ({
    version: '5.3.0',
    ...(background ? { background } : {}),
    objects: [
      ...(workspace
        ? [{ type: 'rect', id: 'workspace', left: 0, top: 0, width: workspace.width, height: workspace.height, ...(workspace.fill ? { fill: workspace.fill } : {}) }]
        : []),
      ...objects.map(([base, shape]) => ({ ...base, ...shape })),
    ],
  }));

/** The JSON without what changes on every save (the time stamp). */
function stable(doc: DesignDocument): unknown {
  const { googleFontsMetadata, ...rest } = doc;
  return { ...rest, fonts: googleFontsMetadata?.fontsUsed };
}

async function pixels(): Promise<Uint8ClampedArray> {
  const canvas = editor.api.stickerCanvas({ multiplier: 0.25 });
  return (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, canvas.width, canvas.height).data;
}

describe('import → export → import → export (property)', () => {
  it('gives the same JSON and the same pixels for generated documents', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(legacyDocument, async (input) => {
        await editor.importJson(input);
        const first = await editor.getJson();
        const firstPixels = await pixels();
        await editor.importJson(await editor.api.exportJsonText());
        const second = await editor.getJson();
        expect(stable(second)).toEqual(stable(first));
        expect(await pixels()).toEqual(firstPixels);
      }),
      { numRuns: 20, seed: 19 },
    );
  });
});
