import { noticeEndpoints as notices } from '../../shared/api/endpoints/notices';
import type { Notice } from '../../shared/notices';
import { call } from './client';

/**
 * The current global notice of a page (SPEC §2), read without the query library: the shell asks on every
 * page, the landing's first among them, and the landing loads no TanStack Query (decision 28). An answer
 * is kept a minute per page; a failed read is no notice (it is not retried).
 */
const FRESH_MS = 60_000;
const answers = new Map<string, { at: number; notice: Promise<Notice | null> }>();

export function currentNotice(page: string): Promise<Notice | null> {
  const kept = answers.get(page);
  if (kept && Date.now() - kept.at < FRESH_MS) return kept.notice;
  const notice = call(notices.current, { query: { page } }).then(
    (answer) => answer.notice,
    () => null,
  );
  answers.set(page, { at: Date.now(), notice });
  return notice;
}

/** Forgets the kept answers (after an admin changed the notices). */
export function forgetCurrentNotices(): void {
  answers.clear();
}
