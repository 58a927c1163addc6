import { z } from 'zod';
import { CUT_KINDS, CUT_SHAPES, MAX_CUT_OFFSET_IN } from '../design/cut';

/** Files an admin can download for a design at an ordered size (GET /api/admin/designs/:id/production). */
export const PRODUCTION_FILES = ['pdf', 'png', 'svg'] as const;
export type ProductionFile = (typeof PRODUCTION_FILES)[number];

export const productionQuerySchema = z
  .object({
    /** The sticker's longer side, inches. */
    size: z.coerce.number().min(1, 'Size must be 1–24 in.').max(24, 'Size must be 1–24 in.').default(4),
    kind: z.enum(['sticker', 'vinyl']).default('sticker'),
    file: z.enum(PRODUCTION_FILES).default('pdf'),
    /** Cut overrides (the /preview settings); without them the design's saved cut settings apply. */
    shape: z.enum(CUT_SHAPES).optional(),
    cut: z.enum(CUT_KINDS).optional(),
    border: z.coerce.number().min(0, 'Border must be 0–0.5 in.').max(MAX_CUT_OFFSET_IN, 'Border must be 0–0.5 in.').optional(),
    colour: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #RRGGBB.')
      .optional(),
  })
  .refine((q) => q.kind === 'sticker' || q.file === 'svg', { message: 'A vinyl decal has one file: svg.', path: ['file'] });

export type ProductionQuery = z.output<typeof productionQuerySchema>;

/** The download URL for one production file. */
export function productionFileUrl(
  designId: string,
  q: { size: number; kind: 'sticker' | 'vinyl'; file: ProductionFile; colour?: string; shape?: string; cut?: string; border?: number },
): string {
  const params = new URLSearchParams({ size: String(q.size), kind: q.kind, file: q.file });
  for (const key of ['shape', 'cut', 'border', 'colour'] as const) if (q[key] !== undefined) params.set(key, String(q[key]));
  return `/api/admin/designs/${encodeURIComponent(designId)}/production?${params}`;
}
