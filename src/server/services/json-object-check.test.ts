import { describe, expect, it } from 'vitest';
import { isJsonObjectText } from './json-object-check';

const big = (inner: string) => `{"pad":"${'x'.repeat(200_000)}",${inner}}`;

describe('isJsonObjectText', () => {
  it('accepts one JSON object, small or large (parsed on a worker thread)', async () => {
    expect(await isJsonObjectText('{"a":1}')).toBe(true);
    expect(await isJsonObjectText(big('"objects":[1,2,3]'))).toBe(true);
  });

  it('refuses anything else, small or large', async () => {
    for (const text of ['not json', '[1,2]', '"text"', 'null', '{"a":}', '']) expect(await isJsonObjectText(text), text).toBe(false);
    expect(await isJsonObjectText(big('"a":}'))).toBe(false);
    expect(await isJsonObjectText(`[${'1,'.repeat(100_000)}1]`)).toBe(false);
  });

  it('answers many checks at once, each its own', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? big('"bad":') : big(`"i":${i}`)));
    expect(await Promise.all(texts.map(isJsonObjectText))).toEqual(texts.map((_, i) => i % 3 !== 0));
  });
});
