import { describe, expect, it } from 'vitest';
import { parseForwardedProto } from './forwarded-proto';

describe('parseForwardedProto', () => {
  it('takes http or https from the first value, trimmed, in any case', () => {
    expect(parseForwardedProto('https')).toEqual({ kind: 'valid', proto: 'https' });
    expect(parseForwardedProto(' HTTP ')).toEqual({ kind: 'valid', proto: 'http' });
    expect(parseForwardedProto('Https, http')).toEqual({ kind: 'valid', proto: 'https' });
  });

  it('refuses anything else and says nothing of an absent header', () => {
    for (const bad of ['https://evil.example', 'javascript', 'data:', '', 'ftp', 'http:', 'https evil', 'evil, https']) {
      expect(parseForwardedProto(bad).kind).toBe('refused');
    }
    expect(parseForwardedProto(undefined)).toEqual({ kind: 'absent' });
  });
});
