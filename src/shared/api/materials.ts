import { z } from 'zod';
import { uploadNameSchema } from './uploads';

/** SPEC §7 materials: where a material came from. */
export const MATERIAL_SOURCES = ['upload', 'paste', 'ai'] as const;
export type MaterialSource = (typeof MATERIAL_SOURCES)[number];

/** The form fields that come with an uploaded material (the file itself is checked by its bytes). */
export const materialUploadFieldsSchema = z.object({
  name: uploadNameSchema.optional(),
  source: z.enum(MATERIAL_SOURCES).default('upload'),
});

export const materialListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(60),
  before: z.iso.datetime().optional(),
});

export interface Material {
  id: string;
  name: string;
  url: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  source: MaterialSource;
  createdAt: string;
}
