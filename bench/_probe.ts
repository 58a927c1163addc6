import { chromium } from 'playwright';
import { startServer, stopServer } from '/work/wt-speed/bench/lib/journey-setup';
const server = await startServer('/work/wt-speed/dist-speed');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], headless: true });
for (const route of (process.argv[2] ?? '/').split(',')) {
const ctx = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
await page.goto(route); await page.waitForLoadState('networkidle');
const list = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => `${Math.round(e.startTime)}\t${Math.round(e.responseEnd)}\t${e.encodedBodySize}\t${e.initiatorType}\t${new URL(e.name).pathname}${new URL(e.name).search}`));
console.log(`== ${route}\n` + list.join('\n'));
await ctx.close();
}
await browser.close(); await stopServer(server);
