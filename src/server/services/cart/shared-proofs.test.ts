import { describe, expect, it } from 'vitest';
import type { StickerOptions } from '../../../shared/sticker';
import type { DesignProof } from '../production/proof';
import type { RenderProof } from './proof';
import { sharedDocumentProofs } from './shared-proofs';

const options = (widthIn: number): StickerOptions => ({
  product: 'library-item',
  widthIn,
  heightIn: widthIn,
  shape: 'contour',
  material: 'white-vinyl',
  finish: 'gloss',
  quantity: 10,
});
const doc = (fontFamily: string) =>
  JSON.stringify({
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 },
    objects: [{ id: 't', type: 'Textbox', text: 'Hi', fontFamily, left: 10, top: 10, width: 200 }],
  });

/** A renderer that counts its renders and answers a distinct proof each time. */
function counting(fail = false) {
  const calls: string[] = [];
  const render: RenderProof = async (userId) => {
    calls.push(userId);
    if (fail) throw new Error('render failed');
    return { png: Buffer.from(String(calls.length)), facts: {}, warnings: [] } as unknown as DesignProof;
  };
  return { calls, render };
}

describe('shared document proofs', () => {
  it('draws a library document once per look for every shopper, again for another look', async () => {
    const { calls, render } = counting();
    const proofs = sharedDocumentProofs(render);
    const first = await proofs('a', doc('Arial'), options(3));
    // Quantity and material do not show on a proof; the size does.
    expect(await proofs('b', doc('Arial'), { ...options(3), quantity: 50, material: 'holographic' })).toBe(first);
    expect(await proofs('c', doc('Arial'), options(4))).not.toBe(first);
    expect(calls).toEqual(['a', 'c']);
  });

  it("keeps a document with a font the app does not ship per shopper (an owner's upload of that name is drawn)", async () => {
    const { calls, render } = counting();
    const proofs = sharedDocumentProofs(render);
    await proofs('a', doc('Some Google Font'), options(3));
    await proofs('a', doc('Some Google Font'), options(3));
    await proofs('b', doc('Some Google Font'), options(3));
    expect(calls).toEqual(['a', 'b']);
  });

  it('keeps no failed render: the next shopper draws again', async () => {
    const failing = counting(true);
    const proofs = sharedDocumentProofs(failing.render);
    await expect(proofs('a', doc('Arial'), options(3))).rejects.toThrow('render failed');
    await expect(proofs('b', doc('Arial'), options(3))).rejects.toThrow('render failed');
    expect(failing.calls).toEqual(['a', 'b']);
  });
});
