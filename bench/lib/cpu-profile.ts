import type { CDPSession, Page } from 'playwright';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The CDP sampling profiler around one step of the editor bench; prints self and total time per function. */
export class Profiler {
  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<Profiler> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    return new Profiler(cdp);
  }

  async around<T>(label: string, fn: () => Promise<T>): Promise<T> {
    await this.cdp.send('Profiler.start');
    const out = await fn();
    const { profile } = (await this.cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    printProfile(label, profile);
    return out;
  }
}

function printProfile(label: string, profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n: ProfileNode) => {
    const { functionName, url, lineNumber } = n.callFrame;
    // The script's file name tells which chunk (and so which library) a minified function is from.
    return url ? `${functionName || '(anonymous)'} ${url.split('/').pop()?.split('?')[0]}:${lineNumber + 1}` : functionName || '(anonymous)';
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    busy += dt;
    self.set(key(node), (self.get(key(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      if (!n || n.callFrame.functionName === '(root)') continue;
      const k = key(n);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `    ${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / busy).toFixed(0).padStart(3)}%  ${k}`)
      .join('\n');
  console.log(`  profile: ${label}, ${busy.toFixed(0)} ms busy (line numbers are in the unminified bundle)`);
  console.log(`   self time:\n${top(self, 12)}`);
  const bundled = new Map([...total].filter(([k]) => /:\d+$/.test(k)));
  const byScript = new Map<string, number>();
  for (const [k, ms] of self) {
    const script = /\s(\S+):\d+$/.exec(k)?.[1] ?? k;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  }
  console.log(`   self time by script (or the browser's own work):\n${top(byScript, 12)}`);
  console.log(`   total time (JS functions):\n${top(bundled, 16)}`);
}
