import fs from 'node:fs';
import type { Page } from 'playwright';

/** A CDP CPU profile (`Profiler.stop`), as much of it as the summary reads. */
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}
type CallFrame = CpuProfile['nodes'][number]['callFrame'];

/**
 * Where the editor page's time goes, by what it is for. A sample counts for the first phase, in this
 * order, with a frame on its stack that matches (method names survive minifying; the web chunk holds
 * React and the app's runtime). Checked in order because the cut line's mask and the idle caches also
 * render objects: their samples belong to them, not to the canvas's render.
 */
const PHASES: Array<{ name: string; matches(frame: CallFrame): boolean }> = [
  { name: "cut line: the design drawn into the trace's mask", matches: (f) => f.functionName === 'runTrace' || f.functionName === 'currentMask' },
  {
    name: 'caches drawn when idle (decision 72)',
    matches: (f) => f.functionName === 'drawOwnCache' || (f.functionName === 'work' && f.url.includes('/editor-')),
  },
  {
    name: 'open: read, migrate and check, make the objects',
    matches: (f) => ['openDesignFile', 'importDocument', 'enlivenDocumentObjects', 'migrateDesign', 'loadFromJSON'].includes(f.functionName),
  },
  { name: 'canvas render (renderAll)', matches: (f) => ['renderAll', 'renderAndReset', 'renderCanvas'].includes(f.functionName) },
  {
    name: 'React: panels, layers, properties',
    matches: (f) => /\/web-[^/]*\.js$/.test(f.url) || ['performWorkOnRoot', 'performWorkUntilDeadline', 'commitRoot'].includes(f.functionName),
  },
];

/** The summary: phases, then the functions with the most self and total time (`top` rows). */
function summarise(label: string, profile: CpuProfile, top: number): string {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const name = (f: CallFrame) => (f.url ? `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}` : f.functionName);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const phases = new Map<string, number>();
  let busy = 0;
  // Up to the page's mark (the instrument's profileMark), which ends the timed span.
  const markAt = profile.samples.findIndex((id) => byId.get(id)?.callFrame.functionName === 'profileMark');
  profile.samples.forEach((id, i) => {
    if (markAt >= 0 && i >= markAt) return;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(id)?.callFrame;
    if (!leaf || leaf.functionName === '(idle)') return;
    busy += dt;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + dt);
    const stack: CallFrame[] = [];
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)?.callFrame;
      if (f) stack.push(f);
    }
    const phase =
      PHASES.find((p) => stack.some((f) => p.matches(f)))?.name ?? (['(garbage collector)', '(program)'].includes(leaf.functionName) ? leaf.functionName : 'other script');
    phases.set(phase, (phases.get(phase) ?? 0) + dt);
    const seen = new Set<string>();
    for (const f of stack) {
      if (!f.url) continue;
      const key = name(f);
      if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + dt);
      seen.add(key);
    }
  });
  const rows = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `    ${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / busy).toFixed(0).padStart(3)} %  ${k}`)
      .join('\n');
  const cut = markAt >= 0 ? 'to the timed moment' : 'the whole step';
  return `  profile: ${label}, ${busy.toFixed(0)} ms busy (${cut})\n   by phase:\n${rows(phases, PHASES.length + 3)}\n   self time:\n${rows(self, 12)}\n   total time:\n${rows(total, top)}`;
}

/**
 * Runs `fn` under the CPU profiler (CDP, sampling every 100 µs) when `when` holds and prints the
 * summary; PAGE_PROFILE_SAVE=<path prefix> also writes `<prefix>-<label>.cpuprofile` (DevTools opens
 * it); PAGE_PROFILE_TOP=<n> sets the rows of total time (default 30). The page's instrument stops the
 * summary at the timed moment while `__profiling` is set.
 */
export async function profiled<T>(page: Page, label: string, when: boolean, fn: () => Promise<T>): Promise<T> {
  if (!when) return fn();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.evaluate(() => {
    (window as unknown as { __profiling: boolean }).__profiling = true;
  });
  const out = await fn();
  const profile = (await cdp.send('Profiler.stop')).profile as unknown as CpuProfile;
  if (process.env.PAGE_PROFILE_SAVE) fs.writeFileSync(`${process.env.PAGE_PROFILE_SAVE}-${label}.cpuprofile`, JSON.stringify(profile));
  console.log(summarise(label, profile, Number(process.env.PAGE_PROFILE_TOP ?? 30)));
  await page.evaluate(() => {
    (window as unknown as { __profiling: boolean }).__profiling = false;
  });
  await cdp.detach();
  return out;
}
