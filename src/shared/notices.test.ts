import { describe, expect, it } from 'vitest';
import { addSeenId, latestNoticeFor, type Notice, parseSeenIds, shouldShowNotice } from './notices';

const notice = (over: Partial<Notice>): Notice => ({
  id: 'n1',
  title: 'Hello',
  message: 'Shop closed Monday',
  isActive: true,
  targetPage: 'all',
  validUntil: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const NOW = new Date('2026-06-01T12:00:00Z');

describe('latestNoticeFor (SPEC §5: only the latest single message for the page or all)', () => {
  it('picks the newest among the page and all', () => {
    const list = [
      notice({ id: 'old', createdAt: '2026-01-01T00:00:00Z' }),
      notice({ id: 'page', targetPage: '/pricing', createdAt: '2026-02-01T00:00:00Z' }),
      notice({ id: 'other', targetPage: '/cart', createdAt: '2026-03-01T00:00:00Z' }),
    ];
    expect(latestNoticeFor(list, '/pricing')?.id).toBe('page');
    expect(latestNoticeFor(list, '/')?.id).toBe('old');
  });
  it('ignores inactive messages and returns null when none match', () => {
    expect(latestNoticeFor([notice({ isActive: false })], '/')).toBeNull();
    expect(latestNoticeFor([], '/')).toBeNull();
  });
});

describe('shouldShowNotice (SPEC §5)', () => {
  it('shows an active, current, unseen message', () => {
    expect(shouldShowNotice(notice({}), NOW, new Set())).toBe(true);
    expect(shouldShowNotice(notice({ validUntil: '2026-06-02T00:00:00Z' }), NOW, new Set())).toBe(true);
  });
  it('hides inactive, expired or seen messages', () => {
    expect(shouldShowNotice(notice({ isActive: false }), NOW, new Set())).toBe(false);
    expect(shouldShowNotice(notice({ validUntil: '2026-05-31T00:00:00Z' }), NOW, new Set())).toBe(false);
    expect(shouldShowNotice(notice({}), NOW, new Set(['n1']))).toBe(false);
    expect(shouldShowNotice(null, NOW, new Set())).toBe(false);
  });
});

describe('seen ids in localStorage', () => {
  it('parses a JSON list and tolerates corrupt values', () => {
    expect([...parseSeenIds('["a","b"]')]).toEqual(['a', 'b']);
    expect(parseSeenIds('{oops').size).toBe(0);
    expect(parseSeenIds('{"a":1}').size).toBe(0);
    expect(parseSeenIds(null).size).toBe(0);
  });
  it('adds an id once', () => {
    const once = addSeenId(null, 'x');
    expect(JSON.parse(addSeenId(once, 'x'))).toEqual(['x']);
  });
});
