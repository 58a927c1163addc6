import { z } from 'zod';
import { CUSTOM_ORDER_STATUSES, type CustomOrderRequest } from './custom-orders';
import type { SameType } from './endpoint';

/** Answers of /api/custom-orders… (the contract: endpoints/custom-orders.ts); CustomOrderRequest must match. */

export const customOrderSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  contactEmail: z.string(),
  name: z.string(),
  description: z.string(),
  referenceImageUrl: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int(),
  conceptImageUrls: z.array(z.string()),
  status: z.enum(CUSTOM_ORDER_STATUSES),
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
true satisfies SameType<z.infer<typeof customOrderSchema>, CustomOrderRequest>;

/** POST /api/custom-orders/concepts */
export const conceptsResponseSchema = z.object({ urls: z.array(z.string()), isDemo: z.boolean() });
/** POST /api/custom-orders/reference (multipart, field "file") */
export const referenceImageResponseSchema = z.object({ url: z.string() });
/** POST /api/custom-orders */
export const customOrderResponseSchema = z.object({ request: customOrderSchema });
/** GET /api/custom-orders/mine */
export const customOrdersResponseSchema = z.object({ requests: z.array(customOrderSchema) });
