import { useQuery } from '@tanstack/react-query';
import type { CreditsAnswer } from '../../shared/api/credits';
import { api } from './client';

export type { CreditsAnswer };

export const creditKeys = { all: ['credits'] as const };

export function useCredits(enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.all,
    queryFn: () => api<CreditsAnswer>('/api/credits'),
    enabled,
    staleTime: 15_000,
  });
}
