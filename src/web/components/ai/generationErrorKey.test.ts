import { describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/en.json';
import zh from '../../../shared/i18n/zh.json';
import { ApiError } from '../../api/client';
import { generationErrorKey } from './useGenerate';

const lookup = (texts: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);

describe('generationErrorKey', () => {
  it("tells this site's per-minute limit (429) from the AI service being busy (503)", () => {
    const ours = generationErrorKey(new ApiError(429, 'rate_limited', 'Too many generations in a minute. Please wait a moment.'));
    const provider = generationErrorKey(new ApiError(503, 'rate_limited', 'The AI service is busy right now.'));
    expect(ours).toBe('imageGen.errors.tooMany');
    expect(provider).toBe('imageGen.errors.rateLimited');
    expect(lookup(en, ours)).toBe('Too many generations in a minute. Please wait a moment.');
    for (const key of [ours, provider]) {
      expect(typeof lookup(zh, key)).toBe('string');
      expect(lookup(zh, key)).not.toBe(lookup(en, key));
    }
  });
});
