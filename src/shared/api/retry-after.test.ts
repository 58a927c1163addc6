import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

describe('parseRetryAfter', () => {
  it('reads Retry-After as seconds, as an HTTP date, and retry-after-ms', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(parseRetryAfter(new Headers({ 'retry-after': '7' }), now)).toBe(7000);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Mon, 23 Nov 2026 10:00:05 GMT' }), now)).toBe(5000);
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '250', 'retry-after': '1' }), now)).toBe(250);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(parseRetryAfter(new Headers(), now)).toBeUndefined();
  });
});
