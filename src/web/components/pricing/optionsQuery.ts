import { needsEqualSides, type StickerOptions, sizeForPreset, stickerOptionsSchema } from '../../../shared/sticker';

/**
 * Sticker options carried in a page address, so a calculator's choice follows the shopper to where they
 * order it (/upload-pricing, the editor, /preview): `?product=die-cut&w=3&h=3&shape=contour&material=…`.
 * One reader and one writer, so every page reads what the calculators write.
 */
const KEYS = { product: 'product', widthIn: 'w', heightIn: 'h', shape: 'shape', material: 'material', finish: 'finish', vinylColour: 'colour', quantity: 'qty' } as const;

export function optionsToQuery(options: StickerOptions): string {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(KEYS)) {
    const value = options[field as keyof StickerOptions];
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The options in an address over `fallback`: each field the address gives and the schema accepts
 * (an unknown material or a size out of range is ignored, not an error). Null when it carries none.
 */
export function optionsFromQuery(params: URLSearchParams, fallback: StickerOptions): StickerOptions | null {
  const read: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(KEYS)) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    read[field] = field === 'widthIn' || field === 'heightIn' || field === 'quantity' ? Number(raw) : raw;
  }
  if (Object.keys(read).length === 0) return null;
  const merged: Record<string, unknown> = { ...fallback };
  for (const [field, value] of Object.entries(read)) {
    const candidate = { ...merged, [field]: value };
    if (stickerOptionsSchema.safeParse(candidate).success) merged[field] = value;
  }
  if (merged.product !== 'vinyl-decal') delete merged.vinylColour;
  const parsed = stickerOptionsSchema.safeParse(merged);
  return parsed.success ? parsed.data : null;
}

/** The carried options at the proportions of the art they are ordered for (a circle or square stays square): the longest side is kept. */
export function optionsForArt(carried: StickerOptions, aspectRatio: number): StickerOptions {
  return { ...carried, ...sizeForPreset(Math.max(carried.widthIn, carried.heightIn), needsEqualSides(carried.shape) ? 1 : aspectRatio) };
}
