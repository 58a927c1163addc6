import { z } from 'zod';
import type { AiModelTier } from '../../../shared/credits';

/**
 * The AI images settings read from the environment (README configuration table). A provider that lacks
 * its key still lets the server start — its status says what is missing — but a value that cannot mean
 * anything (AI_PROVIDER=opnai, AI_TIMEOUT_MS=soon) stops the start with a message naming the variable.
 */

export const AI_PROVIDERS = ['demo', 'openai', 'qwen'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/** How the OpenAI-compatible request asks for the answer: gpt-image-* models reject response_format. */
export const OPENAI_RESPONSE_FORMATS = ['auto', 'b64_json', 'url', 'omit'] as const;
export type OpenAiResponseFormat = (typeof OPENAI_RESPONSE_FORMATS)[number];

export interface ImageSize {
  width: number;
  height: number;
}

export interface AiConfig {
  provider: AiProviderName;
  /** Deadline of one whole generation: retries, polling and downloads included. */
  timeoutMs: number;
  /** Retries after a 429 or 5xx answer (or a dropped connection) before giving up. */
  maxRetries: number;
  openai: {
    baseUrl: string;
    apiKey: string | undefined;
    models: Record<AiModelTier, string>;
    responseFormat: OpenAiResponseFormat;
    /** Sizes the model accepts; undefined = known per model family, or the requested size as asked. */
    sizes: ImageSize[] | undefined;
  };
  qwen: {
    apiKey: string | undefined;
    region: 'intl' | 'cn';
    /** DASHSCOPE_BASE_URL, or the region's endpoint. */
    baseUrl: string;
    models: Record<AiModelTier, string>;
    apiMode: 'async' | 'sync';
    /** Qwen-Image takes only a few fixed sizes; the nearest is asked for and the result resized. */
    sizes: ImageSize[];
    /** DashScope's own prompt rewriting; off by default so the sticker style words stay as written. */
    promptExtend: boolean;
    /** How often an async task is polled. */
    pollIntervalMs: number;
  };
}

export const DASHSCOPE_REGION_URLS = {
  intl: 'https://dashscope-intl.aliyuncs.com',
  cn: 'https://dashscope.aliyuncs.com',
} as const;

/** qwen-image and qwen-image-plus sizes as DashScope documents them (16:9, 4:3, 1:1, 3:4, 9:16). */
export const QWEN_DEFAULT_SIZES = '1664*928,1472*1140,1328*1328,1140*1472,928*1664';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const sizeList = z.string().transform((text, ctx) => {
  const sizes: ImageSize[] = [];
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^(\d{2,5})\s*[x*×]\s*(\d{2,5})$/i.exec(part);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: `"${part}" is not a size like 1024x1024` });
      return z.NEVER;
    }
    sizes.push({ width: Number(match[1]), height: Number(match[2]) });
  }
  if (!sizes.length) {
    ctx.addIssue({ code: 'custom', message: 'lists no size' });
    return z.NEVER;
  }
  return sizes;
});

const url = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).transform((u) => u.replace(/\/+$/, ''));
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  AI_PROVIDER: z.enum(AI_PROVIDERS).default('demo'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  OPENAI_BASE_URL: url.default('https://api.openai.com'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1-mini'),
  OPENAI_PREMIUM_IMAGE_MODEL: z.string().default('gpt-image-1'),
  OPENAI_RESPONSE_FORMAT: z.enum(OPENAI_RESPONSE_FORMATS).default('auto'),
  OPENAI_IMAGE_SIZES: sizeList.optional(),
  DASHSCOPE_API_KEY: z.string().optional(),
  DASHSCOPE_REGION: z.enum(['intl', 'cn']).default('intl'),
  DASHSCOPE_BASE_URL: url.optional(),
  QWEN_IMAGE_MODEL: z.string().default('qwen-image'),
  QWEN_PREMIUM_IMAGE_MODEL: z.string().default('qwen-image-plus'),
  QWEN_API_MODE: z.enum(['async', 'sync']).default('async'),
  QWEN_IMAGE_SIZES: sizeList.prefault(QWEN_DEFAULT_SIZES),
  QWEN_PROMPT_EXTEND: flag.default(false),
  QWEN_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
});

/** Reads the AI settings; throws one message naming every variable with an unusable value. */
export function parseAiConfig(env: NodeJS.ProcessEnv): AiConfig {
  const raw = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, blankToUndefined(env[key])]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid AI configuration — ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    provider: e.AI_PROVIDER,
    timeoutMs: e.AI_TIMEOUT_MS,
    maxRetries: e.AI_MAX_RETRIES,
    openai: {
      baseUrl: e.OPENAI_BASE_URL,
      apiKey: e.OPENAI_API_KEY?.trim() || undefined,
      models: { standard: e.OPENAI_IMAGE_MODEL.trim(), premium: e.OPENAI_PREMIUM_IMAGE_MODEL.trim() },
      responseFormat: e.OPENAI_RESPONSE_FORMAT,
      sizes: e.OPENAI_IMAGE_SIZES,
    },
    qwen: {
      apiKey: e.DASHSCOPE_API_KEY?.trim() || undefined,
      region: e.DASHSCOPE_REGION,
      baseUrl: e.DASHSCOPE_BASE_URL ?? DASHSCOPE_REGION_URLS[e.DASHSCOPE_REGION],
      models: { standard: e.QWEN_IMAGE_MODEL.trim(), premium: e.QWEN_PREMIUM_IMAGE_MODEL.trim() },
      apiMode: e.QWEN_API_MODE,
      sizes: e.QWEN_IMAGE_SIZES,
      promptExtend: e.QWEN_PROMPT_EXTEND,
      pollIntervalMs: e.QWEN_POLL_INTERVAL_MS,
    },
  };
}
