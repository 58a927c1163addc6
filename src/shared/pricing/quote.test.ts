import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS, type StickerOptions, sizeForPreset } from '../sticker';
import { DEFAULT_PRICE_TABLE } from './default-price-table';
import { priceTableSchema, type VersionedPriceTable } from './price-table';
import { quote } from './quote';

const priced: VersionedPriceTable = { version: 7, table: DEFAULT_PRICE_TABLE };
const dieCut = (over: Partial<StickerOptions> = {}): StickerOptions => ({
  product: 'die-cut',
  widthIn: 2,
  heightIn: 2,
  shape: 'contour',
  material: 'white-vinyl',
  finish: 'gloss',
  quantity: 50,
  ...over,
});

function lineCents(options: StickerOptions): number {
  const result = quote(options, priced);
  if (!result.ok) throw new Error(result.error.message);
  return result.quote.line.amountCents;
}

function errorOf(options: StickerOptions) {
  const result = quote(options, priced);
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('the default table', () => {
  it('is valid by its own schema', () => {
    expect(priceTableSchema.safeParse(DEFAULT_PRICE_TABLE).success).toBe(true);
  });

  it('stays readable without a material it never priced, and refuses a product offering a material with no multiplier', () => {
    const { mirror: _mirror, ...materials } = DEFAULT_PRICE_TABLE.materials;
    const offered = (rule: { materials: string[] }) => ({ ...rule, materials: rule.materials.filter((m) => m !== 'mirror') });
    const products = Object.fromEntries(Object.entries(DEFAULT_PRICE_TABLE.products).map(([id, rule]) => [id, offered(rule)]));
    const older = priceTableSchema.safeParse({ ...DEFAULT_PRICE_TABLE, materials, products });
    expect(older.success).toBe(true);
    const mirrorSticker: StickerOptions = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'mirror', finish: 'gloss', quantity: 50 };
    expect(quote(mirrorSticker, { version: 1, table: older.data! })).toMatchObject({ ok: false, error: { code: 'unknown_option', field: 'material' } });
    expect(priceTableSchema.safeParse({ ...DEFAULT_PRICE_TABLE, materials }).success).toBe(false);
  });

  it('matches the Canadian anchor for a 2 × 2 in white die-cut', () => {
    const anchors: [number, number][] = [
      [50, 4_900],
      [100, 6_900],
      [250, 11_900],
      [500, 18_900],
      [1_000, 29_900],
    ];
    for (const [quantity, cents] of anchors) expect(lineCents(dieCut({ quantity }))).toBe(cents);
  });

  it('makes clear about ×1.2 and kiss-cut about ×1.15', () => {
    expect(lineCents(dieCut({ material: 'clear' }))).toBe(5_880);
    expect(lineCents(dieCut({ product: 'kiss-cut', quantity: 100 }))).toBe(7_935);
  });

  it('never charges less per sticker for more stickers, nor less in total', () => {
    for (const product of PRODUCT_IDS) {
      const rule = DEFAULT_PRICE_TABLE.products[product];
      const base = dieCut({ product, shape: rule.shapes[0], vinylColour: rule.needsVinylColour ? 'black' : undefined });
      let previous = { line: 0, unit: Number.POSITIVE_INFINITY };
      for (let quantity = rule.minQuantity; quantity <= 10_000; quantity += quantity < 500 ? 7 : 97) {
        const result = quote({ ...base, quantity }, priced);
        if (!result.ok) throw new Error(result.error.message);
        const { line } = result.quote;
        expect(line.amountCents).toBeGreaterThanOrEqual(previous.line);
        // Per unit, allow each line's half cent of rounding.
        expect(line.amountCents / quantity).toBeLessThanOrEqual(previous.unit + 1 / quantity);
        previous = { line: line.amountCents, unit: line.amountCents / quantity };
      }
    }
  });
});

