import { ANALYTICS_FLUSH_DELAY_MS, ANALYTICS_FLUSH_ITEMS, ANALYTICS_HEARTBEAT_MS, ANALYTICS_MAX_BATCH_ITEMS, type BrowserEvent } from '../../shared/analytics/constants';
import type { AnalyticsBatch } from '../../shared/api/analytics';
import { BatchQueue } from './batch-queue';
import type { RouterLike } from './types';

const ENDPOINT = '/api/analytics/batch';

/**
 * The recorder (its own chunk, decision 41): a page view per route, a page exit with the time shown
 * when the route changes or the page is left, named events, and a heartbeat every 10 minutes while
 * the page is visible (SPEC §9). Batches leave with sendBeacon (fetch keepalive where it is missing
 * or refuses), so neither a navigation nor a closing tab waits for them.
 */
export function startRecorder(router: RouterLike): { track(name: BrowserEvent): void } {
  const queue = new BatchQueue({
    send,
    flushItems: ANALYTICS_FLUSH_ITEMS,
    flushDelayMs: ANALYTICS_FLUSH_DELAY_MS,
    maxItems: ANALYTICS_MAX_BATCH_ITEMS,
    meta: () => ({ screenWidth: window.innerWidth, language: document.documentElement.lang || undefined }),
    whenIdle: (work) => ('requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 0)),
  });

  let path = pathOf(router.state.location.pathname);
  let shownAt = Date.now();
  if (isRecorded(path)) queue.add({ type: 'pageview', path, referrer: referrerHost() });

  const leavePage = () => {
    if (isRecorded(path)) queue.add({ type: 'exit', path, durationMs: Math.min(Date.now() - shownAt, 86_400_000) });
  };
  router.subscribe((state) => {
    const next = pathOf(state.location.pathname);
    if (next === path) return;
    leavePage();
    path = next;
    shownAt = Date.now();
    if (isRecorded(path)) queue.add({ type: 'pageview', path });
  });

  setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    queue.add({ type: 'heartbeat' });
    queue.flush();
  }, ANALYTICS_HEARTBEAT_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  addEventListener('pagehide', () => {
    leavePage();
    queue.flush();
  });

  return { track: (name) => queue.add({ type: 'event', name, path }) };
}

/** The back office is staff, not shoppers: its pages are not counted. */
const isRecorded = (path: string) => !path.startsWith('/admin');

function send(batch: AnalyticsBatch): void {
  const body = JSON.stringify(batch);
  // A string goes as text/plain: no preflight, and sendBeacon accepts it everywhere.
  if (navigator.sendBeacon?.(ENDPOINT, body)) return;
  void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => {});
}

/** The path as the server takes it: ids replaced (page stats count pages, not orders), at most 300 characters. */
export function pathOf(pathname: string): string {
  const path = pathname
    .split('/')
    .map((part) => (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(part) || /^\d{3,}$/.test(part) || part.length > 40 ? ':id' : part))
    .join('/')
    .replace(/\s/g, '');
  return (path.startsWith('/') ? path : `/${path}`).slice(0, 300);
}

/** The referring site's host only, when it is another site. */
function referrerHost(): string | undefined {
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : '';
    return host && host !== location.hostname ? host : undefined;
  } catch {
    return undefined;
  }
}
