import zlib from 'node:zlib';
import sharp from 'sharp';

/** Small real images of each accepted type, made by sharp. */
export async function sampleImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 3, height = 2): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();
}

/** A ~90-byte PNG whose IHDR claims width×height: a decompression bomb as far as any decoder knows. */
export async function pngBomb(width = 20000, height = 20000): Promise<Buffer> {
  const png = Buffer.from(await sampleImage('png', 1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The CRC covers the chunk type and data: 'IHDR' (offset 12) plus 13 data bytes.
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

export const SAMPLE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- made by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#f80"/><stop offset="1" stop-color="#08f"/></linearGradient></defs>
  <rect id="r" width="120" height="80" rx="12" fill="url(#g)"/>
  <use href="#r" x="4"/>
  <text x="10" y="40" style="font-family: sans-serif; fill: #fff">Hi &amp; bye</text>
</svg>`;

export const EVIL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="50" height="50" onload="alert(1)">
  <script>alert('x')</script>
  <style>@import url(https://evil.example/x.css); .a { fill: red }</style>
  <style>.ok { fill: blue }</style>
  <rect width="50" height="50" onclick="alert(2)" style="fill: url(https://evil.example/paint)"/>
  <circle r="5" fill="url('http://evil.example/g#a')"/>
  <circle r="6" fill="url(#local)" class="ok"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <use href="//evil.example/s.svg#i"/>
  <image href="http://169.254.169.254/latest/meta-data" width="1" height="1"/>
  <image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <a href="javascript:alert(3)"><text>link</text></a>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <set attributeName="href" to="javascript:alert(4)"/>
  <iframe src="https://evil.example"/>
</svg>`;

type RequestFn = (url: string, init: RequestInit) => Response | Promise<Response>;

/** POSTs a multipart upload the way the browser does, with a signed-in client's cookie jar. */
export async function postUpload(request: RequestFn, jar: Map<string, string> | null, file: Buffer | Blob, name = 'image.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', file instanceof Blob ? file : new Blob([new Uint8Array(file)], { type }), name);
  const cookie = jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const res = await request('http://localhost:3000/api/files/upload', {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
}
