import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '../../shared/analytics/constants';
import type { JourneysQuery, PageExitsQuery } from '../../shared/api/analytics';
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

/** The staff's page exits and funnel drop-off for the filter (GET /api/admin/analytics/exits, decision 62). */
export function usePageExits(filter: PageExitsQuery) {
  return useQuery({
    queryKey: ['admin', 'analytics', 'exits', filter],
    queryFn: ({ signal }) => call(analyticsEndpoints.exits, { query: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Journeys for the filter, newest first, a page at a time ("Show more" asks for the next one). */
export function useJourneys(filter: JourneysQuery) {
  return useInfiniteQuery({
    queryKey: ['admin', 'analytics', 'journeys', filter],
    queryFn: ({ signal, pageParam }) => call(analyticsEndpoints.journeys, { query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) } }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
