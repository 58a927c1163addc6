import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateAnswer, GenerateRequest } from '../../../shared/api/generations';
import { checkGuestUsage, claimGuestGeneration, GuestLimitError, rememberGuestRemaining } from '../../ai/guestTrial';
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
      let claim: Awaited<ReturnType<typeof claimGuestGeneration>>;
      try {
        claim = await claimGuestGeneration(input.count);
      } catch (error) {
        if (error instanceof GuestLimitError) options.onGuestRemaining?.(error.remaining);
        throw error;
      }
      options.onGuestRemaining?.(claim.remaining);
      try {
        const answer = await generateImages({ ...input, guestToken: claim.token });
        const remaining = answer.guestRemaining ?? claim.remaining;
        rememberGuestRemaining(remaining);
        options.onGuestRemaining?.(remaining);
        return answer;
      } catch (error) {
        // A refused or failed generation is given back on the server: show its count, not a guess.
        void checkGuestUsage().then((answer) => options.onGuestRemaining?.(answer.remaining));
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
  if (error instanceof GuestLimitError) return error.remaining > 0 ? 'imageGen.errors.guestFewer' : 'messages.guestLimitExceeded';
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
      // 429: this site's own per-minute limit; otherwise (503) the provider's, whose refusal returns the credits.
      return error.status === 429 ? 'imageGen.errors.tooMany' : 'imageGen.errors.rateLimited';
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
