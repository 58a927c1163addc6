import { useQuery } from '@tanstack/react-query';
import { priceEndpoints } from '../../shared/api/endpoints/prices';
import type { CreatePriceTableVersion } from '../../shared/api/prices';
import type { PriceTableVersionAnswer } from '../../shared/api/prices.responses';
import type { VersionedPriceTable } from '../../shared/pricing/price-table';
import { call } from './client';

export type { PriceTableVersionAnswer };

export const priceKeys = { current: ['prices', 'current'] as const, versions: ['prices', 'versions'] as const };

/** The current price table, for live quotes with no further network call (the server re-quotes anyway). */
export function useCurrentPriceTable() {
  return useQuery({
    queryKey: priceKeys.current,
    queryFn: async (): Promise<VersionedPriceTable & { answer: PriceTableVersionAnswer }> => {
      const answer = await call(priceEndpoints.current);
      return { version: answer.version, table: answer.table, answer };
    },
    staleTime: 60_000,
  });
}

export const listPriceVersions = () => call(priceEndpoints.adminList);
export const getPriceVersion = (version: number) => call(priceEndpoints.adminGet, { params: { version: String(version) } });
export const createPriceVersion = (body: CreatePriceTableVersion) => call(priceEndpoints.adminCreate, { body });
