import { z } from 'zod';

/** QR error-correction levels, from the most data (L, ~7 % recovery) to the most robust (H, ~30 %). */
export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof QR_LEVELS)[number];

export const QR_LIMITS = {
  textMax: 2000,
  sizeMin: 64,
  sizeMax: 2048,
  marginMin: 0,
  marginMax: 10,
} as const;

/** The light colour may be this instead of a hex colour: no background, the QR's gaps show through. */
export const QR_TRANSPARENT = 'transparent';

/** SPEC §5 "Menu colours": hex colours have 6 digits. */
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'qr.errors.colour' });

/**
 * A QR code's options. The messages are i18n keys (qr.errors.*), translated by the page or editor that
 * shows them. The same object is kept in a canvas object's `extension`, so re-editing reads it back.
 */
export const qrOptionsSchema = z.object({
  text: z
    .string({ message: 'qr.errors.textRequired' })
    .max(QR_LIMITS.textMax, { message: 'qr.errors.textTooLong' })
    .refine((text) => text.trim().length > 0, { message: 'qr.errors.textRequired' }),
  size: z
    .number({ message: 'qr.errors.size' })
    .int({ message: 'qr.errors.size' })
    .min(QR_LIMITS.sizeMin, { message: 'qr.errors.size' })
    .max(QR_LIMITS.sizeMax, { message: 'qr.errors.size' }),
  dark: hexColour,
  light: z.union([hexColour, z.literal(QR_TRANSPARENT)], { message: 'qr.errors.colour' }),
  margin: z
    .number({ message: 'qr.errors.margin' })
    .int({ message: 'qr.errors.margin' })
    .min(QR_LIMITS.marginMin, { message: 'qr.errors.margin' })
    .max(QR_LIMITS.marginMax, { message: 'qr.errors.margin' }),
  errorCorrectionLevel: z.enum(QR_LEVELS, { message: 'qr.errors.level' }),
});

export type QrOptions = z.infer<typeof qrOptionsSchema>;
export type QrField = keyof QrOptions;

export const DEFAULT_QR_OPTIONS: QrOptions = {
  text: 'https://',
  size: 512,
  dark: '#000000',
  light: '#ffffff',
  margin: 4,
  errorCorrectionLevel: 'M',
};

export type QrValidation = { ok: true; options: QrOptions } | { ok: false; errors: Partial<Record<QrField, string>> };

/** Checks options from anywhere (a form, a handoff, a saved design); the first message of each field. */
export function validateQrOptions(input: unknown): QrValidation {
  const result = qrOptionsSchema.safeParse(input);
  if (result.success) return { ok: true, options: result.data };
  const errors: Partial<Record<QrField, string>> = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] ?? 'text') as QrField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
