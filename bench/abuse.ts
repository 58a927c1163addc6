/**
 * `npm run bench -- abuse [--postgres] [--design-mb=9.5]`: the abuse patterns of issue 28 against our
 * real server, each while a probe measures what another visitor waits for a page's read, with the
 * server's memory and storage sampled throughout (see bench/README.md).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { user } from '../src/server/db/schema';
import { createJobQueue } from '../src/server/jobs';
import { buildServer } from '../src/server/server';
import { getCurrentPriceTable } from '../src/server/services/pricing/price-tables';
import { orderTotal } from '../src/shared/pricing/order-total';
import type { StickerOptions } from '../src/shared/sticker';

export const description = 'Abuse patterns (50-line checkouts ×4, 12 proof renders, 40 comments/s): memory, storage and other visitors’ latency';

const ADDRESS = { name: 'Bench Buyer', line1: '1 Sticker Street', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' };
const OPTIONS: StickerOptions = { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'clear', finish: 'gloss', quantity: 100 };
const DISC = {
  version: 2,
  workspace: { id: 'workspace', shape: 'rectangle', width: 600, height: 600 },
  objects: [{ id: 'disc', type: 'Circle', left: 100, top: 100, radius: 200, fill: '#e33' }],
};
const MB = 1024 * 1024;

function flag(args: string[], name: string, fallback: number): number {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
}

function listen(fetchHandler: (r: Request) => Response | Promise<Response>, port = 0): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: fetchHandler, port, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** Notification mails the outbox (the mail provider without SMTP) holds for one address. */
function mailsTo(outbox: string, to: string): number {
  if (!fs.existsSync(outbox)) return 0;
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === to && mail.text.includes('Choose which e-mails you get')).length;
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

