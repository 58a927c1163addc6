import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../../http/errors';
import { type AiErrorCode, AiProviderError } from '../../providers/ai';

/** HTTP status for each provider failure (the page picks its words by the code). */
const STATUS: Record<AiErrorCode, ContentfulStatusCode> = {
  content_policy: 422,
  rate_limited: 503,
  timeout: 504,
  not_configured: 503,
  invalid_request: 502,
  provider_error: 502,
};

/** Plain words for the logs and API clients; the web translates by code. */
const MESSAGE: Record<AiErrorCode, string> = {
  content_policy: 'The AI service declined this description. Please rephrase it. Your credits were returned.',
  rate_limited: 'The AI service is busy right now. Please try again in a minute. Your credits were returned.',
  timeout: 'The AI service took too long to answer. Your credits were returned.',
  not_configured: 'AI generation is not set up on this site yet.',
  invalid_request: 'The AI service could not make this image. Your credits were returned.',
  provider_error: 'The AI service could not make this image. Your credits were returned.',
};

/** The error code a failed generation is recorded with, and the answer the client gets. */
export function generationFailure(error: unknown): { code: string; apiError: ApiError } {
  if (error instanceof AiProviderError) return { code: error.code, apiError: new ApiError(STATUS[error.code], error.code, MESSAGE[error.code]) };
  if (error instanceof ApiError) return { code: error.code, apiError: error };
  if ((error as { name?: string }).name === 'AbortError') return { code: 'cancelled', apiError: new ApiError(400, 'cancelled', 'The generation was cancelled.') };
  return { code: 'internal', apiError: new ApiError(500, 'provider_error', MESSAGE.provider_error) };
}
