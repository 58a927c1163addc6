/** SPEC §3 admin message as the client sees it. */
export interface Notice {
  id: string;
  title: string;
  message: string;
  isActive: boolean;
  targetPage: string;
  validUntil: string | null;
  createdAt: string;
}

export const NOTICE_ALL_PAGES = 'all';
export const SEEN_NOTICES_STORAGE_KEY = 'seenNotices';

/** SPEC §5: only the latest single message for the page or 'all' is used. */
export function latestNoticeFor(notices: readonly Notice[], page: string): Notice | null {
  const candidates = notices.filter((n) => n.isActive && (n.targetPage === page || n.targetPage === NOTICE_ALL_PAGES));
  candidates.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return candidates[0] ?? null;
}

/** SPEC §5: shown only if active, not past validUntil, and not already seen. */
export function shouldShowNotice(notice: Notice | null, now: Date, seenIds: ReadonlySet<string>): notice is Notice {
  if (!notice?.isActive) return false;
  if (notice.validUntil && new Date(notice.validUntil).getTime() < now.getTime()) return false;
  return !seenIds.has(notice.id);
}

/** Seen status is kept per message id in localStorage as a JSON list; a corrupt value counts as empty. */
export function parseSeenIds(raw: string | null): Set<string> {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function addSeenId(raw: string | null, id: string): string {
  const ids = parseSeenIds(raw);
  ids.add(id);
  return JSON.stringify([...ids].slice(-200));
}
