import { z } from 'zod';
import { designJsonSchema } from '../api/designs';
import { CATALOG_CATEGORIES, CATALOG_KINDS } from './catalog';

/**
 * The starting set's data file (`starting-set.json`, written by `npm run seed:content`, i.e.
 * scripts/seed-content/build.ts): the demo generator's art to draw and the library stickers and
 * templates to insert on first start. Every document passes the design schema like any opened design.
 */
export const startingSetSchema = z.object({
  /** Side of each piece of demo art, in pixels. */
  artPixels: z.number().int().positive(),
  art: z.array(z.object({ name: z.string().regex(/^[a-z0-9-]+$/), prompt: z.string().min(1), index: z.number().int().min(0) })),
  items: z.array(
    z.object({
      seedKey: z.string().regex(/^[a-z0-9-]+$/),
      kind: z.enum(CATALOG_KINDS),
      name: z.string().min(1),
      description: z.string(),
      category: z.enum(CATALOG_CATEGORIES),
      tags: z.array(z.string()),
      document: designJsonSchema,
    }),
  ),
});
export type StartingSet = z.output<typeof startingSetSchema>;
