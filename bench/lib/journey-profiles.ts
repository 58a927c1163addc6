/**
 * The three ways the journey bench runs each measure (issue 31): a quiet desktop; a phone-class CPU
 * (Chromium's CPU throttling, 4× slower); and that CPU on a "fast 4G" network. Applied per page through
 * the Chrome DevTools Protocol before its first navigation, so everything the page loads is throttled;
 * the bench's own set-up requests (context.request) are not.
 */
import type { Page } from 'playwright';

export interface JourneyProfile {
  name: string;
  /** Chromium's CPU slow-down factor (1 = none). */
  cpuRate: number;
  /** Round-trip latency and bandwidth, or undefined for the loopback network as it is. */
  network?: { latencyMs: number; downBitsPerSecond: number; upBitsPerSecond: number };
}

export const PROFILES: JourneyProfile[] = [
  { name: 'quiet desktop', cpuRate: 1 },
  { name: '4× CPU', cpuRate: 4 },
  // 150 ms RTT, 9 Mbit/s down as the issue names it; 1.5 Mbit/s up, a common 4G upload.
  { name: '4× CPU + fast 4G', cpuRate: 4, network: { latencyMs: 150, downBitsPerSecond: 9_000_000, upBitsPerSecond: 1_500_000 } },
];

/** Throttles `page` as `profile` says (before its first navigation). */
export async function applyProfile(page: Page, profile: JourneyProfile): Promise<void> {
  if (profile.cpuRate === 1 && !profile.network) return;
  const cdp = await page.context().newCDPSession(page);
  if (profile.cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: profile.network.downBitsPerSecond / 8,
      uploadThroughput: profile.network.upBitsPerSecond / 8,
    });
  }
}

/** Picks profiles by `--profiles=0,2` (indexes into PROFILES); all three by default. */
export function chooseProfiles(args: string[]): JourneyProfile[] {
  const picked = args.find((a) => a.startsWith('--profiles='))?.slice(11);
  return picked ? picked.split(',').map((i) => PROFILES[Number(i)]) : PROFILES;
}
