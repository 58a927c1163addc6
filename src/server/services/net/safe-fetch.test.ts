import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch, isPublicAddress, SafeFetchError, safeFetch } from './safe-fetch';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.127.255.255',
    '169.254.169.254',
    '169.254.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '192.0.0.170',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '::',
    '::1',
    '[::1]',
    'fc00::1',
    'fd00:ec2::254',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fec0::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '::ffff:0:10.0.0.1',
    '::127.0.0.1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::1',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    '2001::1',
    '2001:db8::1',
    '3fff::1',
    '100::1',
    'localhost',
    'example.com',
    '0x7f000001',
    '2130706433',
    '127.1',
    '',
    '1.2.3',
    '1:2:3',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '11.0.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('allows public %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('safeFetch against a loopback server', () => {
  const hits: string[] = [];
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(`${req.headers.host} ${req.url}`);
      if (req.url === '/ok') res.end('hello');
      else if (req.url === '/big') res.end('x'.repeat(5000));
      else if (req.url === '/stream') {
        res.write('x'.repeat(3000));
        res.end('y'.repeat(3000)); // no content-length: chunked
      } else if (req.url?.startsWith('/hop/')) {
        const n = Number(req.url.slice(5));
        res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/ok' }).end();
      } else if (req.url === '/to-metadata') res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else if (req.url === '/to-localhost') res.writeHead(307, { location: `http://localhost:${port}/ok` }).end();
      else if (req.url === '/slow') setTimeout(() => res.end('late'), 2000);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const opts = () => ({ maxBytes: 4096, timeoutMs: 1000, allowedPorts: [port] });

  async function refusal(p: Promise<unknown>): Promise<SafeFetchError> {
    return p.then(
      () => {
        throw new Error('expected a refusal');
      },
      (err) => err,
    );
  }

  it('refuses loopback URLs with the real policy, without connecting', async () => {
    const before = hits.length;
    for (const url of [
      `http://127.0.0.1:${port}/ok`,
      `http://localhost:${port}/ok`,
      `http://[::1]:${port}/ok`,
      `http://[::ffff:127.0.0.1]:${port}/ok`,
      `http://2130706433:${port}/ok`,
      `http://0x7f.1:${port}/ok`,
    ]) {
      const err = await refusal(safeFetch(url, opts()));
      expect(err, url).toBeInstanceOf(SafeFetchError);
      expect(err.code, url).toBe('blocked');
    }
    expect(hits.length).toBe(before);
  });

  it('refuses metadata and private addresses, other schemes, other ports and credentials', async () => {
    expect((await refusal(safeFetch('http://169.254.169.254/latest/meta-data/', opts()))).code).toBe('blocked');
    expect((await refusal(safeFetch('http://10.0.0.1/', { maxBytes: 10, timeoutMs: 500 }))).code).toBe('blocked');
    expect((await refusal(safeFetch('http://example.com:8080/', { maxBytes: 10, timeoutMs: 500 }))).code).toBe('blocked');
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'data:text/plain,hi', 'gopher://x/', 'http://user:pw@example.com/', 'not a url']) {
      expect((await refusal(safeFetch(url, opts()))).code, url).toBe('invalid_url');
    }
    expect((await refusal(safeFetch('https://example.com/', { ...opts(), allowedHosts: ['cdn.example.org'] }))).code).toBe('blocked');
  });

  // A policy that lets this loopback server stand in for "the internet", with a fake DNS.
  const loopbackOnly = createSafeFetch({
    isAllowedAddress: (ip) => ip === '127.0.0.1',
    resolve: async (host) => (host === 'pinned.test' ? [{ address: '127.0.0.1', family: 4 }] : host === 'localhost' ? [{ address: '::1', family: 6 }] : []),
  });

  it('connects to the checked address, keeping the host name', async () => {
    const res = await loopbackOnly(`http://pinned.test:${port}/ok`, opts());
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('hello');
    expect(hits.at(-1)).toBe(`pinned.test:${port} /ok`);
  });

  it('follows up to three redirects, re-checking each hop', async () => {
    expect((await loopbackOnly(`http://pinned.test:${port}/hop/2`, opts())).url).toBe(`http://pinned.test:${port}/ok`);
    expect((await refusal(loopbackOnly(`http://pinned.test:${port}/hop/3`, opts()))).code).toBe('too_many_redirects');
    expect((await refusal(loopbackOnly(`http://pinned.test:${port}/to-metadata`, { ...opts(), allowedPorts: [port, 80] }))).code).toBe('blocked');
    expect((await refusal(loopbackOnly(`http://pinned.test:${port}/to-localhost`, opts()))).code).toBe('blocked');
  });

  it('caps the body, declared or streamed, and the time', async () => {
    expect((await refusal(loopbackOnly(`http://pinned.test:${port}/big`, opts()))).code).toBe('too_large');
    expect((await refusal(loopbackOnly(`http://pinned.test:${port}/stream`, opts()))).code).toBe('too_large');
    const started = Date.now();
    expect((await refusal(loopbackOnly(`http://pinned.test:${port}/slow`, { ...opts(), timeoutMs: 200 }))).code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
