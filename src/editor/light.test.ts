import { describe, expect, it, vi } from 'vitest';

// If anything reachable from light.ts imported a value from Fabric, loading it would hit this.
vi.mock('fabric', () => {
  throw new Error('src/editor/light.ts loaded Fabric');
});

describe('the Fabric-free entry (light.ts)', () => {
  it('loads without Fabric, so the web app can use it outside the lazily loaded editor chunk', async () => {
    const light = await import('./light');
    expect(light.EDITOR_ACTIONS.length).toBeGreaterThan(10);
    expect(typeof light.downloadBlob).toBe('function');
  });
});
