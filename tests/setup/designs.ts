import sharp from 'sharp';
import type { TestServer } from './test-server';

export type Who = { jar: Map<string, string> } | null;

const BASE = 'http://localhost:3000';

export const cookieOf = (who: Who) => (who ? [...who.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '');

/** Any method with a JSON body (or none), as the browser on this site would send it. */
export async function call(server: TestServer, who: Who, method: string, url: string, body?: unknown) {
  const cookie = cookieOf(who);
  const res = await server.app.request(`${BASE}${url}`, {
    method,
    headers: { origin: BASE, ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {}
  return { status: res.status, json, text, headers: res.headers };
}

/** GET of a stored file through the app (owner checks apply). */
export async function rawFile(server: TestServer, who: Who, url: string) {
  const cookie = cookieOf(who);
  const path = url.startsWith('http') ? new URL(url).pathname : url;
  const res = await server.app.request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') };
}

export async function uploadForm(server: TestServer, who: Who, url: string, file: Buffer, name = 'image.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name);
  const cookie = cookieOf(who);
  const res = await server.app.request(`${BASE}${url}`, { method: 'POST', body: form, headers: { origin: BASE, ...(cookie ? { cookie } : {}) } });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

export function sampleDesign(text = 'Hello', extra: Record<string, unknown> = {}) {
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 },
    objects: [{ id: 'text-1', type: 'textbox', left: 100, top: 120, originX: 'left', originY: 'top', text, fontFamily: 'Arial' }],
    ...extra,
  };
}

export async function pngDataUrl(width = 1200, height = 800, background = '#e33') {
  const png = await sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A JPEG of random noise: hard to compress, so the thumbnail's quality loop has work to do. */
export async function noiseJpegDataUrl(width = 900, height = 900) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The storage key behind an app file URL. */
export const keyOfUrl = (url: string) =>
  decodeURIComponent(
    new URL(url, BASE).pathname
      .replace(/^\/api\/files\/raw\//, '')
      .split('/')
      .join('/'),
  );

export async function userIdOf(who: { get: (url: string) => Promise<{ json: any }> }): Promise<string> {
  return (await who.get('/api/me')).json.user.id;
}
