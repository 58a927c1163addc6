import { type StickerOptions, sizeForPreset } from '../../../shared/sticker';

/** The same options at another longer side, in the same proportions (the sharp size picked from a warning). */
export function withLongerSide(options: StickerOptions, sizeIn: number): StickerOptions {
  return { ...options, ...sizeForPreset(sizeIn, options.widthIn / options.heightIn) };
}

/** The longer side: the size a resolution is measured against. */
export const longerSideIn = (options: Pick<StickerOptions, 'widthIn' | 'heightIn'>) => Math.max(options.widthIn, options.heightIn);
