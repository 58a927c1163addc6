import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogLanguage, WriteArticle } from '../../shared/api/blog';
import { blogEndpoints as blog } from '../../shared/api/endpoints/forum';
import { normaliseLanguage } from '../i18n';
import { useTranslation } from '../translation/useTranslation';
import { call } from './client';

/** /blog-tutorials' articles (/api/blog), in the reader's interface language where translated (decision 68). */
export const blogKeys = {
  list: (tag: string | null, lang: BlogLanguage) => ['blog', 'list', tag ?? 'all', lang] as const,
  article: (slug: string, lang: BlogLanguage) => ['blog', 'article', slug, lang] as const,
};

/** The interface language, as the blog's `lang` parameter. */
function useBlogLanguage(): BlogLanguage {
  return normaliseLanguage(useTranslation().i18n.language);
}

export function useArticles(tag: string | null) {
  const lang = useBlogLanguage();
  return useQuery({ queryKey: blogKeys.list(tag, lang), queryFn: () => call(blog.list, { query: { tag: tag ?? undefined, lang } }) });
}

export function useArticle(slug: string) {
  const lang = useBlogLanguage();
  return useQuery({ queryKey: blogKeys.article(slug, lang), queryFn: async () => (await call(blog.get, { params: { slug }, query: { lang } })).article });
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
