import { z } from 'zod';

/** Files an admin can download for a design at an ordered size (GET /api/admin/designs/:id/production). */
export const PRODUCTION_FILES = ['pdf', 'png', 'svg'] as const;
export type ProductionFile = (typeof PRODUCTION_FILES)[number];

export const productionQuerySchema = z
  .object({
    /** The sticker's longer side, inches. */
    size: z.coerce.number().min(1, 'Size must be 1–24 in.').max(24, 'Size must be 1–24 in.').default(4),
    kind: z.enum(['sticker', 'vinyl']).default('sticker'),
    file: z.enum(PRODUCTION_FILES).default('pdf'),
    colour: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #RRGGBB.')
      .optional(),
  })
  .refine((q) => q.kind === 'sticker' || q.file === 'svg', { message: 'A vinyl decal has one file: svg.', path: ['file'] });

export type ProductionQuery = z.output<typeof productionQuerySchema>;

/** The download URL for one production file. */
export function productionFileUrl(designId: string, q: { size: number; kind: 'sticker' | 'vinyl'; file: ProductionFile; colour?: string }): string {
  const params = new URLSearchParams({ size: String(q.size), kind: q.kind, file: q.file });
  if (q.colour) params.set('colour', q.colour);
  return `/api/admin/designs/${encodeURIComponent(designId)}/production?${params}`;
}
