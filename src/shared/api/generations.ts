import { z } from 'zod';
import { STYLE_IDS } from '../ai/styles';

/** Square, portrait and landscape: the sizes every provider here supports for sticker art. */
export const GENERATION_SIZES = ['1024x1024', '768x1024', '1024x768'] as const;
export type GenerationSize = (typeof GENERATION_SIZES)[number];
export const MAX_IMAGES_PER_GENERATION = 4;
export const MAX_PROMPT_CHARS = 1000;

export function sizeToPixels(size: GenerationSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { width, height };
}

/** Standard may use free credits; premium uses plan images or one-time credits (SPEC §5). */
export const MODEL_TIERS = ['standard', 'premium'] as const;

export const generateRequestSchema = z.object({
  prompt: z.string().trim().min(3, 'Please describe your sticker in a few words.').max(MAX_PROMPT_CHARS),
  style: z.enum(STYLE_IDS).default('die-cut'),
  size: z.enum(GENERATION_SIZES).default('1024x1024'),
  count: z.number().int().min(1).max(MAX_IMAGES_PER_GENERATION).default(1),
  model: z.enum(MODEL_TIERS).default('standard'),
  /** A guest's single-use token from useGuestGeneration; absent for a signed-in user. */
  guestToken: z.string().max(1000).optional(),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;
