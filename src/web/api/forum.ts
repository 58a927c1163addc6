import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { forumEndpoints as forum, adminModerationEndpoints as moderation } from '../../shared/api/endpoints/forum';
import { forumAttachmentEndpoints } from '../../shared/api/endpoints/forum-attachments';
import type { CreateReport, CreateThread, ForumCategoryId } from '../../shared/api/forum';
import type { ReportResolution, ReportTargetType } from '../../shared/community/moderation';
import { call } from './client';

/** The forum, reports and moderation (/api/forum, /api/reports, /api/admin/moderation). */
export const forumKeys = {
  categories: ['forum', 'categories'] as const,
  threads: (category: ForumCategoryId | null) => ['forum', 'threads', category ?? 'all'] as const,
  thread: (id: string, page: number | 'last') => ['forum', 'thread', id, page] as const,
  reports: ['admin', 'moderation', 'reports'] as const,
};

export function useForumCategories() {
  return useQuery({ queryKey: forumKeys.categories, queryFn: async () => (await call(forum.categories)).categories });
}

export function useThreadList(category: ForumCategoryId | null) {
  return useInfiniteQuery({
    queryKey: forumKeys.threads(category),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call(forum.threads, { query: { category: category ?? undefined, cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useThreadPage(id: string, page: number | 'last') {
  return useQuery({ queryKey: forumKeys.thread(id, page), queryFn: () => call(forum.thread, { params: { id }, query: { page } }) });
}

/** Every forum write; each refreshes what it changed. */
export function useForumActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['forum'] });
  return {
    createThread: async (input: CreateThread) => {
      const answer = await call(forum.createThread, { body: input });
      await refresh();
      return answer.thread.id;
    },
    reply: async (threadId: string, body: string) => {
      const answer = await call(forum.reply, { params: { id: threadId }, body: { body } });
      await refresh();
      return answer;
    },
    edit: async (postId: string, body: string) => {
      const answer = await call(forum.editPost, { params: { id: postId }, body: { body } });
      await refresh();
      return answer;
    },
    remove: async (postId: string) => {
      const answer = await call(forum.deletePost, { params: { id: postId } });
      await refresh();
      return answer;
    },
    report: (input: CreateReport) => call(forum.report, { body: input }),
    // Admins (the server checks).
    lock: async (threadId: string, locked: boolean) => {
      await call(moderation.lock, { params: { id: threadId }, body: { locked } });
      await refresh();
    },
    setHidden: async (targetType: ReportTargetType, targetId: string, hidden: boolean) => {
      await call(moderation.hide, { body: { targetType, targetId, hidden } });
      await refresh();
    },
    resolve: async (targetType: ReportTargetType, targetId: string, resolution: ReportResolution) => {
      await call(moderation.resolve, { body: { targetType, targetId, resolution } });
      await Promise.all([refresh(), client.invalidateQueries({ queryKey: forumKeys.reports })]);
    },
  };
}

export function useReportedItems() {
  return useQuery({ queryKey: forumKeys.reports, queryFn: async () => (await call(moderation.reports)).items });
}

/** An image for a post being written: checked and kept by the server, answered with the address to write into the post. */
export async function uploadForumImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await call(forumAttachmentEndpoints.upload, { body: form })).attachment;
}
