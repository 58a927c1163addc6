import { describe, expect, it } from 'vitest';
import type { StickerOptions } from '../../../shared/sticker';
import type { CartLine } from '../../api/cart';
import { sideInUnit } from '../units/sizeUnit';
import { artworkResolution } from './artworkResolution';
import { cartLineResolution } from './cartLineResolution';
import { withLongerSide } from './withLongerSide';

const AT = (widthIn: number, heightIn = widthIn): StickerOptions => ({
  product: 'die-cut',
  widthIn,
  heightIn,
  shape: 'contour',
  material: 'white-vinyl',
  finish: 'gloss',
  quantity: 50,
});

const line = (printDpi: number | null, acceptedDpi: number | null = null): CartLine => ({
  id: 'l',
  designId: 'd',
  designRevision: 1,
  designName: 'Logo',
  designChanged: false,
  options: AT(3),
  proofKey: null,
  proofUrl: null,
  proofFacts: null,
  price: null,
  error: null,
  resolution: { printDpi, acceptedDpi },
});

describe('artworkResolution', () => {
  it('spreads the image’s longer side over the sticker’s', () => {
    expect(artworkResolution({ src: 'data:image/png;base64,', width: 306, height: 200 }, 3)).toEqual({ dpi: 102, sizeIn: 3 });
    expect(artworkResolution({ src: '/api/files/raw/users/u/art/a.png', width: 200, height: 900 }, 3)?.dpi).toBeCloseTo(300);
  });

  it('leaves out PDF art, printed from its vector at the print’s size', () => {
    expect(artworkResolution({ src: '/api/files/raw/users/u/art/a.pdf.png', width: 2048, height: 1400 }, 12)).toBeNull();
  });

  it('leaves out an uploaded SVG, drawn as vector at the print’s size however few pixels it names', () => {
    expect(artworkResolution({ src: '/api/files/raw/users/u/uploads/logo.svg', width: 106, height: 106 }, 4)).toBeNull();
  });
});

describe('cartLineResolution', () => {
  it('moves the proof’s measure to the edited size and asks for "Print anyway" under 150 DPI', () => {
    expect(cartLineResolution(line(102), AT(3))).toEqual({ resolution: { dpi: 102, level: 'veryLow', sharpSizeIn: 1 }, accepted: false });
    expect(cartLineResolution(line(102), AT(2))?.resolution.level).toBe('low');
    expect(cartLineResolution(line(102, 102), AT(3))?.accepted).toBe(true);
    expect(cartLineResolution(line(102, 102), AT(4))?.accepted).toBe(false);
  });

  it('shows nothing for a line measured sharp, and the server’s measure after a refusal', () => {
    expect(cartLineResolution(line(null), AT(5))).toBeNull();
    expect(cartLineResolution(line(null), AT(5), { dpi: 90, sizeIn: 5 })?.resolution).toEqual({ dpi: 90, level: 'veryLow', sharpSizeIn: 1.5 });
  });
});

describe('the suggested size', () => {
  it('keeps the proportions and reads in the shopper’s unit, inches or centimetres', () => {
    expect(withLongerSide(AT(3, 2), 1.5)).toMatchObject({ widthIn: 1.5, heightIn: 1 });
    expect(sideInUnit(1.5, 'in')).toBe(1.5);
    expect(sideInUnit(1.5, 'cm')).toBe(3.8);
  });
});
