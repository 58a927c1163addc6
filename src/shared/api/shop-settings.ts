import { z } from 'zod';

/** The shop's settings as the back office edits them (PATCH /api/admin/shop-settings). */

const days = z.number().int().min(0).max(60);

/** 123456789 RT0001: the business number and the GST/HST program account (spaces allowed). */
export const GST_HST_NUMBER = /^\d{9} ?RT ?\d{4}$/;
/** 1234567890 TQ0001: Quebec's QST number. */
export const QST_NUMBER = /^\d{10} ?TQ ?\d{4}$/;

const registration = (pattern: RegExp, example: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .max(20)
    .transform((value) => value || null)
    .refine((value) => value === null || pattern.test(value), `Write it as ${example}.`)
    .nullable();

export const shopSettingsInputSchema = z.object({
  productionDays: days,
  transitDays: z.object({ standard: days, express: days }),
  gstHstNumber: registration(GST_HST_NUMBER, '123456789 RT0001'),
  qstNumber: registration(QST_NUMBER, '1234567890 TQ0001'),
});
export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;

export interface ShopSettings {
  productionDays: number;
  transitDays: { standard: number; express: number };
  gstHstNumber: string | null;
  qstNumber: string | null;
  updatedAt: string | null;
}
