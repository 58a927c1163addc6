import { z } from 'zod';
import { priceTableSchema } from '../pricing/price-table';

/** Requests about the price table (decision 33); answers in prices.responses.ts. */

/** POST /api/admin/prices: a new version, made from the version the admin edited. */
export const createPriceTableVersionSchema = z
  .object({
    table: priceTableSchema,
    note: z.string().trim().max(500).default(''),
    /** The version the edit started from: when another admin saved since, the request is refused (409). */
    basedOnVersion: z.number().int().min(1),
  })
  .strict();
export type CreatePriceTableVersion = z.infer<typeof createPriceTableVersionSchema>;

/** The `:version` of /api/admin/prices/:version. */
export const priceVersionParamSchema = z.coerce.number().int().min(1).max(2_147_483_647);
