import { priceEndpoints } from '../../shared/api/endpoints/prices';
import type { CreatePriceTableVersion } from '../../shared/api/prices';
import type { CurrentPriceTableAnswer, PriceTableVersionAnswer } from '../../shared/api/prices.responses';
import type { VersionedPriceTable } from '../../shared/pricing/price-table';
import { call } from './client';

export type { PriceTableVersionAnswer };

export interface CurrentPriceTable extends VersionedPriceTable {
  answer: CurrentPriceTableAnswer;
}

/** The current table (hook: `useCurrentPriceTable` in queries.ts). */
export async function fetchCurrentPriceTable(): Promise<CurrentPriceTable> {
  const answer = await call(priceEndpoints.current);
  return { version: answer.version, table: answer.table, answer };
}

export const listPriceVersions = () => call(priceEndpoints.adminList);
export const getPriceVersion = (version: number) => call(priceEndpoints.adminGet, { params: { version: String(version) } });
export const createPriceVersion = (body: CreatePriceTableVersion) => call(priceEndpoints.adminCreate, { body });
