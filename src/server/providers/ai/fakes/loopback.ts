import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * Shared plumbing of the loopback fakes (fake OpenAI images API, fake DashScope): a node:http server on
 * 127.0.0.1 with a random port that records every request, JSON answers, and test images.
 */

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. /v1/images/generations. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined for none, the raw text when it was not JSON. */
  body: unknown;
  /** Date.now() when the request arrived (for backoff assertions). */
  at: number;
}

export interface LoopbackServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type LoopbackHandler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

/** Control requests (`/__fake/...`: queue answers from another process, read the log) are not recorded. */
export const CONTROL_PREFIX = '/__fake/';

export async function startLoopbackServer(handler: LoopbackHandler, port = 0): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    readBody(req).then(
      async (raw) => {
        const recorded: RecordedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: parseBody(raw), at: Date.now() };
        if (!recorded.path.startsWith(CONTROL_PREFIX)) requests.push(recorded);
        try {
          await handler(recorded, res);
        } catch (err) {
          if (!res.headersSent) sendJson(res, 500, { message: `fake server error: ${(err as Error).message}` });
        }
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Slow answers still pending must not hold the test run open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(raw: string): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function sendBytes(res: ServerResponse, status: number, body: Buffer | string, contentType: string): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Waits, but gives up early when the client hangs up (a timed-out caller). */
export function waitOrHangUp(res: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const COLOURS = ['#ff6b6b', '#4dabf7', '#69db7c', '#ffd43b', '#b197fc', '#f783ac'];

/** A plain test image of the given size; `n` picks its colour, so images of one answer differ. */
export function testImage(width: number, height: number, n = 0, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: COLOURS[n % COLOURS.length] } });
  return (format === 'png' ? image.png({ compressionLevel: 1 }) : image.jpeg()).toBuffer();
}

/** "1024x768" or "1328*1328" → { width, height }; undefined when malformed. */
export function parseSize(size: unknown, separator: 'x' | '*'): { width: number; height: number } | undefined {
  if (typeof size !== 'string') return undefined;
  const [w, h, extra] = size.split(separator);
  const width = Number(w);
  const height = Number(h);
  return extra === undefined && Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 ? { width, height } : undefined;
}

/** Body of a control request as a list (one answer or several). */
export function asList<T>(body: unknown): T[] {
  return (Array.isArray(body) ? body : [body]).filter((x): x is T => typeof x === 'object' && x !== null);
}
