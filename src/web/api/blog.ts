import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WriteArticle } from '../../shared/api/blog';
import { blogEndpoints as blog } from '../../shared/api/endpoints/forum';
import { call } from './client';

/** /blog-tutorials' articles (/api/blog; issue 18). */
export const blogKeys = { list: (tag: string | null) => ['blog', 'list', tag ?? 'all'] as const, article: (slug: string) => ['blog', 'article', slug] as const };

export function useArticles(tag: string | null) {
  return useQuery({ queryKey: blogKeys.list(tag), queryFn: () => call(blog.list, { query: { tag: tag ?? undefined } }) });
}

export function useArticle(slug: string) {
  return useQuery({ queryKey: blogKeys.article(slug), queryFn: async () => (await call(blog.get, { params: { slug } })).article });
}

export function useBlogActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['blog'] });
  return {
    create: async (input: WriteArticle) => {
      const { slug } = await call(blog.create, { body: input });
      await refresh();
      return slug;
    },
    update: async (slug: string, input: WriteArticle) => {
      await call(blog.update, { params: { slug }, body: input });
      await refresh();
    },
    remove: async (slug: string) => {
      await call(blog.remove, { params: { slug } });
      await refresh();
    },
  };
}
