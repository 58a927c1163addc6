import dns from 'node:dns/promises';
import { createSafeFetch, SafeFetchError, type SafeFetchOptions, type SafeFetchResponse, safeFetch } from '../../services/net/safe-fetch';
import { type Deadline, raceDeadline } from './deadline';
import { Retryable, type RetryPolicy, withRetries } from './retry';
import { AiProviderError } from './types';

/** Largest result image accepted (a 2048² PNG is ~6 MB; WebP/JPEG far less). */
export const MAX_RESULT_BYTES = 25 * 1024 * 1024;

export type UrlFetcher = (url: string, options: SafeFetchOptions) => Promise<SafeFetchResponse>;

export interface DownloadContext {
  /**
   * The provider's own configured origin (e.g. a self-hosted OpenAI-compatible server on the LAN): the
   * operator chose it, so its URLs are fetched wherever it lives. Every other host — DashScope's OSS
   * buckets, OpenAI's blob storage — goes through the SSRF guard and must be on the public internet.
   */
  trustedOrigin: string;
  /** The guarded fetcher for other hosts (default safeFetch; tests pass one that admits loopback). */
  fetchUntrusted?: UrlFetcher;
  deadline: Deadline;
  retry: RetryPolicy;
}

const trustingFetch = createSafeFetch({ isAllowedAddress: () => true, resolve: (host) => dns.lookup(host, { all: true, verbatim: true }) });

/**
 * Downloads a temporary result URL: within the deadline, capped in size, retried on 5xx and dropped
 * connections, and only if it answers 200 with an image content type.
 */
export async function downloadResult(url: string, ctx: DownloadContext): Promise<Buffer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AiProviderError('provider_error', 'The image provider returned an invalid result URL.');
  }
  const trusted = parsed.origin === new URL(ctx.trustedOrigin).origin;
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
  const fetcher: UrlFetcher = trusted ? trustingFetch : (ctx.fetchUntrusted ?? safeFetch);
  const extra: Partial<SafeFetchOptions> = trusted ? { allowedHosts: [parsed.hostname.replace(/^\[|\]$/g, '')], allowedPorts: [port] } : {};

  return withRetries(
    async () => {
      let res: SafeFetchResponse;
      try {
        res = await raceDeadline(
          fetcher(url, { maxBytes: MAX_RESULT_BYTES, timeoutMs: Math.max(1, ctx.deadline.remainingMs()), headers: { accept: 'image/*' }, ...extra }),
          ctx.deadline,
        );
      } catch (err) {
        throw fetchFailure(err, ctx.deadline);
      }
      if (res.status >= 500) throw new Retryable(new AiProviderError('provider_error', `Downloading the result image failed with HTTP ${res.status}.`));
      if (res.status !== 200) throw new AiProviderError('provider_error', `The result image could not be downloaded (HTTP ${res.status}; temporary links expire).`);
      const type = (res.contentType ?? '').split(';')[0].trim().toLowerCase();
      if (!type.startsWith('image/')) throw new AiProviderError('provider_error', `The result URL did not answer with an image (content type "${type || 'none'}").`);
      return res.body;
    },
    ctx.retry,
    ctx.deadline,
  );
}

function fetchFailure(err: unknown, deadline: Deadline): Error {
  if (err instanceof AiProviderError) return err;
  if (deadline.signal.aborted) return deadline.abortError();
  if (err instanceof SafeFetchError) {
    if (err.code === 'timeout') return deadline.abortError();
    if (err.code === 'network') return new Retryable(new AiProviderError('provider_error', `Downloading the result image failed: ${err.message}`));
    return new AiProviderError('provider_error', `The result image was not downloaded: ${err.message}`);
  }
  return new AiProviderError('provider_error', `Downloading the result image failed: ${(err as Error).message}`);
}
