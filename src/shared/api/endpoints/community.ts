import { addToCartResponseSchema } from '../cart.responses';
import {
  commentSchema,
  hideSchema,
  markReadSchema,
  orderShowcaseSchema,
  pageQuerySchema,
  peopleQuerySchema,
  publishShowcaseSchema,
  showcaseListQuerySchema,
  updatePreferencesSchema,
  updateProfileSchema,
  updateShowcaseSchema,
} from '../community';
import {
  commentCountResponseSchema,
  commentListResponseSchema,
  commentResponseSchema,
  followResponseSchema,
  hiddenResponseSchema,
  likeResponseSchema,
  notificationListResponseSchema,
  ownProfileResponseSchema,
  peopleResponseSchema,
  preferencesResponseSchema,
  publicProfileResponseSchema,
  remixResponseSchema,
  saveResponseSchema,
  showcaseItemResponseSchema,
  showcaseListResponseSchema,
  unreadResponseSchema,
} from '../community.responses';
import { defineEndpoint } from '../endpoint';
import { multipartBody } from '../multipart';

/** The showcase: publish, the grid, an item with likes, saves, comments, remix and order. */
export const showcaseEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/showcase/items', query: showcaseListQuerySchema, response: showcaseListResponseSchema }),
  publish: defineEndpoint({ method: 'POST', path: '/api/showcase/items', body: publishShowcaseSchema, response: showcaseItemResponseSchema, status: 201 }),
  get: defineEndpoint({ method: 'GET', path: '/api/showcase/items/:id', response: showcaseItemResponseSchema }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/showcase/items/:id', body: updateShowcaseSchema, response: showcaseItemResponseSchema }),
  unpublish: defineEndpoint({ method: 'DELETE', path: '/api/showcase/items/:id', response: hiddenResponseSchema }),
  like: defineEndpoint({ method: 'PUT', path: '/api/showcase/items/:id/like', response: likeResponseSchema }),
  unlike: defineEndpoint({ method: 'DELETE', path: '/api/showcase/items/:id/like', response: likeResponseSchema }),
  save: defineEndpoint({ method: 'PUT', path: '/api/showcase/items/:id/save', response: saveResponseSchema }),
  unsave: defineEndpoint({ method: 'DELETE', path: '/api/showcase/items/:id/save', response: saveResponseSchema }),
  comments: defineEndpoint({ method: 'GET', path: '/api/showcase/items/:id/comments', query: pageQuerySchema, response: commentListResponseSchema }),
  comment: defineEndpoint({ method: 'POST', path: '/api/showcase/items/:id/comments', body: commentSchema, response: commentResponseSchema, status: 201 }),
  deleteComment: defineEndpoint({ method: 'DELETE', path: '/api/showcase/comments/:id', response: commentCountResponseSchema }),
  remix: defineEndpoint({ method: 'POST', path: '/api/showcase/items/:id/remix', response: remixResponseSchema, status: 201 }),
  order: defineEndpoint({ method: 'POST', path: '/api/showcase/items/:id/order', body: orderShowcaseSchema, response: addToCartResponseSchema }),
};

/** Profiles and follows. */
export const communityEndpoints = {
  profile: defineEndpoint({ method: 'GET', path: '/api/community/profile', response: ownProfileResponseSchema }),
  updateProfile: defineEndpoint({ method: 'PATCH', path: '/api/community/profile', body: updateProfileSchema, response: ownProfileResponseSchema }),
  uploadAvatar: defineEndpoint({ method: 'POST', path: '/api/community/profile/avatar', body: multipartBody, response: ownProfileResponseSchema }),
  removeAvatar: defineEndpoint({ method: 'DELETE', path: '/api/community/profile/avatar', response: ownProfileResponseSchema }),
  user: defineEndpoint({ method: 'GET', path: '/api/community/users/:id', response: publicProfileResponseSchema }),
  follow: defineEndpoint({ method: 'PUT', path: '/api/community/users/:id/follow', response: followResponseSchema }),
  unfollow: defineEndpoint({ method: 'DELETE', path: '/api/community/users/:id/follow', response: followResponseSchema }),
  people: defineEndpoint({ method: 'GET', path: '/api/community/people', query: peopleQuerySchema, response: peopleResponseSchema }),
};

/** The signed-in member's notifications and their switches. */
export const notificationEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/notifications', query: pageQuerySchema, response: notificationListResponseSchema }),
  unread: defineEndpoint({ method: 'GET', path: '/api/notifications/unread', response: unreadResponseSchema }),
  markRead: defineEndpoint({ method: 'POST', path: '/api/notifications/read', body: markReadSchema, response: unreadResponseSchema }),
  preferences: defineEndpoint({ method: 'GET', path: '/api/notifications/preferences', response: preferencesResponseSchema }),
  updatePreferences: defineEndpoint({ method: 'PUT', path: '/api/notifications/preferences', body: updatePreferencesSchema, response: preferencesResponseSchema }),
};

/** Moderation switches for admins (the reports of the moderation work call the same services). */
export const communityAdminEndpoints = {
  hideItem: defineEndpoint({ method: 'PATCH', path: '/api/admin/community/showcase/:id', body: hideSchema, response: hiddenResponseSchema }),
  hideComment: defineEndpoint({ method: 'PATCH', path: '/api/admin/community/comments/:id', body: hideSchema, response: hiddenResponseSchema }),
};
