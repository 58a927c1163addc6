import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminNewsletterEndpoints as admin, newsletterEndpoints as newsletter } from '../../shared/api/endpoints/forum';
import { call } from './client';

/** The newsletter (/api/newsletter, /api/admin/newsletter). */
export const subscribeToNewsletter = (email: string, language: 'en' | 'zh') => call(newsletter.subscribe, { body: { email, language } });
export const confirmNewsletter = (token: string) => call(newsletter.confirm, { body: { token } });
export const unsubscribeNewsletter = (token: string) => call(newsletter.unsubscribe, { body: { token } });

const overviewKey = ['admin', 'newsletter'] as const;

export function useNewsletterOverview() {
  return useQuery({ queryKey: overviewKey, queryFn: () => call(admin.overview) });
}

export function useSendNewsletter() {
  const client = useQueryClient();
  return async (subject: string, body: string) => {
    const answer = await call(admin.createIssue, { body: { subject, body } });
    await client.invalidateQueries({ queryKey: overviewKey });
    return answer.issue;
  };
}
