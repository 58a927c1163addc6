import type { AiModelTier } from '../../../shared/credits';

/** One request to an image provider; the prompt already carries the style's suffix. */
export interface ImageGenerationRequest {
  prompt: string;
  negativePrompt?: string;
  width: number;
  height: number;
  /** 1..4 images. */
  count: number;
  tier: AiModelTier;
  /** Aborts the provider call (the generation was cancelled or the server is stopping). */
  signal?: AbortSignal;
}

export interface GeneratedImage {
  /** The image bytes, already downloaded (provider URLs are temporary, so images are re-hosted). */
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  /** The prompt as the provider rewrote it, when it says. */
  revisedPrompt?: string;
}

export type AiErrorCode =
  /** The provider refused the prompt or the result (shown to the user in plain words). */
  | 'content_policy'
  /** 429 after the retries. */
  | 'rate_limited'
  | 'timeout'
  /** Bad key, bad model, missing configuration. */
  | 'not_configured'
  /** The request was refused as malformed (a bug on our side or a provider limit). */
  | 'invalid_request'
  /** 5xx after the retries, network failure, unreadable answer. */
  | 'provider_error';

/** A provider failure; `message` is for logs, the web shows a translated text chosen by `code`. */
export class AiProviderError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

export interface AiProviderStatus {
  provider: 'demo' | 'openai' | 'qwen';
  /** The demo generator draws offline and must be labelled as a demo wherever its results show. */
  isDemo: boolean;
  configured: boolean;
  /** Base URL and models in use (never the key). */
  baseUrl?: string;
  models: Record<AiModelTier, string>;
  /** What is missing, when not configured. */
  problems: string[];
}

/** The AI images port (DESIGN §3): demo by default; OpenAI-compatible and Qwen-Image (DashScope) by AI_PROVIDER. */
export interface AiImagePort {
  status(): AiProviderStatus;
  generate(request: ImageGenerationRequest): Promise<GeneratedImage[]>;
}
