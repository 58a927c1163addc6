import { useQuery } from '@tanstack/react-query';
import type { CreditsAnswer } from '../../shared/api/credits';
import { creditEndpoints } from '../../shared/api/endpoints/credits';
import { call } from './client';

export type { CreditsAnswer };

export const creditKeys = { all: ['credits'] as const };

export function useCredits(enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.all,
    queryFn: (): Promise<CreditsAnswer> => call(creditEndpoints.summary),
    enabled,
    staleTime: 15_000,
  });
}
