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

/** Which balance paid for a generation ('guest' for a guest trial, 'admin' for nothing). */
export type GenerationBalance = 'admin' | 'free' | 'monthly' | 'oneTime' | 'guest';

export interface GeneratedImageInfo {
  /** A materials URL for a signed-in user; a data: URL for a guest (guests have no materials). */
  url: string;
  materialId: string | null;
  width: number;
  height: number;
}

/** The answer of POST /api/ai/generate. */
export interface GenerateAnswer {
  generationId: string;
  images: GeneratedImageInfo[];
  balance: GenerationBalance;
  /** The demo generator made these: the page labels them as a demo. */
  isDemo: boolean;
  /** What the guest has left after this generation (server's count), for a guest. */
  guestRemaining?: number;
}

/** The public part of GET /api/ai/status (no URLs or keys). */
export interface AiStatusAnswer {
  provider: 'demo' | 'openai' | 'qwen';
  isDemo: boolean;
  configured: boolean;
}

/** The error codes of POST /api/ai/generate that the page explains in its own words. */
export const GENERATION_ERROR_CODES = [
  'no_credits',
  'guest_limit',
  'guest_token_invalid',
  'content_policy',
  'rate_limited',
  'timeout',
  'not_configured',
  'provider_error',
  'invalid_request',
] as const;

/** POST /api/ai/qwen-test: a prompt for one test image from the Qwen provider. */
export const qwenTestRequestSchema = z.object({ prompt: z.string().trim().min(3).max(500) });
