import { z } from 'zod';
import { SHOP_CURRENCY } from '../money';
import { ORDER_ACTOR_KINDS } from '../orders/status';
import { SHIPPING_METHODS, stickerSpecSchema } from '../sticker';
import type { SameType } from './endpoint';
import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  ORDER_LANGUAGES,
  ORDER_STATUSES,
  type OrderDetail,
  type OrderSummary,
  shippingAddressSchema,
  taxLineSchema,
} from './orders';
import { proofFactsSchema } from './proof-facts';

/** Answers of /api/orders… and /api/admin/orders… (the contract: endpoints/orders.ts); the interfaces in orders.ts must match. */

const orderItemSchema = z.object({
  id: z.string(),
  options: stickerSpecSchema,
  quantity: z.number().int(),
  unitCents: z.number().int(),
  lineCents: z.number().int(),
  proofUrl: z.string().nullable(),
  proofFacts: proofFactsSchema.nullable(),
  replacementUrl: z.string().nullable(),
  replacementProof: z.object({ url: z.string(), facts: proofFactsSchema.nullable(), printDpi: z.number().int().nullable() }).nullable(),
  productionStatus: z.enum(['waiting', 'ready', 'failed']),
  lowResolutionAcceptedDpi: z.number().int().nullable(),
  productionFailure: z.object({ code: z.enum(['art_not_drawable', 'art_missing']), objects: z.array(z.string()) }).nullable(),
});

const orderEventSchema = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actorKind: z.enum(ORDER_ACTOR_KINDS),
  note: z.string().nullable(),
  at: z.string(),
});

export const orderSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.literal(SHOP_CURRENCY),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  itemCount: z.number().int(),
  firstProofUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
true satisfies SameType<z.infer<typeof orderSummarySchema>, OrderSummary>;

const detailFields = {
  items: z.array(orderItemSchema),
  taxLines: z.array(taxLineSchema),
  shippingMethod: z.enum(SHIPPING_METHODS),
  shippingAddress: shippingAddressSchema,
  trackingNumber: z.string().nullable(),
  trackingCarrier: z.string().nullable(),
  arrivesBy: z.string().nullable(),
  holdNote: z.string().nullable(),
  holdAnswerBy: z.string().nullable(),
  payableOnline: z.boolean(),
  language: z.enum(ORDER_LANGUAGES),
  events: z.array(orderEventSchema),
};
export const orderDetailSchema = orderSummarySchema.extend(detailFields);
true satisfies SameType<z.infer<typeof orderDetailSchema>, OrderDetail>;

export const adminOrderSummarySchema = orderSummarySchema.extend({ customerEmail: z.string(), customerName: z.string(), trackingNumber: z.string().nullable() });
true satisfies SameType<z.infer<typeof adminOrderSummarySchema>, AdminOrderSummary>;

export const adminOrderDetailSchema = orderSummarySchema.extend({
  ...detailFields,
  events: z.array(orderEventSchema.extend({ actorId: z.string().nullable(), noteInternal: z.boolean() })),
  customer: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  priceVersionId: z.string(),
  paymentRef: z.string().nullable(),
  paidAt: z.string().nullable(),
  itemFiles: z.array(
    z.object({
      itemId: z.string(),
      designUrl: z.string().nullable(),
      files: z.array(z.object({ kind: z.enum(['pdf', 'png', 'svg']), url: z.string() })),
      warnings: z.array(z.string()),
    }),
  ),
  productionJob: z
    .object({
      id: z.string(),
      status: z.enum(['queued', 'running', 'succeeded', 'failed']),
      attempts: z.number().int(),
      maxAttempts: z.number().int(),
      lastError: z.string().nullable(),
      runAt: z.string(),
    })
    .nullable(),
});
true satisfies SameType<z.infer<typeof adminOrderDetailSchema>, AdminOrderDetail>;

/** GET /api/orders */
export const ordersResponseSchema = z.object({ orders: z.array(orderSummarySchema) });
/** GET /api/orders/:id and every customer action on it */
export const orderResponseSchema = z.object({ order: orderDetailSchema });
/** GET /api/admin/orders */
export const adminOrdersResponseSchema = z.object({ orders: z.array(adminOrderSummarySchema) });
/** GET /api/admin/orders/:id and every admin action on it */
export const adminOrderResponseSchema = z.object({ order: adminOrderDetailSchema });
