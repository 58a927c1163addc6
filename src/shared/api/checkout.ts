import { z } from 'zod';
import { isCanadianProvince, isUsState } from '../regions';
import { SHIPPING_METHODS, stickerOptionsSchema } from '../sticker';
import { emailSchema } from '../validation';
import { shippingAddressSchema } from './orders';

/**
 * The order checkout (decision 37): what the shopper sends to pay for their cart. Prices in
 * it are what the shopper SAW: the server quotes every line again and refuses the checkout when a figure
 * differs (`price_changed`), so a tampered price can never be charged.
 */

/** Canadian postal codes (A1A 1A1) and US ZIP codes (12345 or 12345-6789). */
export const POSTAL_CODE_PATTERNS = { CA: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/, US: /^\d{5}(-\d{4})?$/ } as const;

/** A shipping address whose region belongs to its country and whose postal code has the country's form. */
export const checkoutAddressSchema = shippingAddressSchema.superRefine((address, ctx) => {
  const regionOk = address.country === 'CA' ? isCanadianProvince(address.region) : isUsState(address.region);
  if (!regionOk) ctx.addIssue({ code: 'custom', path: ['region'], message: address.country === 'CA' ? 'Choose a province or territory.' : 'Choose a state.' });
  if (!POSTAL_CODE_PATTERNS[address.country].test(address.postalCode)) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: address.country === 'CA' ? 'A postal code looks like A1A 1A1.' : 'A ZIP code looks like 12345.' });
  }
});

const cents = z.number().int().min(0).max(100_000_000);

/** One line to pay: a saved design (at the revision the shopper saw), its options and the price shown. */
export const checkoutLineSchema = z
  .object({
    designId: z.string().min(1).max(100),
    /** The design's revision the proof was made from: a later save must be proofed again. */
    designRevision: z.number().int().min(1).optional(),
    options: stickerOptionsSchema,
    /** The proof the shopper approved (a storage key under their folder). */
    proofKey: z.string().min(1).max(400).optional(),
    /** The line total the shopper saw, in cents. */
    expectedLineCents: cents,
    /** "Print anyway": the shopper accepts this line's art printing under 150 DPI at this size. */
    acceptLowResolution: z.boolean().optional(),
  })
  .strict();
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const orderCheckoutSchema = z
  .object({
    lines: z.array(checkoutLineSchema).min(1).max(50),
    shippingMethod: z.enum(SHIPPING_METHODS),
    address: checkoutAddressSchema,
    /** "The proof is what we print": required. */
    proofApproved: z.literal(true),
    /** The total the shopper saw (lines + shipping + tax), in cents. */
    expectedTotalCents: cents,
    language: z.enum(['en', 'zh']).default('en'),
    /**
     * A guest's e-mail address (decision 88): the order's mail and signed link go there, and an account
     * later verified with it takes the order. Required from guests; a member's order goes to the account.
     */
    email: emailSchema.toLowerCase().max(254).optional(),
  })
  .strict();
export type OrderCheckout = z.infer<typeof orderCheckoutSchema>;
