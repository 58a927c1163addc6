import { z } from 'zod';
import type { SameType } from './endpoint';
import { MATERIAL_SOURCES, type Material } from './materials';

/** Answers of /api/materials… (the contract: endpoints/materials.ts); Material must match. */

export const materialSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  source: z.enum(MATERIAL_SOURCES),
  createdAt: z.string(),
});
true satisfies SameType<z.infer<typeof materialSchema>, Material>;

/** POST /api/materials (multipart: file, name?, source) */
export const materialResponseSchema = z.object({ material: materialSchema });
/** GET /api/materials?limit=&before= (newest first) */
export const materialsResponseSchema = z.object({ materials: z.array(materialSchema) });
