import { z } from 'zod';
import type { SameType } from './endpoint';
import type { AiStatusAnswer, GenerateAnswer } from './generations';

/** Answers of /api/ai/… (the contract: endpoints/generations.ts); the interfaces in generations.ts must match. */

const providerSchema = z.enum(['demo', 'openai', 'qwen']);

export const generatedImageSchema = z.object({
  url: z.string(),
  materialId: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});

/** POST /api/ai/generate */
export const generateResponseSchema = z.object({
  generationId: z.string(),
  images: z.array(generatedImageSchema),
  balance: z.enum(['admin', 'free', 'monthly', 'oneTime', 'guest']),
  isDemo: z.boolean(),
  guestRemaining: z.number().int().optional(),
});
true satisfies SameType<z.infer<typeof generateResponseSchema>, GenerateAnswer>;

/** GET /api/ai/status */
export const aiStatusResponseSchema = z.object({ provider: providerSchema, isDemo: z.boolean(), configured: z.boolean() });
true satisfies SameType<z.infer<typeof aiStatusResponseSchema>, AiStatusAnswer>;

/** GET /api/ai/qwen-test: the Qwen provider's configuration (never its key). */
export const qwenTestStatusSchema = z.object({
  activeProvider: providerSchema,
  configured: z.boolean(),
  baseUrl: z.string().optional(),
  mode: z.string().optional(),
  models: z.object({ standard: z.string(), premium: z.string() }),
  problems: z.array(z.string()),
});
export type QwenTestStatus = z.infer<typeof qwenTestStatusSchema>;

/** POST /api/ai/qwen-test: one test image (a data: URL; it is not stored) and how long it took. */
export const qwenTestAnswerSchema = z.object({ image: z.string(), width: z.number().int(), height: z.number().int(), ms: z.number() });
export type QwenTestAnswer = z.infer<typeof qwenTestAnswerSchema>;
