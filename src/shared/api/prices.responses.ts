import { z } from 'zod';
import { priceTableSchema } from '../pricing/price-table';

/** Answers about the price table (the contract: endpoints/prices.ts). */

export const priceTableVersionSummarySchema = z.object({
  version: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
  /** The admin's e-mail; null for the built-in default or a deleted account. */
  createdBy: z.string().nullable(),
});
export type PriceTableVersionSummary = z.infer<typeof priceTableVersionSummarySchema>;

/** GET /api/admin/prices/:version, POST /api/admin/prices */
export const priceTableVersionResponseSchema = priceTableVersionSummarySchema.extend({ table: priceTableSchema });
export type PriceTableVersionAnswer = z.infer<typeof priceTableVersionResponseSchema>;

/** GET /api/prices/current, for everyone: no admin's e-mail, no internal note. */
export const currentPriceTableResponseSchema = priceTableVersionResponseSchema.omit({ createdBy: true, note: true });
export type CurrentPriceTableAnswer = z.infer<typeof currentPriceTableResponseSchema>;

/** GET /api/admin/prices: every version, newest first. */
export const priceTableVersionsResponseSchema = z.object({ versions: z.array(priceTableVersionSummarySchema) });
