import { DomainError, type DomainErrorKind } from '../../domain/errors';
import { type AiErrorCode, AiProviderError } from '../../providers/ai';

/** What kind of failure each provider code is (the edge turns it into a status; the page picks its words by the code). */
const KIND: Record<AiErrorCode, DomainErrorKind> = {
  content_policy: 'unprocessable',
  rate_limited: 'unavailable',
  timeout: 'upstream_timeout',
  not_configured: 'unavailable',
  invalid_request: 'upstream_failed',
  provider_error: 'upstream_failed',
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

/** The error code a failed generation is recorded with, and the error the caller gets. */
export function generationFailure(error: unknown): { code: string; error: DomainError } {
  if (error instanceof AiProviderError) return { code: error.code, error: new DomainError(KIND[error.code], error.code, MESSAGE[error.code]) };
  if (error instanceof DomainError) return { code: error.code, error };
  if ((error as { name?: string }).name === 'AbortError') return { code: 'cancelled', error: new DomainError('invalid', 'cancelled', 'The generation was cancelled.') };
  return { code: 'internal', error: new DomainError('internal', 'provider_error', MESSAGE.provider_error) };
}
