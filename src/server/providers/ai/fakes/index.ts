import dns from 'node:dns/promises';
import { createSafeFetch } from '../../../services/net/safe-fetch';
import type { Sleep } from '../deadline';
import type { UrlFetcher } from '../download';

export { type FakeDashScope, type FakeDashScopeOptions, startFakeDashScope } from './fake-dashscope';
export { type FakeOpenAi, type FakeOpenAiOptions, type FakeOpenAiReply, startFakeOpenAi } from './fake-openai';
export { type RecordedRequest, testImage } from './loopback';

/**
 * The SSRF-guarded fetcher with the guard opened for loopback: lets a test serve "other host" result
 * URLs (e.g. http://localhost:<port> while the API is http://127.0.0.1:<port>) from a fake.
 */
export function loopbackFetcher(): UrlFetcher {
  const fetcher = createSafeFetch({ isAllowedAddress: () => true, resolve: (host) => dns.lookup(host, { all: true, verbatim: true }) });
  return (url, options) => fetcher(url, { ...options, allowedPorts: [Number(new URL(url).port) || 80] });
}

/** A sleep that returns at once and remembers each wait, so backoff and polling can be asserted quickly. */
export function recordingSleep(): { sleep: Sleep; delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    sleep: async (ms, signal) => {
      delays.push(ms);
      signal.throwIfAborted();
      // Yield so a polling loop lets the fake's answers and the deadline timer run.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}
