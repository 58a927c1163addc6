/**
 * A loopback fake of the Google Fonts CSS2 API for tests: `GET /css2?family=Name[:ital,wght@i,w]`
 * answers a stylesheet whose @font-face points at `/files/<name>.ttf` on the same server (as Google's
 * points at its file host), and the file route serves a real TrueType file. Unknown families answer
 * 400, as Google does. Requests are counted, so tests can see what was fetched and what came from the cache.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleFonts {
  baseUrl: string;
  /** Paths asked for, in order (`/css2?family=…`, `/files/…`). */
  requests: string[];
  close(): Promise<void>;
}

/** `families`: family name → the TrueType file served for it (any weight or style asked for). */
export async function startFakeGoogleFonts(families: Record<string, string | Buffer>): Promise<FakeGoogleFonts> {
  const files = new Map(Object.entries(families).map(([name, file]) => [name.toLowerCase(), typeof file === 'string' ? readFileSync(file) : file]));
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname + url.search);
    if (url.pathname === '/css2') {
      const [name, axes = ''] = (url.searchParams.get('family') ?? '').split(':');
      if (!files.has(name.toLowerCase())) {
        res.writeHead(400, { 'content-type': 'text/html' }).end('Bad Request');
        return;
      }
      const [, values = '0,400'] = axes.split('@');
      const [ital, weight] = values.includes(',') ? values.split(',') : ['0', values || '400'];
      const slug = encodeURIComponent(name.toLowerCase().replace(/ /g, '-'));
      const css = `/* latin */\n@font-face {\n  font-family: '${name}';\n  font-style: ${ital === '1' ? 'italic' : 'normal'};\n  font-weight: ${weight};\n  src: url(${baseUrl}/files/${slug}.ttf) format('truetype');\n}\n`;
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(css);
      return;
    }
    const file = /^\/files\/(.+)\.ttf$/.exec(url.pathname);
    const body = file ? files.get(decodeURIComponent(file[1]).replace(/-/g, ' ')) : undefined;
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'font/ttf', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { baseUrl, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
