import { z } from 'zod';
import { COMMUNITY_LIMITS as L, SHOWCASE_SORTS } from '../community/limits';
import { isSafeProfileLink } from '../community/links';
import { NOTIFICATION_KINDS } from '../community/notification-kinds';
import { isValidTag, normaliseTags } from '../community/tags';
import { stickerOptionsSchema } from '../pricing/options';

/** Requests of the community API: /api/showcase, /api/community, /api/notifications. */

const id = z.string().min(1).max(100);

const tagsSchema = z
  .array(z.string().max(100))
  .max(L.tagsMax * 2)
  .transform(normaliseTags)
  .refine((tags) => tags.length <= L.tagsMax, { message: `At most ${L.tagsMax} tags.` })
  .refine((tags) => tags.every(isValidTag), { message: `Tags are letters, digits, hyphens and underscores, at most ${L.tagMax} characters each.` });

const titleSchema = z.string().trim().min(1, 'Give your design a title.').max(L.titleMax, `A title has at most ${L.titleMax} characters.`);
const descriptionSchema = z.string().trim().max(L.descriptionMax, `A description has at most ${L.descriptionMax} characters.`);

/** POST /api/showcase/items: publish one of your saved designs. */
export const publishShowcaseSchema = z.object({ designId: id, title: titleSchema, description: descriptionSchema.default(''), tags: tagsSchema.default([]) }).strict();
export type PublishShowcase = z.infer<typeof publishShowcaseSchema>;

/** PATCH /api/showcase/items/:id: the owner edits the words (the picture is the published snapshot's). */
export const updateShowcaseSchema = z.object({ title: titleSchema.optional(), description: descriptionSchema.optional(), tags: tagsSchema.optional() }).strict();

/** GET /api/showcase/items: the grid. */
export const showcaseListQuerySchema = z.object({
  sort: z.enum(SHOWCASE_SORTS).default('newest'),
  tag: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  author: id.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(L.pageSizeMax).default(L.pageSizeDefault),
});
export type ShowcaseListQuery = z.infer<typeof showcaseListQuerySchema>;

/** POST /api/showcase/items/:id/comments: plain text, shown escaped. */
export const commentSchema = z.object({ body: z.string().trim().min(1, 'Write something first.').max(L.commentMax, `A comment has at most ${L.commentMax} characters.`) }).strict();

export const pageQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(L.pageSizeMax).default(L.pageSizeDefault),
});

/** POST /api/showcase/items/:id/order: the first options (the cart edits them); default a 3 in die-cut, 50 of them. */
export const orderShowcaseSchema = z.object({ options: stickerOptionsSchema.optional() }).strict();

/** PATCH /api/admin/community/…/:id: hide or show again. */
export const hideSchema = z.object({ hidden: z.boolean() }).strict();

/** PATCH /api/community/profile: the member's own profile. */
export const updateProfileSchema = z
  .object({
    displayName: z.string().trim().max(L.displayNameMax, `A display name has at most ${L.displayNameMax} characters.`).nullable().optional(),
    bio: z.string().trim().max(L.bioMax, `A bio has at most ${L.bioMax} characters.`).optional(),
    links: z
      .array(z.string().trim())
      .max(L.linksMax, `At most ${L.linksMax} links.`)
      .refine((links) => links.every(isSafeProfileLink), { message: 'Links must start with http:// or https://.' })
      .optional(),
    isPrivate: z.boolean().optional(),
  })
  .strict();
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** GET /api/community/people: your followers or the members you follow. */
export const peopleQuerySchema = pageQuerySchema.extend({ tab: z.enum(['followers', 'following']).default('followers') });

/** POST /api/notifications/read: these ids, or every one when none are given. */
export const markReadSchema = z.object({ ids: z.array(id).max(100).optional() }).strict();

/** PUT /api/notifications/preferences: one switch for the app and one for e-mail per kind. */
export const notificationPreferenceSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS), inApp: z.boolean(), email: z.boolean() }).strict();
export const updatePreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema).min(1).max(NOTIFICATION_KINDS.length) }).strict();
