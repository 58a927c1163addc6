import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFile } from '../../build/compress-assets';
import type { PageHead } from '../services/seo';
import { IMMUTABLE, staticApp } from './static';

/** A built app in miniature: index.html, a hashed script and stylesheet compressed by the build's own code, a public file. */
let dist: string;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const style = `${'.a { color: red; }\n'.repeat(200)}`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'static-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Sticker Studio</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.css'), style);
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  await compressFile(path.join(dist, 'assets/index-AbC123.js'));
  await compressFile(path.join(dist, 'assets/index-AbC123.css'));
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (url: string, acceptEncoding?: string) =>
  staticApp({ webDistDir: dist }).request(url, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

describe('static delivery of the built app (decision 18)', () => {
  it('the build wrote brotli and gzip beside each asset, both smaller and both decoding to the original', () => {
    const js = fs.readFileSync(path.join(dist, 'assets/index-AbC123.js'));
    const br = fs.readFileSync(path.join(dist, 'assets/index-AbC123.js.br'));
    const gz = fs.readFileSync(path.join(dist, 'assets/index-AbC123.js.gz'));
    expect(br.length).toBeLessThan(js.length);
    expect(gz.length).toBeLessThan(js.length);
    expect(brotliDecompressSync(br).equals(js)).toBe(true);
    expect(gunzipSync(gz).equals(js)).toBe(true);
  });

  it('sends brotli to a browser that accepts it (as Chromium asks), with the script type and immutable caching', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const res = await get('/assets/index-AbC123.css', 'gzip, deflate');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/css/);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(style);
  });

  it('sends the file as it is (identity) without Accept-Encoding, or with one it cannot match, still varying on it', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'gzip;q=0']) {
      const res = await get('/assets/index-AbC123.js', acceptEncoding);
      expect(res.headers.get('Content-Encoding'), acceptEncoding).toBeNull();
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
      expect(await res.text()).toBe(script);
    }
  });

  it('answers HEAD with the encoded length', async () => {
    const res = await staticApp({ webDistDir: dist }).request('/assets/index-AbC123.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(Number(res.headers.get('Content-Length'))).toBe(fs.statSync(path.join(dist, 'assets/index-AbC123.js.br')).size);
  });

  it('index.html, client routes and public files are revalidated (no-cache), never immutable', async () => {
    for (const url of ['/', '/index.html', '/pricing', '/account/projects', '/robots.txt']) {
      const res = await get(url, 'br, gzip');
      expect(res.status, url).toBe(200);
      expect(res.headers.get('Cache-Control'), url).toBe('no-cache');
    }
    expect(await (await get('/pricing')).text()).toContain('<div id="root">');
  });

  it('a missing hashed asset is a 404, not index.html', async () => {
    const res = await get('/assets/index-Old999.js', 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).not.toMatch(/html/);
  });

  it('over real HTTP (node-server), the bytes on the wire are the brotli file', async () => {
    const server = serve({ fetch: staticApp({ webDistDir: dist }).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { headers, body } = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/assets/index-AbC123.js', agent: false, headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
      expect(headers['content-encoding']).toBe('br');
      expect(headers['cache-control']).toBe(IMMUTABLE);
      expect(body.equals(fs.readFileSync(path.join(dist, 'assets/index-AbC123.js.br')))).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('page heads when the database is away (decision 94)', () => {
  const generic: PageHead = { language: 'en', title: 'Sticker Studio', description: 'd', canonical: null, alternates: [], imageUrl: null, ogType: 'website', noindex: true };
  const seoFailingWith = (err: Error) => ({ headFor: () => Promise.reject(err), genericHead: () => generic });

  it('serves the app with the generic head as 503 with Retry-After, so a crawler comes back rather than dropping the page', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const res = await staticApp({ webDistDir: dist }, seoFailingWith(down)).request('/showcase/abc');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('any other failure is a server error, not hidden', async () => {
    const app = new Hono().route('/', staticApp({ webDistDir: dist }, seoFailingWith(new Error('a bug'))));
    app.onError((_err, c) => c.text('failed', 500));
    expect((await app.request('/showcase/abc')).status).toBe(500);
  });
});