describe('quote', () => {
  it('prices by area, anything under 1 sq in as 1 sq in', () => {
    expect(lineCents(dieCut({ widthIn: 1, heightIn: 1 }))).toBe(2_100);
    expect(lineCents(dieCut({ widthIn: 1, heightIn: 1.01 }))).toBeGreaterThan(2_100);
    expect(lineCents(dieCut({ widthIn: 3, heightIn: 3 }))).toBe(8_000);
    expect(lineCents(dieCut({ widthIn: 24, heightIn: 24 }))).toBe(96_700);
  });

  it('interpolates linearly between area steps and quantity breaks', () => {
    // 6 sq in is 2/5 of the way from 4 (4,900) to 9 (8,000) at 50: 4,900 + 0.4 × 3,100.
    expect(lineCents(dieCut({ widthIn: 3, heightIn: 2 }))).toBe(6_140);
    // 75 is halfway from 50 (4,900) to 100 (6,900).
    expect(lineCents(dieCut({ quantity: 75 }))).toBe(5_900);
    // Past the last break, the last break's unit price.
    expect(lineCents(dieCut({ quantity: 20_000 }))).toBe(259_800);
  });

  it('applies every multiplier and lists them in the breakdown', () => {
    const result = quote(dieCut({ material: 'holographic', finish: 'matte', product: 'kiss-cut', quantity: 100 }), priced);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.quote.base.amountCents).toBe(6_900);
    expect(result.quote.multipliers.map((m) => [m.kind, m.multiplierBp])).toEqual([
      ['product', 11_500],
      ['material', 13_500],
      ['finish', 10_000],
      ['shape', 10_000],
    ]);
    // 6,900 × 1.15 × 1.35 = 10,712.25
    expect(result.quote.line.amountCents).toBe(10_712);
    expect(result.quote.unit.amountCents).toBe(107);
    expect(result.quote.priceVersion).toBe(7);
    expect(result.quote.line.currency).toBe('CAD');
  });

  it('prices a decal by its colour', () => {
    const decal = dieCut({ product: 'vinyl-decal', vinylColour: 'black', quantity: 50 });
    expect(lineCents(decal)).toBe(5_390);
    expect(lineCents({ ...decal, vinylColour: 'gold' })).toBe(6_738);
  });

  it('rounds sizes to the hundredth of an inch', () => {
    const result = quote(dieCut({ widthIn: 2.004, heightIn: 2 }), priced);
    expect(result.ok && result.quote.options.widthIn).toBe(2);
  });

  it('refuses sizes out of range', () => {
    expect(errorOf(dieCut({ widthIn: 0.5 }))).toMatchObject({ code: 'size_out_of_range', field: 'widthIn', values: { min: 1, max: 24 } });
    expect(errorOf(dieCut({ heightIn: 24.5 }))).toMatchObject({ code: 'size_out_of_range', field: 'heightIn' });
    expect(errorOf(dieCut({ widthIn: Number.NaN }))).toMatchObject({ code: 'size_out_of_range' });
    expect(errorOf(dieCut({ widthIn: '2' as unknown as number }))).toMatchObject({ code: 'size_out_of_range' });
  });

  it('refuses unknown options and options the product does not offer', () => {
    expect(errorOf(dieCut({ product: 'poster' as never }))).toMatchObject({ code: 'unknown_option', field: 'product' });
    expect(errorOf(dieCut({ material: 'gold-leaf' as never }))).toMatchObject({ code: 'unknown_option', field: 'material' });
    expect(errorOf(dieCut({ shape: 'toString' as never }))).toMatchObject({ code: 'unknown_option', field: 'shape' });
    expect(errorOf(dieCut({ finish: 'satin' as never }))).toMatchObject({ code: 'unknown_option', field: 'finish' });
    expect(errorOf(dieCut({ product: 'sticker-sheet', shape: 'circle' }))).toMatchObject({ code: 'option_not_offered', field: 'shape' });
    expect(errorOf(dieCut({ product: 'vinyl-decal', vinylColour: 'red', material: 'mirror' }))).toMatchObject({ code: 'option_not_offered', field: 'material' });
    expect(errorOf(dieCut({ product: 'vinyl-decal' }))).toMatchObject({ code: 'vinyl_colour_required' });
    expect(errorOf(dieCut({ product: 'vinyl-decal', vinylColour: 'plaid' as never }))).toMatchObject({ code: 'unknown_option', field: 'vinylColour' });
    expect(errorOf(dieCut({ vinylColour: 'red' }))).toMatchObject({ code: 'vinyl_colour_not_offered' });
  });

  it('needs equal sides for a circle or a square', () => {
    expect(errorOf(dieCut({ shape: 'circle', widthIn: 3 }))).toMatchObject({ code: 'shape_needs_equal_sides' });
    expect(lineCents(dieCut({ shape: 'square', widthIn: 3, heightIn: 3 }))).toBe(8_000);
  });

  it('refuses bad quantities', () => {
    for (const quantity of [0, 49, 2.5, -50, 100_001, Number.NaN]) {
      expect(errorOf(dieCut({ quantity }))).toMatchObject({ code: 'bad_quantity', field: 'quantity', values: { min: 50 } });
    }
    expect(lineCents(dieCut({ product: 'library-item', quantity: 10 }))).toBe(882);
  });
});

describe('sizeForPreset', () => {
  it('keeps the sticker proportions with the preset as the longest side', () => {
    expect(sizeForPreset(3)).toEqual({ widthIn: 3, heightIn: 3 });
    expect(sizeForPreset(4, 2)).toEqual({ widthIn: 4, heightIn: 2 });
    expect(sizeForPreset(4, 0.75)).toEqual({ widthIn: 3, heightIn: 4 });
    expect(sizeForPreset(2, 10)).toEqual({ widthIn: 2, heightIn: 1 });
  });
});
