import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Where an admin has taken a /custom-order request. */
export const CUSTOM_ORDER_STATUSES = ['new', 'in_review', 'quoted', 'accepted', 'declined', 'closed'] as const;
export type CustomOrderStatus = (typeof CUSTOM_ORDER_STATUSES)[number];

export const MAX_CONCEPT_IMAGES = 6;
/** An image link: this app's own file path (/api/files/raw/…) or an http(s) address. */
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^\/api\/files\/raw\/[^\s]+$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), 'Please give a valid image link.');

/** The /custom-order request as the customer sends it (bounded: it is stored and shown to admins). */
export const customOrderRequestSchema = z.object({
  contactEmail: z.string().trim().toLowerCase().max(254).email({ message: MESSAGES.invalidEmail }),
  name: z.string().trim().min(1, 'Please tell us your name.').max(120),
  description: z.string().trim().min(10, 'Please describe the sticker you want in a few words.').max(4000),
  referenceImageUrl: imageUrl.nullish(),
  /** Free text as the page offers it, e.g. "3 × 3 in" or "custom: 10 cm wide". */
  size: z.string().trim().min(1).max(80),
  quantity: z.number().int().min(1).max(100_000),
  conceptImageUrls: z.array(imageUrl).max(MAX_CONCEPT_IMAGES).default([]),
});
export type CustomOrderRequestInput = z.input<typeof customOrderRequestSchema>;

export interface CustomOrderRequest {
  id: string;
  userId: string | null;
  contactEmail: string;
  name: string;
  description: string;
  referenceImageUrl: string | null;
  size: string;
  quantity: number;
  conceptImageUrls: string[];
  status: CustomOrderStatus;
  /** False until the contact address is proven (signed in with it verified, or the mailed link clicked). */
  emailConfirmed: boolean;
  createdAt: string;
  updatedAt: string;
}

// ---- request schemas of the routes (the server validates with them at the edge) ----

/** POST /api/custom-orders/concepts: what the AI drafts concepts from. */
export const customOrderConceptSchema = z.object({ description: z.string().trim().min(10).max(4000), size: z.string().trim().max(80).default('') });
/** POST /api/custom-orders/confirm: the token from the link mailed to the contact address. */
export const customOrderConfirmSchema = z.object({ token: z.string().trim().min(1).max(200) });
/** PATCH /api/admin/custom-orders/:id. */
export const customOrderStatusSchema = z.object({ status: z.enum(CUSTOM_ORDER_STATUSES) });
/** GET /api/admin/custom-orders?status=&q=&from=&to=: every request, or those matching the filters. */
export const customOrderListQuerySchema = z.object({
  status: z.enum(CUSTOM_ORDER_STATUSES).optional(),
  /** Part of the contact e-mail, the name or the reference (the id's first characters). */
  q: z.string().trim().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type CustomOrderListQuery = z.input<typeof customOrderListQuerySchema>;
