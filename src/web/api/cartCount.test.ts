import { describe, expect, it, vi } from 'vitest';

vi.mock('./client', () => ({ ApiError: class ApiError extends Error {}, call: vi.fn() }));

describe('the header cart count', () => {
  it('follows the cart query’s answers once the query cache is loaded, and nothing else', async () => {
    const { CART_QUERY_KEY, cartCountNow, subscribeCartCount } = await import('./cartCount');
    const { queryClient } = await import('./query-client');
    const heard = vi.fn();
    subscribeCartCount(heard);
    expect(cartCountNow()).toBeNull();

    queryClient.setQueryData(CART_QUERY_KEY, { lines: [{ id: 'a' }, { id: 'b' }] });
    expect(cartCountNow()).toBe(2);
    queryClient.setQueryData(['cart', 'tax', {}], { lines: [] });
    expect(cartCountNow()).toBe(2);
    queryClient.setQueryData(CART_QUERY_KEY, { lines: [] });
    expect(cartCountNow()).toBe(0);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
