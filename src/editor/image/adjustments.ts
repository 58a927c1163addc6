import { filters } from 'fabric';

/**
 * Photo adjustments as the panel shows them: brightness, contrast and saturation from -100 to 100 (0 is
 * the photo as it is) and black-and-white. They are kept on the image as Fabric's own filters, so the
 * document JSON, the history and the server render all carry them without anything of ours.
 */
export interface ImageAdjustments {
  brightness: number;
  contrast: number;
  saturation: number;
  grayscale: boolean;
}

export const NEUTRAL_ADJUSTMENTS: Readonly<ImageAdjustments> = Object.freeze({ brightness: 0, contrast: 0, saturation: 0, grayscale: false });

/** The slider's end (±100). */
export const ADJUSTMENT_LIMIT = 100;

/**
 * How far Fabric's filter goes at ±100. Brightness ±1 turns every pixel white or black and contrast ±1
 * posterises, so the slider ends stop halfway; saturation -1 is already grey, +1 strong but still a photo.
 */
const FILTER_AT_LIMIT = { brightness: 0.5, contrast: 0.5, saturation: 1 } as const;

const OURS = new Set(['Brightness', 'Contrast', 'Saturation', 'Grayscale']);

type AnyFilter = filters.BaseFilter<string>;

const typeOf = (filter: AnyFilter | null | undefined): string => filter?.type ?? '';

const clampSlider = (value: number) => (Number.isFinite(value) ? Math.max(-ADJUSTMENT_LIMIT, Math.min(ADJUSTMENT_LIMIT, Math.round(value))) : 0);

/** The adjustments an image's filters express (filters from elsewhere are ignored). */
export function adjustmentsOf(list: readonly (AnyFilter | null | undefined)[]): ImageAdjustments {
  const result: ImageAdjustments = { ...NEUTRAL_ADJUSTMENTS };
  for (const filter of list) {
    const type = typeOf(filter);
    if (type === 'Brightness') result.brightness = clampSlider(((filter as filters.Brightness).brightness / FILTER_AT_LIMIT.brightness) * ADJUSTMENT_LIMIT);
    else if (type === 'Contrast') result.contrast = clampSlider(((filter as filters.Contrast).contrast / FILTER_AT_LIMIT.contrast) * ADJUSTMENT_LIMIT);
    else if (type === 'Saturation') result.saturation = clampSlider(((filter as filters.Saturation).saturation / FILTER_AT_LIMIT.saturation) * ADJUSTMENT_LIMIT);
    else if (type === 'Grayscale') result.grayscale = true;
  }
  return result;
}

/**
 * The image's new filter list: filters we do not edit (from another editor's document) first and kept,
 * then ours in a fixed order, neutral ones left out so an unadjusted image has no filters at all.
 */
export function filtersFor(adjustments: ImageAdjustments, current: readonly (AnyFilter | null | undefined)[] = []): AnyFilter[] {
  const kept = current.filter((f): f is AnyFilter => !!f && !OURS.has(typeOf(f)));
  const ours: AnyFilter[] = [];
  const brightness = clampSlider(adjustments.brightness);
  const contrast = clampSlider(adjustments.contrast);
  const saturation = clampSlider(adjustments.saturation);
  if (brightness) ours.push(new filters.Brightness({ brightness: (brightness / ADJUSTMENT_LIMIT) * FILTER_AT_LIMIT.brightness }));
  if (contrast) ours.push(new filters.Contrast({ contrast: (contrast / ADJUSTMENT_LIMIT) * FILTER_AT_LIMIT.contrast }));
  if (saturation) ours.push(new filters.Saturation({ saturation: (saturation / ADJUSTMENT_LIMIT) * FILTER_AT_LIMIT.saturation }));
  // Luminosity weights (0.21 R + 0.72 G + 0.07 B) keep a photo's light and dark as the eye sees them.
  if (adjustments.grayscale) ours.push(new filters.Grayscale({ mode: 'luminosity' }));
  return [...kept, ...ours];
}

export function isNeutral(adjustments: ImageAdjustments): boolean {
  return !clampSlider(adjustments.brightness) && !clampSlider(adjustments.contrast) && !clampSlider(adjustments.saturation) && !adjustments.grayscale;
}
