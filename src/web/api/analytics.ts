import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '../../shared/analytics/constants';
import { analyticsEndpoints } from '../../shared/api/endpoints/analytics';
import { call } from './client';

/** The back office's shop figures (GET /api/admin/analytics/overview, decision 41). */
export function useAnalyticsOverview(range: AnalyticsRange) {
  return useQuery({
    queryKey: ['admin', 'analytics', 'overview', range],
    queryFn: ({ signal }) => call(analyticsEndpoints.overview, { query: { range: String(range) as '7' | '30' | '90' } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 5 * 60 * 1000,
  });
}