/** Another visitor reading a page's notice every 100 ms, and the server's memory every 50 ms, while `attack` runs. */
async function underWatch<T extends Record<string, number>>(origin: string, storageDir: string, attack: () => Promise<T>) {
  const latencies: number[] = [];
  let rssPeak = process.memoryUsage().rss;
  const rssBefore = rssPeak;
  const storageBefore = folderBytes(storageDir);
  let running = true;
  const memory = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${origin}/api/notices/current?page=/`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  const outcome = await attack();
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await probe;
  clearInterval(memory);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    ...outcome,
    seconds,
    rssPeakDeltaMb: (rssPeak - rssBefore) / MB,
    storageDeltaMb: (folderBytes(storageDir) - storageBefore) / MB,
    probeP50: quantile(sorted, 0.5),
    probeP99: quantile(sorted, 0.99),
    probeMax: sorted[sorted.length - 1] ?? 0,
  };
}

export default async function abuse(args: string[]): Promise<void> {
  const designMb = flag(args, 'design-mb', 9.5);
  const databaseUrl = args.includes('--postgres') ? (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) : undefined;
  if (args.includes('--postgres') && !databaseUrl) throw new Error('--postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-bench-abuse-'));
  const probePort = await listen(() => new Response(null));
  await probePort.close();
  const port = Number(new URL(probePort.url).port);
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development', PUBLIC_URL: probePort.url, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const ours = await buildServer(config, { passwordHashParams: { logN: 10, r: 8, p: 1 } });
  const http = await listen(ours.app.fetch, port);
  const origin = http.url;
  const { db } = ours.deps.database;
  const storageDir = path.join(dataDir, 'storage');
  fs.mkdirSync(storageDir, { recursive: true });
  console.log(
    `abuse bench: node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, database ${ours.deps.database.kind}`,
  );

  let accounts = 0;
  async function account(name: string) {
    const email = `bench-abuse-${++accounts}-${Date.now().toString(36)}@bench.test`;
    const res = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password-1', name }),
    });
    if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
    // Verified and a week old: comments need a verified address; the forum's new-account limits are not measured here.
    await db.update(user).set({ emailVerified: true, createdAt: sql`now() - interval '8 days'` }).where(eq(user.email, email));
    // Sign-up answers the same whether or not the address is new (decision 93): the session comes from signing in.
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password-1' }),
    });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = async (method: string, url: string, body?: unknown) => {
      const r = await fetch(`${origin}${url}`, {
        method,
        headers: { origin, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: r.status, json: (await r.json().catch(() => null)) as any };
    };
    return { call, email };
  }

  try {
    // The same probe with nothing else running: what "bounded" is compared with.
    const idle = await underWatch(origin, storageDir, async () => {
      await new Promise((r) => setTimeout(r, 2000));
      return {};
    });
    report('idle (baseline)', idle);

    // Finding 3: four checkouts in parallel, each 50 lines of one large design.
    const buyer = await account('Bench Buyer');
    // The bulk rides in a field the design keeps but nothing draws: the renderer refuses designs whose
    // texts hold more than MAX_TEXT_CHARS, so a huge text box would be refused, not stored 50 times.
    const big = { ...DISC, notes: randomBytes(Math.floor((designMb * MB * 3) / 4)).toString('base64') };
    const saved = await buyer.call('POST', '/api/designs', { name: 'Large', json: big });
    if (saved.status !== 201) throw new Error(`large design: ${saved.status} ${JSON.stringify(saved.json).slice(0, 200)}`);
    const total = orderTotal(Array(50).fill(OPTIONS), await getCurrentPriceTable(db), { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() });
    if (!total.ok) throw new Error(total.error.message);
    const checkoutBody = (key: string) => ({
      purpose: 'order',
      idempotencyKey: key,
      order: {
        lines: Array.from({ length: 50 }, (_, i) => ({ designId: saved.json.design.id, options: OPTIONS, expectedLineCents: total.total.lines[i].line.amountCents })),
        shippingMethod: 'standard',
        address: ADDRESS,
        proofApproved: true,
        expectedTotalCents: total.total.total.amountCents,
        language: 'en',
      },
    });
    const checkouts = await underWatch(origin, storageDir, async () => {
      const answers = await Promise.all([0, 1, 2, 3].map((i) => buyer.call('POST', '/api/payments/checkout', checkoutBody(`bench-abuse-checkout-${i}`))));
      return { ok: answers.filter((a) => a.status === 200).length, refused: answers.filter((a) => a.status !== 200).length };
    });
    report('checkout 50 lines × 4 parallel', checkouts);

    // Finding 4 (measured as it is): 12 quick option changes of one cart line, each rendering a proof.
    const shopper = await account('Bench Shopper');
    const disc = await shopper.call('POST', '/api/designs', { name: 'Disc', json: DISC });
    const added = await shopper.call('POST', '/api/cart/items', { designId: disc.json.design.id, options: OPTIONS });
    if (added.status !== 201 && added.status !== 200) throw new Error(`cart add: ${added.status} ${JSON.stringify(added.json).slice(0, 200)}`);
    const lineId = added.json.itemId;
    const proofs = await underWatch(origin, storageDir, async () => {
      const changes: Promise<{ status: number }>[] = [];
      for (let i = 0; i < 12; i++) {
        const side = 3 + i;
        changes.push(shopper.call('PATCH', `/api/cart/items/${lineId}`, { options: { ...OPTIONS, widthIn: side, heightIn: side } }));
        await new Promise((r) => setTimeout(r, 150));
      }
      const answers = await Promise.all(changes);
      const failed = answers.find((a) => a.status !== 200) as { status: number; json?: unknown } | undefined;
      if (failed) console.log(`  a refused option change: ${failed.status} ${JSON.stringify(failed.json).slice(0, 200)}`);
      return { ok: answers.filter((a) => a.status === 200).length, refused: answers.filter((a) => a.status !== 200).length };
    });
    report('12 quick cart option changes (proofs)', proofs);

    // Finding 7: 40 comments in one second on another member's showcase item, then the mail queue runs.
    const author = await account('Bench Author');
    const authorDesign = await author.call('POST', '/api/designs', { name: 'Shown', json: DISC });
    const item = await author.call('POST', '/api/showcase/items', { designId: authorDesign.json.design.id, title: 'Bench disc' });
    const flooder = await account('Bench Flooder');
    const comments = await underWatch(origin, storageDir, async () => {
      const answers: Promise<{ status: number }>[] = [];
      for (let i = 0; i < 40; i++) {
        answers.push(flooder.call('POST', `/api/showcase/items/${item.json.item.id}/comments`, { body: `Flood ${i}` }));
        await new Promise((r) => setTimeout(r, 25));
      }
      const done = await Promise.all(answers);
      const queue = createJobQueue(ours.deps, { log: { info: () => {}, warn: () => {}, error: () => {} } });
      for (let ran = await queue.runDue(); ran > 0; ran = await queue.runDue());
      await queue.stop();
      const mails = mailsTo(path.join(dataDir, 'outbox'), author.email);
      return { ok: done.filter((a) => a.status === 201).length, refused: done.filter((a) => a.status === 429).length, mailsToAuthor: mails };
    });
    report('40 comments in a second', comments);
    console.log(
      `abuse: idle_probe_p99_ms=${idle.probeP99.toFixed(0)} checkout_storage_mb=${checkouts.storageDeltaMb.toFixed(1)} checkout_rss_peak_mb=${checkouts.rssPeakDeltaMb.toFixed(0)} checkout_probe_p99_ms=${checkouts.probeP99.toFixed(0)} ` +
        `proof_probe_p99_ms=${proofs.probeP99.toFixed(0)} comments_accepted=${comments.ok} comment_mails=${comments.mailsToAuthor}`,
    );
  } finally {
    await http.close();
    await ours.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(label: string, r: Record<string, number>) {
  const extra = Object.entries(r)
    .filter(([k]) => !['seconds', 'rssPeakDeltaMb', 'storageDeltaMb', 'probeP50', 'probeP99', 'probeMax'].includes(k))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    `  ${label.padEnd(40)} ${r.seconds.toFixed(1)} s; ${extra}; storage +${r.storageDeltaMb.toFixed(1)} MB; RSS peak +${r.rssPeakDeltaMb.toFixed(0)} MB; ` +
      `other visitor p50 ${r.probeP50.toFixed(0)} ms, p99 ${r.probeP99.toFixed(0)} ms, max ${r.probeMax.toFixed(0)} ms`,
  );
}
