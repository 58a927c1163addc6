import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ShowcaseListQuery, UpdateProfile } from '../../shared/api/community';
import type { NotificationAnswer, OwnProfile, PublicProfile, ShowcaseCard, ShowcaseItem } from '../../shared/api/community.responses';
import { communityEndpoints, notificationEndpoints, showcaseEndpoints } from '../../shared/api/endpoints/community';
import type { NotificationKind } from '../../shared/community/notification-kinds';
import type { TFunction } from '../translation/translator';
import { ApiError, call } from './client';
import { errorMessage } from './errors';

/** Typed calls and query hooks of the community: /api/showcase, /api/community, /api/notifications. */

export type { NotificationAnswer, OwnProfile, PublicProfile, ShowcaseCard, ShowcaseItem };

export const communityKeys = {
  grid: (q: Partial<ShowcaseListQuery>) => ['showcase', 'grid', q] as const,
  item: (id: string) => ['showcase', 'item', id] as const,
  comments: (id: string) => ['showcase', 'comments', id] as const,
  ownProfile: ['community', 'profile'] as const,
  profile: (id: string) => ['community', 'user', id] as const,
  people: (tab: string) => ['community', 'people', tab] as const,
  notifications: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

type GridQuery = Omit<ShowcaseListQuery, 'cursor' | 'limit'> & { limit?: number };

/** The showcase grid (or an author's items), page by page. */
export function useShowcaseGrid(q: GridQuery, enabled = true) {
  return useInfiniteQuery({
    queryKey: communityKeys.grid(q),
    queryFn: ({ pageParam, signal }) => call(showcaseEndpoints.list, { query: { ...q, limit: q.limit ?? 24, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useShowcaseItem(id: string) {
  return useQuery({ queryKey: communityKeys.item(id), queryFn: async ({ signal }) => (await call(showcaseEndpoints.get, { params: { id } }, { signal })).item, retry: false });
}

export function useComments(id: string) {
  return useInfiniteQuery({
    queryKey: communityKeys.comments(id),
    queryFn: ({ pageParam, signal }) => call(showcaseEndpoints.comments, { params: { id }, query: { limit: 24, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const publishDesign = async (body: { designId: string; title: string; description: string; tags: string[] }) => (await call(showcaseEndpoints.publish, { body })).item;
export const updateShowcaseItem = async (id: string, body: { title?: string; description?: string; tags?: string[] }) =>
  (await call(showcaseEndpoints.update, { params: { id }, body })).item;
export const unpublishShowcaseItem = (id: string) => call(showcaseEndpoints.unpublish, { params: { id } });
export const setLiked = (id: string, liked: boolean) => call(liked ? showcaseEndpoints.like : showcaseEndpoints.unlike, { params: { id } });
export const setSaved = (id: string, saved: boolean) => call(saved ? showcaseEndpoints.save : showcaseEndpoints.unsave, { params: { id } });
export const postComment = (id: string, body: string) => call(showcaseEndpoints.comment, { params: { id }, body: { body } });
export const deleteComment = (id: string) => call(showcaseEndpoints.deleteComment, { params: { id } });
export const remixShowcaseItem = async (id: string) => (await call(showcaseEndpoints.remix, { params: { id } })).designId;
export const orderShowcaseItem = (id: string) => call(showcaseEndpoints.order, { params: { id }, body: {} });

export function useOwnProfile(enabled = true) {
  return useQuery({ queryKey: communityKeys.ownProfile, queryFn: async ({ signal }) => (await call(communityEndpoints.profile, {}, { signal })).profile, enabled });
}
export const updateOwnProfile = async (body: UpdateProfile) => (await call(communityEndpoints.updateProfile, { body })).profile;
export async function uploadAvatar(file: File): Promise<OwnProfile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await call(communityEndpoints.uploadAvatar, { body: form })).profile;
}
export const removeAvatar = async () => (await call(communityEndpoints.removeAvatar)).profile;

export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: communityKeys.profile(id),
    queryFn: async ({ signal }) => (await call(communityEndpoints.user, { params: { id } }, { signal })).profile,
    retry: false,
  });
}
export const setFollowing = (id: string, following: boolean) => call(following ? communityEndpoints.follow : communityEndpoints.unfollow, { params: { id } });

export function usePeople(tab: 'followers' | 'following') {
  return useInfiniteQuery({
    queryKey: communityKeys.people(tab),
    queryFn: ({ pageParam, signal }) => call(communityEndpoints.people, { query: { tab, limit: 24, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: communityKeys.notifications,
    queryFn: ({ pageParam, signal }) => call(notificationEndpoints.list, { query: { limit: 10, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** The bell's number, asked again every minute while the page is open. */
export function useUnreadCount() {
  return useQuery({ queryKey: communityKeys.unread, queryFn: async ({ signal }) => (await call(notificationEndpoints.unread, {}, { signal })).unread, refetchInterval: 60_000 });
}
export const markNotificationsRead = async (ids?: string[]) => (await call(notificationEndpoints.markRead, { body: ids ? { ids } : {} })).unread;

export function useNotificationPreferences() {
  return useQuery({ queryKey: communityKeys.preferences, queryFn: async ({ signal }) => (await call(notificationEndpoints.preferences, {}, { signal })).preferences });
}
export const updateNotificationPreferences = async (preferences: { kind: NotificationKind; inApp: boolean; email: boolean }[]) =>
  (await call(notificationEndpoints.updatePreferences, { body: { preferences } })).preferences;

/** The community's own refusals (`showcase.errors.<code>`), then the app's general ones. */
const COMMUNITY_ERROR_CODES = new Set([
  'email_unverified',
  'follow_self',
  'image_unreadable',
  'font_unavailable',
  'production_input',
  'design_invalid',
  'not_found',
  'invalid_input',
]);

export function communityErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && COMMUNITY_ERROR_CODES.has(error.code)) return t(`showcase.errors.${error.code}`);
  return errorMessage(error, t);
}
