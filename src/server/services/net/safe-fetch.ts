import dns from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';

/**
 * Fetching a URL on a user's behalf without letting them reach our own network (SSRF): only http(s) on
 * allowed ports, every hop's DNS answer checked, the connection pinned to the checked address (no second
 * lookup, so no DNS-rebinding window), few redirects, a capped body and an overall deadline.
 */

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** When given, only these host names (exact, case-insensitive; '.example.com' also allows subdomains). */
  allowedHosts?: string[];
  /** Default [80, 443]. */
  allowedPorts?: number[];
  /** Default 3. */
  maxRedirects?: number;
  headers?: Record<string, string>;
}

export interface SafeFetchResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  contentType: string | undefined;
  body: Buffer;
}

export type SafeFetchErrorCode = 'invalid_url' | 'blocked' | 'too_large' | 'timeout' | 'too_many_redirects' | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
  ) {
    super(message);
  }
}

// ── address classification ────────────────────────────────────────────────

/** [network, prefix length] pairs no outbound request may reach. */
const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast
];

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const BLOCKED_V4_RANGES = BLOCKED_V4.map(([net4, bits]) => {
  const size = 2 ** (32 - bits);
  const start = v4ToInt(net4);
  return [start, start + size] as const;
});

function isPublicV4(ip: string): boolean {
  const n = v4ToInt(ip);
  return !BLOCKED_V4_RANGES.some(([start, end]) => n >= start && n < end);
}

/** Eight 16-bit groups, with an embedded dotted quad and a zone id understood. */
function parseV6(ip: string): number[] | null {
  let s = ip.replace(/%.*$/, '');
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (quad) {
    const n = v4ToInt(quad[1]);
    s = `${s.slice(0, -quad[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail, ...rest] = s.split('::');
  if (rest.length) return null;
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - h.length - t.length;
  const groups = [...h, ...Array(fill).fill('0'), ...t].map((g) => Number.parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

const v4From = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

function isPublicV6(ip: string): boolean {
  const g = parseV6(ip);
  if (!g) return false;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // Forms that carry an IPv4 address are judged by that address.
  if (zeros(0, 5) && g[5] === 0xffff) return isPublicV4(v4From(g[6], g[7])); // ::ffff:a.b.c.d (mapped)
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return isPublicV4(v4From(g[6], g[7])); // ::ffff:0:a.b.c.d (SIIT)
  if (zeros(0, 6)) return g[6] + g[7] > 1 && isPublicV4(v4From(g[6], g[7])); // ::, ::1, ::a.b.c.d (compatible)
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isPublicV4(v4From(g[6], g[7])); // NAT64
  if (g[0] === 0x2002) return isPublicV4(v4From(g[1], g[2])); // 6to4
  // Otherwise only global unicast (2000::/3), minus its special blocks.
  if ((g[0] & 0xe000) !== 0x2000) return false; // covers fc00::/7, fe80::/10, ff00::/8, 64:ff9b:1::/48, 100::/64 …
  if (g[0] === 0x2001 && g[1] < 0x200) return false; // 2001::/23 IETF protocol assignments, incl. Teredo and ORCHID
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false; // documentation
  if ((g[0] & 0xfff0) === 0x3ff0) return false; // 3fff::/20 documentation
  return true;
}

/**
 * True only for an address on the public internet. Loopback, private, CGNAT, link-local and cloud
 * metadata (169.254.169.254, fd00:ec2::254), unspecified, multicast, documentation and reserved
 * addresses — also in IPv4-mapped, NAT64 and 6to4 IPv6 forms — are not; nor is anything unparsable.
 */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare.replace(/%.*$/, ''));
  if (family === 4) return isPublicV4(bare);
  if (family === 6) return isPublicV6(bare);
  return false;
}

// ── fetching ──────────────────────────────────────────────────────────────

export interface SafeFetchPolicy {
  isAllowedAddress(ip: string): boolean;
  resolve(host: string): Promise<Array<{ address: string; family: number }>>;
}

const defaultPolicy: SafeFetchPolicy = {
  isAllowedAddress: isPublicAddress,
  resolve: (host) => dns.lookup(host, { all: true, verbatim: true }),
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The one way server code fetches a URL that came from a user. */
export const safeFetch = createSafeFetch(defaultPolicy);

/** Builds a safeFetch with another address policy; only tests use anything but the default. */
export function createSafeFetch(policy: SafeFetchPolicy) {
  return async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeFetchResponse> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      let url = parseUrl(input);
      for (let hop = 0; ; hop++) {
        const target = await checkTarget(url, options, policy);
        const res = await request(url, target, options, controller.signal);
        const location = res.headers.location;
        if (REDIRECTS.has(res.statusCode ?? 0) && location) {
          res.resume();
          if (hop >= (options.maxRedirects ?? 3)) throw new SafeFetchError('too_many_redirects', 'Too many redirects.');
          url = parseUrl(location, url);
          continue;
        }
        const body = await readCapped(res, options.maxBytes);
        return { url: url.toString(), status: res.statusCode ?? 0, headers: res.headers, contentType: res.headers['content-type'], body };
      }
    } catch (err) {
      const decided = err instanceof SafeFetchError && err.code !== 'network';
      if (!decided && controller.signal.aborted) throw new SafeFetchError('timeout', 'The request took too long.');
      if (err instanceof SafeFetchError) throw err;
      throw new SafeFetchError('network', `The request failed: ${(err as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  };
}

function parseUrl(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new SafeFetchError('invalid_url', 'The address is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('invalid_url', 'Only http and https addresses can be fetched.');
  if (url.username || url.password) throw new SafeFetchError('invalid_url', 'Addresses with credentials are not fetched.');
  return url;
}

/** Checks port, host and every resolved address; returns the one address to connect to. */
async function checkTarget(url: URL, options: SafeFetchOptions, policy: SafeFetchPolicy): Promise<{ address: string; family: number }> {
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (!(options.allowedPorts ?? [80, 443]).includes(port)) throw new SafeFetchError('blocked', `Port ${port} is not allowed.`);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (options.allowedHosts && !options.allowedHosts.some((h) => (h.startsWith('.') ? host.endsWith(h.toLowerCase()) : host === h.toLowerCase()))) {
    throw new SafeFetchError('blocked', `The host ${host} is not allowed.`);
  }
  const family = net.isIP(host);
  const addresses = family ? [{ address: host, family }] : await policy.resolve(host).catch(() => []);
  if (!addresses.length) throw new SafeFetchError('network', `The host ${host} could not be resolved.`);
  // Every answer must be public: a name that also points inward is refused outright.
  if (addresses.some((a) => !policy.isAllowedAddress(a.address))) throw new SafeFetchError('blocked', `The host ${host} resolves to an address that is not allowed.`);
  return addresses[0];
}

function request(url: URL, target: { address: string; family: number }, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  // The socket connects to the checked address whatever the name would resolve to now.
  const lookup = ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [target]);
    else cb(null, target.address, target.family);
  }) as unknown as LookupFunction;
  const lib = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(url, {
      method: 'GET',
      lookup,
      agent: false, // no pooled socket from an earlier hop
      signal,
      headers: { 'user-agent': 'StickerStudio/1.0', accept: '*/*', 'accept-encoding': 'identity', ...options.headers },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new SafeFetchError('too_large', 'The response is too large.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw new SafeFetchError('too_large', 'The response is too large.');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
