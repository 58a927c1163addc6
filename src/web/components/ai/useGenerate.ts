import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateAnswer, GenerateRequest } from '../../../shared/api/generations';
import { claimGuestGeneration, GuestLimitError, returnGuestGeneration } from '../../ai/guestTrial';
import { generateImages } from '../../api/ai';
import { ApiError } from '../../api/client';
import { creditKeys } from '../../api/credits';

export type GenerateInput = Omit<GenerateRequest, 'guestToken'>;

/**
 * One generation: a guest first claims a trial use (SPEC §7 useGuestGeneration) and sends its token;
 * a signed-in user's credits are debited on the server. Afterwards the balances and materials refresh.
 */
export function useGenerate(options: { guest: boolean; onGuestRemaining?: (remaining: number) => void }) {
  const queryClient = useQueryClient();
  return useMutation<GenerateAnswer, Error, GenerateInput>({
    mutationFn: async (input) => {
      if (!options.guest) return generateImages(input);
      const claim = await claimGuestGeneration();
      options.onGuestRemaining?.(claim.remaining);
      try {
        const answer = await generateImages({ ...input, guestToken: claim.token });
        if (answer.guestRemaining !== undefined) options.onGuestRemaining?.(answer.guestRemaining);
        return answer;
      } catch (error) {
        // The server refunds a failed guest generation; the local count follows it.
        if (error instanceof ApiError && error.code !== 'guest_limit' && error.code !== 'guest_token_invalid') {
          returnGuestGeneration();
          options.onGuestRemaining?.(claim.remaining + 1);
        }
        throw error;
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['materials'] });
    },
  });
}

/** The message for a failed generation, in the page's words (translation keys). */
export function generationErrorKey(error: unknown): string {
  if (error instanceof GuestLimitError) return 'messages.guestLimitExceeded';
  if (!(error instanceof ApiError)) return 'errors.generic';
  switch (error.code) {
    case 'guest_limit':
      return 'messages.guestLimitExceeded';
    case 'no_credits':
      return 'imageGen.errors.noCredits';
    case 'subscription_check_failed':
      return 'messages.subscriptionCheckFailed';
    case 'content_policy':
      return 'imageGen.errors.contentPolicy';
    case 'rate_limited':
      return 'imageGen.errors.rateLimited';
    case 'timeout':
      return 'imageGen.errors.timeout';
    case 'not_configured':
      return 'imageGen.errors.notConfigured';
    case 'provider_error':
    case 'invalid_request':
      return 'imageGen.errors.provider';
    case 'guest_token_invalid':
      return 'imageGen.errors.guestToken';
    case 'email_not_verified':
      return 'imageGen.errors.verifyEmail';
    case 'invalid_input':
      return 'imageGen.errors.invalid';
    case 'network':
      return 'errors.network';
    default:
      return error.status === 429 ? 'errors.rateLimited' : 'errors.generic';
  }
}
