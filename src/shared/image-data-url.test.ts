import { describe, expect, it } from 'vitest';
import { canonicalImageDataUrl } from './image-data-url';
import { isAllowedImageUrl } from './image-hosts';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2" fill="red"/></svg>';
const allowed = (url: string) => isAllowedImageUrl(url, { appOrigin: 'https://stickerstudio.ca' });

describe('canonicalImageDataUrl', () => {
  it('reads jpg as jpeg and drops parameters such as a charset', () => {
    expect(canonicalImageDataUrl('data:image/jpg;base64,/9j/AA==')).toEqual({ url: 'data:image/jpeg;base64,/9j/AA==', transcode: false });
    expect(canonicalImageDataUrl('data:image/PNG;charset=binary;base64,iVBORw0KGgo=')?.url).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('joins base64 split over lines and URL-encoded base64', () => {
    expect(canonicalImageDataUrl('data:image/png;base64,iVBO\r\nRw0K\n Ggo=')?.url).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(canonicalImageDataUrl('data:image/png;base64,iVBO%2BRw0K%2FGgo%3D')?.url).toBe('data:image/png;base64,iVBO+Rw0K/Ggo=');
  });

  it('turns URL-encoded or plain SVG, with or without a charset, into base64', () => {
    const expected = `data:image/svg+xml;base64,${btoa(svg)}`;
    expect(canonicalImageDataUrl(`data:image/svg+xml,${encodeURIComponent(svg)}`)?.url).toBe(expected);
    expect(canonicalImageDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)?.url).toBe(expected);
    expect(canonicalImageDataUrl(`data:image/svg+xml;utf8,${svg}`)?.url).toBe(expected);
  });

  it('marks AVIF and BMP for re-encoding as PNG', () => {
    expect(canonicalImageDataUrl('data:image/avif;base64,AAAA')).toEqual({ url: 'data:image/avif;base64,AAAA', transcode: true, mime: 'image/avif' });
    expect(canonicalImageDataUrl('data:image/x-ms-bmp;base64,Qk0=')).toEqual({ url: 'data:image/bmp;base64,Qk0=', transcode: true, mime: 'image/bmp' });
  });

  it('every canonical form is one the host check accepts', () => {
    for (const input of ['data:image/jpg;base64,/9j/AA==', `data:image/svg+xml,${encodeURIComponent(svg)}`, 'data:image/webp;base64,UklG\nRg==']) {
      const out = canonicalImageDataUrl(input);
      expect(out && allowed(out.url), input).toBe(true);
    }
  });

  it('refuses what is not an image it can read', () => {
    for (const bad of [
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/tiff;base64,AAAA',
      'data:image/png,rawbytes',
      'data:image/png;base64,AA"onerror',
      'data:image/svg+xml,%E0%A4%A',
      'data:image/png',
      'https://x.example/a.png',
    ]) {
      expect(canonicalImageDataUrl(bad), bad).toBeNull();
    }
  });
});
