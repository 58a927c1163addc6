import { z } from 'zod';
import { CARRIERS, carrierNamed, normaliseTrackingNumber, trackingNumberProblem } from '../delivery/tracking';
import type { SHOP_CURRENCY } from '../money';
import { HOLD_REASONS } from '../orders/hold-reasons';
import { ORDER_STATUSES, type OrderActorKind, type OrderStatus } from '../orders/status';
import { SHIPPING_METHODS, type ShippingMethod, type StickerSpec, stickerOptionsSchema, stickerSpecWithDefaultsSchema } from '../sticker';
import type { ProofFacts } from './proof-facts';

/**
 * Orders: request schemas of /api/orders and /api/admin/orders, and the order's parts that
 * both sides share. Amounts are integer cents in the order's currency (decision 19). An order is made
 * from lines priced by the server (the checkout's quote); nothing here accepts a price from a shopper.
 */

export { ORDER_STATUSES, type OrderStatus } from '../orders/status';

export const ORDER_LANGUAGES = ['en', 'zh'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];

const line = (max: number) => z.string().trim().max(max);
/** A shipping address in Canada or the US (the checkout validates postal codes per country). */
export const shippingAddressSchema = z
  .object({
    name: line(120).min(1),
    line1: line(200).min(1),
    line2: line(200).optional(),
    city: line(120).min(1),
    /** Province, territory or state code: ON, QC, BC, NY… */
    region: line(3).min(2),
    postalCode: line(12).min(3),
    country: z.enum(['CA', 'US']),
    phone: line(40).optional(),
  })
  .strict();
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** One tax charged on the order (GST, HST, PST, QST), as the tax table computed it. */
export const taxLineSchema = z
  .object({
    code: z.string().max(20),
    label: z.string().max(80),
    rateBasisPoints: z.number().int().min(0).max(10_000),
    amountCents: z.number().int().min(0),
  })
  .strict();
export type TaxLine = z.infer<typeof taxLineSchema>;

const cents = z.number().int().min(0).max(100_000_000);

// ---- request schemas (the server validates with them at the edge) ----

/** GET /api/orders/:id?t=…: the signed link of an order's mail opens that order without an account (decision 88). */
export const orderViewQuerySchema = z.object({ t: z.string().min(1).max(100).optional() });

/** POST /api/orders/:id/hold/cancel and /cancel: an optional word from the customer. */
export const orderCustomerNoteSchema = z.object({ note: z.string().trim().max(1000).optional() });

const isoDate = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Not a date');

/** GET /api/admin/orders: filters (all optional) and a page. */
export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Created at or after / before these moments (ISO dates). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** The customer's e-mail, or part of it. */
  email: z.string().trim().max(254).optional(),
  /** An order reference (the first characters of its id), a tracking number or a customer name. */
  q: z.string().trim().max(120).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** A carrier the shop ships with (its name in any case) and one of its tracking numbers (spaces and dashes dropped). */
export const orderTrackingSchema = z
  .object({
    trackingNumber: z.string().trim().min(3).max(60).transform(normaliseTrackingNumber),
    carrier: z
      .string()
      .trim()
      .max(60)
      .transform((name, ctx) => {
        const carrier = carrierNamed(name);
        if (carrier) return carrier;
        ctx.addIssue({ code: 'custom', message: `The carrier is one of ${CARRIERS.join(', ')}.` });
        return z.NEVER;
      }),
  })
  .superRefine((tracking, ctx) => {
    const problem = trackingNumberProblem(tracking.carrier, tracking.trackingNumber);
    if (problem) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: problem });
  });

