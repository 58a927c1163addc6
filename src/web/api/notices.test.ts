import { afterEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('./client', () => ({ call: (...args: unknown[]) => call(...args) }));

const { currentNotice, forgetCurrentNotices } = await import('./notices');
const notice = { id: 'n1', title: 'Holidays', message: 'Closed', isActive: true, targetPage: '/', validUntil: null, createdAt: '2026-11-29T00:00:00.000Z' };

describe('the current notice read by the shell', () => {
  afterEach(() => {
    vi.useRealTimers();
    call.mockReset();
    forgetCurrentNotices();
  });

  it('asks once per page within a minute, again after a minute or when forgotten', async () => {
    vi.useFakeTimers();
    call.mockResolvedValue({ notice });
    expect(await currentNotice('/')).toEqual(notice);
    expect(await currentNotice('/')).toEqual(notice);
    expect(call).toHaveBeenCalledTimes(1);
    await currentNotice('/cart');
    expect(call).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_001);
    await currentNotice('/');
    expect(call).toHaveBeenCalledTimes(3);
    forgetCurrentNotices();
    await currentNotice('/');
    expect(call).toHaveBeenCalledTimes(4);
  });

  it('takes a failed read for no notice', async () => {
    call.mockRejectedValue(new Error('offline'));
    expect(await currentNotice('/')).toBeNull();
  });
});
