import { type Money, money } from '../money';
// From the files, not the index: the index brings the zod schemas, which the landing's prices do not need.
import type { StickerOptions } from '../sticker';
import { MAX_QUANTITY, MAX_SIDE_IN, MIN_SIDE_IN } from '../sticker/limits';
import { needsEqualSides } from '../sticker/shapes';
import type { PriceTable, VersionedPriceTable } from './price-table';

/**
 * THE price of a line (decision 33): one pure function, run live in the browser beside every
 * choice and again on the server for every cart change and at checkout, so both get the same integer.
 *
 * Integer arithmetic only (BigInt fractions, one rounding at the end, halves up): sizes in hundredths of
 * an inch, areas in ten-thousandths of a square inch, multipliers in basis points.
 */

export type QuoteErrorCode =
  | 'unknown_option' // a product, shape, material, finish or colour the table does not know
  | 'option_not_offered' // a known option this product does not offer
  | 'size_out_of_range'
  | 'shape_needs_equal_sides' // circle and square
  | 'vinyl_colour_required'
  | 'vinyl_colour_not_offered'
  | 'bad_quantity'; // not a whole number, below the product's minimum or above MAX_QUANTITY

export interface QuoteError {
  code: QuoteErrorCode;
  field: keyof StickerOptions;
  /** English, for logs and API answers; the web app translates `code` with `values`. */
  message: string;
  values: Record<string, string | number>;
}

export interface QuoteMultiplier {
  kind: 'product' | 'material' | 'finish' | 'shape' | 'vinylColour';
  id: string;
  multiplierBp: number;
}

export interface Quote {
  priceVersion: number;
  /** The options as priced: sizes rounded to the hundredth of an inch. */
  options: StickerOptions;
  /** The area billed: width × height, at least 1 sq in. */
  billedAreaSqIn: number;
  /** The line total of a white, gloss, contour die-cut of that area and quantity. */
  base: Money;
  multipliers: QuoteMultiplier[];
  /** What the line costs: the amount charged. */
  line: Money;
  /** line ÷ quantity rounded to the cent, for display ("CAD 0.30 each"); never multiplied back. */
  unit: Money;
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; error: QuoteError };

const BP = 10_000n;
const MIN_BILLED_AREA = 10_000n; // 1 sq in in ten-thousandths

const fail = (code: QuoteErrorCode, field: keyof StickerOptions, message: string, values: QuoteError['values'] = {}): QuoteResult => ({
  ok: false,
  error: { code, field, message, values },
});

const has = (record: object, key: unknown): key is string => typeof key === 'string' && Object.hasOwn(record, key);

/** A fraction num/den of cents (den > 0). */
interface Fraction {
  num: bigint;
  den: bigint;
}

/** Linear interpolation between (x0, y0) and (x1, y1) at x, as a fraction; extrapolates beyond x1. */
function lerp(x: bigint, x0: bigint, x1: bigint, y0: Fraction, y1: Fraction): Fraction {
  if (x1 === x0) return y0;
  // y0 + (y1 - y0) (x - x0) / (x1 - x0), over the common denominator y0.den * y1.den * (x1 - x0)
  const den = y0.den * y1.den * (x1 - x0);
  const num = y0.num * y1.den * (x1 - x0) + (y1.num * y0.den - y0.num * y1.den) * (x - x0);
  return { num, den };
}

/** The base line total at a billed area (ten-thousandths of a sq in) for one quantity break column. */
function baseAtArea(table: PriceTable, area: bigint, column: number): Fraction {
  const steps = table.areaStepsSqIn;
  const at = (i: number): Fraction => ({ num: BigInt(table.basePricesCents[i][column]), den: 1n });
  if (steps.length === 1) return { num: at(0).num * area, den: MIN_BILLED_AREA };
  let upper = 1;
  while (upper < steps.length - 1 && BigInt(steps[upper]) * BP < area) upper++;
  return lerp(area, BigInt(steps[upper - 1]) * BP, BigInt(steps[upper]) * BP, at(upper - 1), at(upper));
}

/** The base line total at any quantity: linear between breaks, the nearest break's unit price outside them. */
function baseAt(table: PriceTable, area: bigint, quantity: number): Fraction {
  const breaks = table.quantityBreaks;
  const q = BigInt(quantity);
  const last = breaks.length - 1;
  if (quantity <= breaks[0] || quantity >= breaks[last]) {
    const column = quantity <= breaks[0] ? 0 : last;
    const total = baseAtArea(table, area, column);
    return { num: total.num * q, den: total.den * BigInt(breaks[column]) };
  }
  let upper = 1;
  while (breaks[upper] < quantity) upper++;
  return lerp(q, BigInt(breaks[upper - 1]), BigInt(breaks[upper]), baseAtArea(table, area, upper - 1), baseAtArea(table, area, upper));
}

