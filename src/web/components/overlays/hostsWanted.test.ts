import { describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  const hosts = await import('./hostsWanted');
  // Mantine's store outlives the module reset: start with no toast.
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
  return { ...hosts, notifications };
}

describe('the overlay hosts load on first use', () => {
  it('are not wanted until something shows a toast', async () => {
    const { overlayHostsWanted, notifications } = await fresh();
    expect(overlayHostsWanted()).toBe(false);
    notifications.show({ message: 'Saved' });
    expect(overlayHostsWanted()).toBe(true);
  });

  it('are wanted by the first manager modal', async () => {
    const { overlayHostsWanted } = await fresh();
    const { whenModalsReady } = await import('./modalsReady');
    expect(overlayHostsWanted()).toBe(false);
    whenModalsReady(() => undefined);
    expect(overlayHostsWanted()).toBe(true);
  });
});
