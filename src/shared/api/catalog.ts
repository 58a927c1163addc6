import { z } from 'zod';
import {
  CATALOG_CATEGORIES,
  CATALOG_LANGUAGES,
  CATALOG_PAGE_SIZE,
  CATALOG_STATUSES,
  MAX_CATALOG_DESCRIPTION_LENGTH,
  MAX_CATALOG_NAME_LENGTH,
  MAX_CATALOG_PAGE_SIZE,
  MAX_CATALOG_QUERY_LENGTH,
  MAX_CATALOG_TAG_LENGTH,
  MAX_CATALOG_TAGS,
  normaliseTags,
  parseSizeKey,
} from '../catalog/catalog';
import { stickerOptionsSchema } from '../sticker';
import { designJsonSchema } from './designs';

/**
 * Requests of /api/library (ready-made stickers) and /api/templates. Both serve the same
 * kind of item — a design document with a name, category, tags and size — so they share these schemas.
 */

const noControls = /^[^\u0000-\u001f\u007f]*$/;

export const catalogNameSchema = z.string().trim().min(1, 'A name is needed').max(MAX_CATALOG_NAME_LENGTH).regex(noControls, 'A name may not contain control characters');
const descriptionSchema = z
  .string()
  .trim()
  .max(MAX_CATALOG_DESCRIPTION_LENGTH)
  .regex(/^[^\u0000-\u0008\u000b-\u001f\u007f]*$/, 'The description may not contain control characters');
const tagsSchema = z
  .array(z.string().trim().min(1).max(MAX_CATALOG_TAG_LENGTH).regex(noControls, 'A tag may not contain control characters'))
  .max(MAX_CATALOG_TAGS, `At most ${MAX_CATALOG_TAGS} tags`)
  .transform(normaliseTags);
const sizeKeySchema = z.string().refine((key) => parseSizeKey(key) !== null, 'A size is written like 3x3 (inches)');

/** The reader's interface language: an item without that translation is shown in English (decision 91). */
const lang = z.enum(CATALOG_LANGUAGES, { message: 'The language is en or zh.' }).default('en');

/** GET /api/library/:id, /api/templates/:id?lang= */
export const catalogReadQuerySchema = z.object({ lang });

/** GET /api/library, /api/templates: search, filters, the page wanted and the reader's language. */
export const catalogListQuerySchema = z.object({
  lang,
  q: z.string().trim().max(MAX_CATALOG_QUERY_LENGTH).optional(),
  category: z.enum(CATALOG_CATEGORIES).optional(),
  size: sizeKeySchema.optional(),
  /** `retired` and `all` are for graphic designers and admins (the management view). */
  status: z.enum([...CATALOG_STATUSES, 'all']).default('active'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_CATALOG_PAGE_SIZE).default(CATALOG_PAGE_SIZE),
});
export type CatalogListQuery = z.input<typeof catalogListQuerySchema>;

/** POST (designers): a new item from one of the designer's saved designs, or from the editor's document. */
export const createCatalogItemSchema = z
  .object({
    name: catalogNameSchema,
    description: descriptionSchema.default(''),
    category: z.enum(CATALOG_CATEGORIES),
    tags: tagsSchema.default([]),
    designId: z.string().min(1).max(100).optional(),
    json: designJsonSchema.optional(),
  })
  .strict()
  .refine((v) => (v.designId === undefined) !== (v.json === undefined), 'Send either designId or json');
export type CreateCatalogItemInput = z.input<typeof createCatalogItemSchema>;

/** PATCH (designers): new texts, category or tags, or retire / bring back. */
export const updateCatalogItemSchema = z
  .object({
    name: catalogNameSchema.optional(),
    description: descriptionSchema.optional(),
    category: z.enum(CATALOG_CATEGORIES).optional(),
    tags: tagsSchema.optional(),
    status: z.enum(CATALOG_STATUSES).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to change');
export type UpdateCatalogItemInput = z.input<typeof updateCatalogItemSchema>;

/** POST /api/library/:id/cart: a library sticker into the cart with the shopper's options (library product). */
export const libraryToCartSchema = z
  .object({ options: stickerOptionsSchema.refine((o) => o.product === 'library-item', 'Library stickers are sold as the library-item product') })
  .strict();
