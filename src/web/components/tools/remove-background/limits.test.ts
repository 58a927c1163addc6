import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_FILE_BYTES, processingSize, resultFileName, sameOriginImageUrl } from './limits';

const ORIGIN = 'https://stickers.example';

describe('background removal tool limits', () => {
  it('accepts PNG, JPEG and WebP files of a sensible size', () => {
    expect(fileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(fileProblem({ type: 'image/webp', size: MAX_FILE_BYTES })).toBeNull();
    expect(fileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('bgremoval.errors.type');
    expect(fileProblem({ type: 'application/pdf', size: 1000 })).toBe('bgremoval.errors.type');
    expect(fileProblem({ type: 'image/jpeg', size: MAX_FILE_BYTES + 1 })).toBe('bgremoval.errors.size');
    expect(fileProblem({ type: 'image/png', size: 0 })).toBe('bgremoval.errors.empty');
  });

  it('scales only images larger than the limit, keeping the aspect ratio', () => {
    expect(processingSize(1024, 768)).toEqual({ width: 1024, height: 768, scaled: false });
    expect(processingSize(8192, 4096)).toEqual({ width: 4096, height: 2048, scaled: true });
    expect(processingSize(10, 50000, 4096)).toEqual({ width: 1, height: 4096, scaled: true });
  });

  it('takes ?src only from this site', () => {
    expect(sameOriginImageUrl('/api/files/raw/users/u1/materials/a.png', ORIGIN)).toBe(`${ORIGIN}/api/files/raw/users/u1/materials/a.png`);
    expect(sameOriginImageUrl(`${ORIGIN}/api/files/raw/x.png`, ORIGIN)).toBe(`${ORIGIN}/api/files/raw/x.png`);
    expect(sameOriginImageUrl('https://evil.example/x.png', ORIGIN)).toBeNull();
    expect(sameOriginImageUrl('//evil.example/x.png', ORIGIN)).toBeNull();
    expect(sameOriginImageUrl('/\\evil.example/x.png', ORIGIN)).toBeNull();
    expect(sameOriginImageUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(sameOriginImageUrl('data:image/png;base64,AAAA', ORIGIN)).toBeNull();
    expect(sameOriginImageUrl(`https://user:pw@stickers.example/x.png`, ORIGIN)).toBeNull();
    expect(sameOriginImageUrl(null, ORIGIN)).toBeNull();
  });

  it('names the result after the original', () => {
    expect(resultFileName('cat photo.JPG')).toBe('cat photo-no-bg.png');
    expect(resultFileName('a/b:c.png')).toBe('a-b-c-no-bg.png');
    expect(resultFileName('')).toBe('image-no-bg.png');
  });
});
