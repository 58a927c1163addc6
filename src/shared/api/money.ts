import { z } from 'zod';
import { CURRENCIES, type Money } from '../money';

/**
 * Money in API contracts (decision 19): `{ amountCents, currency }`, whole cents within the safe-integer
 * range and a supported ISO 4217 code. A price the client sends is never trusted (DESIGN §6c); this
 * schema only proves it is well-formed money.
 */
export const moneySchema = z
  .object({
    amountCents: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
    currency: z.enum(CURRENCIES),
  })
  .strict() satisfies z.ZodType<Money>;

/** An amount that cannot be negative (a price, a total to pay). */
export const nonNegativeMoneySchema = moneySchema.refine((m) => m.amountCents >= 0, { message: 'Amount must not be negative', path: ['amountCents'] });