/** PATCH /api/admin/orders/:id/status: move the order on; shipped needs its tracking (here or set before). */
export const adminOrderStatusSchema = z.object({
  status: z.enum(['paid', 'in_production', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[]),
  note: z.string().trim().max(2000).optional(),
  /** The note is the shop's own: on the back office's timeline only, never on the customer's page or mail. */
  internal: z.boolean().optional(),
  tracking: orderTrackingSchema.optional(),
});

/** POST /api/admin/orders/:id/hold: the artwork problem, in words the customer reads. */
/** POST /api/admin/orders/:id/hold: presets (written in the order's language) and/or the shop's own note. */
export const adminOrderHoldSchema = z
  .object({
    reasons: z.array(z.enum(HOLD_REASONS)).max(HOLD_REASONS.length).default([]),
    note: z.string().trim().max(2000).optional(),
  })
  .refine((hold) => hold.reasons.length > 0 || (hold.note ?? '').length >= 5, { message: 'Choose a reason or write a note of at least 5 characters.', path: ['note'] });
export type AdminOrderHoldInput = z.input<typeof adminOrderHoldSchema>;

/** POST /api/admin/orders/:id/refund: the whole order when no amount is given. */
export const adminOrderRefundSchema = z.object({
  amountCents: z.number().int().min(1).max(100_000_000).optional(),
  note: z.string().trim().max(2000).optional(),
});

/**
 * POST /api/admin/orders: an order the shop takes outside the site (phone, e-mail, a replacement), for
 * a customer's saved design, priced by the admin. It starts pending payment like any other.
 */
export const adminManualOrderSchema = z.object({
  customerEmail: z.string().trim().toLowerCase().max(254).email(),
  designId: z.string().trim().min(1).max(100),
  options: stickerSpecWithDefaultsSchema,
  quantity: stickerOptionsSchema.shape.quantity,
  unitCents: cents,
  shippingMethod: z.enum(SHIPPING_METHODS).default('standard'),
  shippingCents: cents.default(0),
  taxLines: z.array(taxLineSchema).max(4).default([]),
  shippingAddress: shippingAddressSchema,
  language: z.enum(ORDER_LANGUAGES).default('en'),
  note: z.string().trim().max(2000).optional(),
});
export type AdminManualOrderInput = z.input<typeof adminManualOrderSchema>;

// ---- what the answers carry (the zod side is in orders.responses.ts) ----

export type OrderItemProductionStatus = 'waiting' | 'ready' | 'failed';

/**
 * Why a line's print files could not be made from its design: objects the renderer could not draw, by id
 * or type (`art_not_drawable`), or images missing from storage or not the customer's, by their source
 * (`art_missing`).
 */
export interface ProductionFailure {
  code: 'art_not_drawable' | 'art_missing';
  objects: string[];
}

export interface OrderItem {
  id: string;
  /** The sticker as ordered (its quantity beside it). */
  options: StickerSpec;
  quantity: number;
  unitCents: number;
  lineCents: number;
  /** The proof the customer approved (what is printed); an app file URL. */
  proofUrl: string | null;
  /** What the proof shows beside its picture (size as cut, pieces, marked parts); null for proofs made before facts. */
  proofFacts: ProofFacts | null;
  /** A replacement artwork the customer uploaded while the order was on hold. */
  replacementUrl: string | null;
  /** While on hold: the proof of the replacement art, waiting for the customer's approval, and its worst DPI at the ordered size. */
  replacementProof: { url: string; facts: ProofFacts | null; printDpi: number | null } | null;
  productionStatus: OrderItemProductionStatus;
  /** The DPI the customer accepted printing at with "Print anyway" (under 150 DPI); null when not needed. */
  lowResolutionAcceptedDpi: number | null;
  /** Set when the files cannot be made from the design as it is (the line is then 'failed'). */
  productionFailure: ProductionFailure | null;
}

export interface OrderEvent {
  from: OrderStatus | null;
  to: OrderStatus;
  actorKind: OrderActorKind;
  note: string | null;
  at: string;
}

export interface OrderSummary {
  id: string;
  /** The short reference printed on mails and the packing slip (8 characters of the id). */
  reference: string;
  status: OrderStatus;
  currency: typeof SHOP_CURRENCY;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  refundedCents: number;
  itemCount: number;
  firstProofUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderDetail extends OrderSummary {
  items: OrderItem[];
  taxLines: TaxLine[];
  shippingMethod: ShippingMethod;
  shippingAddress: ShippingAddress;
  trackingNumber: string | null;
  trackingCarrier: string | null;
  /** The latest day the stickers arrive ("YYYY-MM-DD", business days from payment); null once delivered or cancelled. */
  arrivesBy: string | null;
  /** The shop's note while on hold (what is wrong with the artwork). */
  holdNote: string | null;
  /** While on hold: until when the shop waits for the customer's answer (then the order is cancelled and refunded). */
  holdAnswerBy: string | null;
  /** Waiting for a payment the customer can make from the order's page (a reorder, an order the shop entered). */
  payableOnline: boolean;
  language: OrderLanguage;
  events: OrderEvent[];
}

/** Admins also see who made each change (a user id; null for the system). */
export interface AdminOrderEvent extends OrderEvent {
  actorId: string | null;
  /** The note is the shop's own: the customer's view of this event has no note. */
  noteInternal: boolean;
}

export interface ProductionFileLink {
  kind: 'pdf' | 'png' | 'svg';
  url: string;
}

/** The back office's view: the customer, the payment, the files and the job that makes them. */
export interface AdminOrderDetail extends OrderDetail {
  customer: { id: string; email: string; name: string };
  priceVersionId: string;
  paymentRef: string | null;
  paidAt: string | null;
  itemFiles: { itemId: string; designUrl: string | null; files: ProductionFileLink[]; warnings: string[] }[];
  events: AdminOrderEvent[];
  productionJob: { id: string; status: 'queued' | 'running' | 'succeeded' | 'failed'; attempts: number; maxAttempts: number; lastError: string | null; runAt: string } | null;
}

export interface AdminOrderSummary extends OrderSummary {
  customerEmail: string;
  customerName: string;
  trackingNumber: string | null;
}
