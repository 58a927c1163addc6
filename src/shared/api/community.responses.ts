import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../community/notification-kinds';

/** Answers of the community API. Image URLs are this app's storage URLs (shown only if allowed, SPEC §5). */

export const memberSchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export type Member = z.infer<typeof memberSchema>;

export const showcaseCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  author: memberSchema,
  likeCount: z.number().int(),
  saveCount: z.number().int(),
  commentCount: z.number().int(),
  remixCount: z.number().int(),
  hidden: z.boolean(),
  publishedAt: z.string(),
});
export type ShowcaseCard = z.infer<typeof showcaseCardSchema>;

export const showcaseListResponseSchema = z.object({ items: z.array(showcaseCardSchema), nextCursor: z.string().nullable() });

export const showcaseItemSchema = showcaseCardSchema.extend({
  description: z.string(),
  remixOf: z.object({ id: z.string(), title: z.string() }).nullable(),
  viewer: z.object({ liked: z.boolean(), saved: z.boolean(), isOwner: z.boolean(), isAdmin: z.boolean() }),
});
export type ShowcaseItem = z.infer<typeof showcaseItemSchema>;
export const showcaseItemResponseSchema = z.object({ item: showcaseItemSchema });

export const likeResponseSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export const saveResponseSchema = z.object({ saved: z.boolean(), saveCount: z.number().int() });

export const commentAnswerSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: memberSchema,
  createdAt: z.string(),
  hidden: z.boolean(),
  canDelete: z.boolean(),
});
export type CommentAnswer = z.infer<typeof commentAnswerSchema>;
export const commentListResponseSchema = z.object({ comments: z.array(commentAnswerSchema), nextCursor: z.string().nullable() });
export const commentResponseSchema = z.object({ comment: commentAnswerSchema, commentCount: z.number().int() });
export const commentCountResponseSchema = z.object({ commentCount: z.number().int() });

export const remixResponseSchema = z.object({ designId: z.string() });
export const hiddenResponseSchema = z.object({ id: z.string(), hidden: z.boolean() });

export const ownProfileSchema = z.object({
  userId: z.string(),
  name: z.string(),
  displayName: z.string().nullable(),
  bio: z.string(),
  links: z.array(z.string()),
  avatarUrl: z.string().nullable(),
  isPrivate: z.boolean(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });

export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  isPrivate: z.boolean(),
  /** Empty for a private profile (unless it is the viewer's own). */
  bio: z.string(),
  links: z.array(z.string()),
  /** Null when the profile is private. */
  followerCount: z.number().int().nullable(),
  followingCount: z.number().int().nullable(),
  itemCount: z.number().int().nullable(),
  viewer: z.object({ isSelf: z.boolean(), follows: z.boolean() }),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({ profile: publicProfileSchema });

export const followResponseSchema = z.object({ following: z.boolean(), followerCount: z.number().int() });

export const personSchema = memberSchema.extend({ followedByMe: z.boolean() });
export const peopleResponseSchema = z.object({ people: z.array(personSchema), nextCursor: z.string().nullable() });

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: memberSchema.nullable(),
  targetUrl: z.string(),
  excerpt: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationAnswer = z.infer<typeof notificationSchema>;
export const notificationListResponseSchema = z.object({ notifications: z.array(notificationSchema), nextCursor: z.string().nullable(), unread: z.number().int() });
export const unreadResponseSchema = z.object({ unread: z.number().int() });
export const preferencesResponseSchema = z.object({
  preferences: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), inApp: z.boolean(), email: z.boolean() })),
});
