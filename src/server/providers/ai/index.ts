import { DemoImages } from './demo';
import { OpenAiImages } from './openai';
import { QwenImages } from './qwen';
import { type AiProviderDeps, providerRuntime } from './runtime';
import type { AiConfig } from './settings';
import type { AiImagePort } from './types';

export type { AiProviderDeps } from './runtime';
export type { AiConfig, AiProviderName } from './settings';
export type { AiErrorCode, AiImagePort, AiProviderStatus, GeneratedImage, ImageGenerationRequest } from './types';
export { AiProviderError } from './types';

/**
 * AI_PROVIDER picks the engine: `demo` (the default, offline), `openai` (any OpenAI-compatible images
 * API) or `qwen` (Qwen-Image on DashScope). A provider missing its key is still built: its status()
 * lists the problems and generate() throws `not_configured`, so the rest of the site keeps working.
 */
export function createAiProvider(config: { ai: AiConfig }, deps: AiProviderDeps = {}): AiImagePort {
  const { ai } = config;
  const runtime = providerRuntime(deps);
  const limits = { timeoutMs: ai.timeoutMs, maxRetries: ai.maxRetries };
  switch (ai.provider) {
    case 'openai':
      return new OpenAiImages({ ...ai.openai, ...limits }, runtime);
    case 'qwen':
      return new QwenImages({ ...ai.qwen, ...limits }, runtime);
    default:
      return new DemoImages();
  }
}
