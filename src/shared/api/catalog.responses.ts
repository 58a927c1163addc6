import { z } from 'zod';
import { CATALOG_CATEGORIES, CATALOG_KINDS, CATALOG_STATUSES } from '../catalog/catalog';
import { cartSchema } from './cart.responses';

/** Answers of /api/library and /api/templates. */
export const catalogItemSchema = z.object({
  id: z.string(),
  kind: z.enum(CATALOG_KINDS),
  name: z.string(),
  description: z.string(),
  category: z.enum(CATALOG_CATEGORIES),
  tags: z.array(z.string()),
  /** The size the design is made for, in inches, and its gallery key ("3x3"). */
  widthIn: z.number(),
  heightIn: z.number(),
  sizeKey: z.string(),
  /** Rendered by the server; null until the first render is done. */
  thumbnailUrl: z.string().nullable(),
  /** Same-origin path of the design JSON (what the editor opens: /template?src=…). */
  documentPath: z.string(),
  status: z.enum(CATALOG_STATUSES),
  /** The item's own (English) name and description when `name` and `description` are a translation (decision 91). */
  source: z.object({ name: z.string(), description: z.string() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;

const facetSchema = z.object({ key: z.string(), count: z.number().int() });

export const catalogListResponseSchema = z.object({
  items: z.array(catalogItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Active items per category and per size (for the filters), whatever the other filters. */
  facets: z.object({ categories: z.array(facetSchema), sizes: z.array(facetSchema) }),
});
export type CatalogListResponse = z.infer<typeof catalogListResponseSchema>;

export const catalogItemResponseSchema = z.object({ item: catalogItemSchema });

/** The library sticker's own copy (a saved design of the shopper's) and the cart with its new line. */
export const libraryToCartResponseSchema = z.object({ designId: z.string(), itemId: z.string(), cart: cartSchema });