/** num/den rounded to the nearest whole number, halves up (both positive). */
const roundHalfUp = (num: bigint, den: bigint): number => Number((2n * num + den) / (2n * den));

function checkSide(value: unknown, field: 'widthIn' | 'heightIn'): QuoteResult | number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < MIN_SIDE_IN || value > MAX_SIDE_IN) {
    const name = field === 'widthIn' ? 'Width' : 'Height';
    return fail('size_out_of_range', field, `${name} must be from ${MIN_SIDE_IN} to ${MAX_SIDE_IN} inches (got ${String(value)}).`, {
      min: MIN_SIDE_IN,
      max: MAX_SIDE_IN,
    });
  }
  return Math.round(value * 100);
}

/**
 * Prices one line. Options may come from an untrusted client: everything is checked, and anything wrong
 * is an error result (never a throw) with a stable code, the field and an English message.
 */
export function quote(options: StickerOptions, priced: VersionedPriceTable): QuoteResult {
  const { table } = priced;
  const { product: productId, shape, material, finish, vinylColour, quantity } = options;

  if (!has(table.products, productId)) return fail('unknown_option', 'product', `Unknown product "${String(productId)}".`, { option: String(productId) });
  const product = table.products[productId as StickerOptions['product']];
  if (!has(table.shapes, shape)) return fail('unknown_option', 'shape', `Unknown shape "${String(shape)}".`, { option: String(shape) });
  const materialBp = has(table.materials, material) ? table.materials[material as StickerOptions['material']] : undefined;
  if (materialBp === undefined) return fail('unknown_option', 'material', `Unknown material "${String(material)}".`, { option: String(material) });
  if (!has(table.finishes, finish)) return fail('unknown_option', 'finish', `Unknown finish "${String(finish)}".`, { option: String(finish) });
  if (!product.shapes.includes(shape)) return fail('option_not_offered', 'shape', `The ${productId} product is not offered in the ${shape} shape.`, { option: shape });
  if (!product.materials.includes(material)) return fail('option_not_offered', 'material', `The ${productId} product is not offered in ${material}.`, { option: material });
  if (!product.finishes.includes(finish)) return fail('option_not_offered', 'finish', `The ${productId} product is not offered with a ${finish} finish.`, { option: finish });
  if (product.needsVinylColour) {
    if (vinylColour === undefined) return fail('vinyl_colour_required', 'vinylColour', 'Choose a vinyl colour for a decal.');
    if (!has(table.vinylColours, vinylColour)) return fail('unknown_option', 'vinylColour', `Unknown vinyl colour "${String(vinylColour)}".`, { option: String(vinylColour) });
  } else if (vinylColour !== undefined) {
    return fail('vinyl_colour_not_offered', 'vinylColour', `A vinyl colour applies to vinyl decals only, not to ${productId}.`);
  }

  const width = checkSide(options.widthIn, 'widthIn');
  if (typeof width !== 'number') return width;
  const height = checkSide(options.heightIn, 'heightIn');
  if (typeof height !== 'number') return height;
  if (needsEqualSides(shape) && width !== height) {
    return fail('shape_needs_equal_sides', 'heightIn', `A ${shape} needs equal width and height (got ${width / 100} × ${height / 100} in).`);
  }

  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < product.minQuantity || quantity > MAX_QUANTITY) {
    return fail('bad_quantity', 'quantity', `Quantity must be a whole number from ${product.minQuantity} to ${MAX_QUANTITY} (got ${String(quantity)}).`, {
      min: product.minQuantity,
      max: MAX_QUANTITY,
    });
  }

  const area = BigInt(width) * BigInt(height);
  const billedArea = area < MIN_BILLED_AREA ? MIN_BILLED_AREA : area;
  const base = baseAt(table, billedArea, quantity);

  const multipliers: QuoteMultiplier[] = [
    { kind: 'product', id: productId, multiplierBp: product.multiplierBp },
    { kind: 'material', id: material, multiplierBp: materialBp },
    { kind: 'finish', id: finish, multiplierBp: table.finishes[finish] },
    { kind: 'shape', id: shape, multiplierBp: table.shapes[shape] },
  ];
  if (vinylColour !== undefined) multipliers.push({ kind: 'vinylColour', id: vinylColour, multiplierBp: table.vinylColours[vinylColour] });

  let num = base.num;
  let den = base.den;
  for (const m of multipliers) {
    num *= BigInt(m.multiplierBp);
    den *= BP;
  }
  const lineCents = roundHalfUp(num, den);

  return {
    ok: true,
    quote: {
      priceVersion: priced.version,
      options: { ...options, widthIn: width / 100, heightIn: height / 100 },
      billedAreaSqIn: Number(billedArea) / 10_000,
      base: money(roundHalfUp(base.num, base.den), table.currency),
      multipliers,
      line: money(lineCents, table.currency),
      unit: money(roundHalfUp(BigInt(lineCents), BigInt(quantity)), table.currency),
    },
  };
}
