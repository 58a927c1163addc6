/**
 * `npm run bench -- checkout [--events=600] [--concurrency=8] [--pglite-only]`: the payments webhook
 * under Stripe's delivery (each event 1–3 times, shuffled, concurrent) on PGlite and PostgreSQL.
 * Each run: the whole app with the Stripe client pointed at the loopback fake of Stripe, users seeded
 * with a saved design, pack and sticker-order checkouts started through the service (an order checkout
 * prices the cart again and creates the order) and paid in the fake, plan checkouts paid and then
 * changed; then every signed event is POSTed to /api/payments/webhook (app.request, the real route:
 * signature check, re-read from the fake, one transaction). Prints events/s (deliveries per second of
 * wall time), p50/p99 latency of one delivery, and duplicates (credit grants beyond one per paid pack,
 * plus orders not paid exactly once, plus subscriptions that differ from the fake's last state: must be 0).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { creditLedger, orderEvents, orders, subscriptions } from '../src/server/db/schema';
import { FAKE_STRIPE_KEY, startFakeStripe } from '../src/server/providers/payments/fakes/fake-stripe';
import { buildServer } from '../src/server/server';
import { beginCheckout } from '../src/server/services/checkout/begin';
import { createDesign } from '../src/server/services/designs';
import { startCheckout } from '../src/server/services/payments';
import { getCurrentPriceTable } from '../src/server/services/pricing/price-tables';
import type { DesignDocument } from '../src/shared/design';
import { CREDIT_PACKS } from '../src/shared/plans';
import { orderTotal } from '../src/shared/pricing/order-total';
import type { StickerOptions } from '../src/shared/sticker';
import { postWebhook, runConcurrently, type StripeEvent, seededRandom, signEvent, stripeEvent, TEST_WEBHOOK_SECRET, withDuplicates } from '../tests/setup/payments';

import { measureQuote } from './lib/checkout-quote';
import { postgresUrl } from './lib/postgres';

export const description = 'payments webhook: events/s, p99, duplicates (packs, plans, sticker orders) on PGlite and PostgreSQL (+ the quote function)';

function flag(args: string[], name: string, fallback: number): number {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
}

const PLAN_PRICES = { bronze: 'price_bronze', silver: 'price_silver', gold: 'price_gold', platinum: 'price_platinum' } as const;

/** What the order checkouts buy: a saved design (a red disc) as 3 in die-cut stickers, shipped to Toronto. */
const DISC: DesignDocument = {
  version: 2,
  workspace: { id: 'workspace', shape: 'rectangle', width: 600, height: 600 },
  objects: [{ id: 'disc', type: 'Circle', left: 100, top: 100, radius: 200, fill: '#e03131' }],
} as DesignDocument;
const ORDER_LINE: StickerOptions = { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 100 };
const ADDRESS = { name: 'Bench Buyer', line1: '1 Sticker Street', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' } as const;

interface RunResult {
  kind: string;
  /** Of the events, paid sticker-order checkouts. */
  orders: number;
  events: number;
  deliveries: number;
  eventsPerSec: number;
  p50: number;
  p99: number;
  duplicates: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(databaseUrl: string | undefined, eventTarget: number, concurrency: number): Promise<RunResult> {
  const fake = await startFakeStripe();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-bench-checkout-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    PUBLIC_URL: 'http://localhost:3000',
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_API_BASE: fake.url,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_BRONZE: PLAN_PRICES.bronze,
    STRIPE_PRICE_SILVER: PLAN_PRICES.silver,
    STRIPE_PRICE_GOLD: PLAN_PRICES.gold,
    STRIPE_PRICE_PLATINUM: PLAN_PRICES.platinum,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const server = await buildServer(config, { paymentsLog: () => {} });
  const { db } = server.deps.database;
  const deps = server.deps.paymentsDeps;
  const random = seededRandom(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  try {
    const users: string[] = [];
    const designOf = new Map<string, string>();
    const designDeps = { db, storage: server.deps.storage, maxPixels: config.storage.uploadMaxPixels };
    for (let i = 0; i < 40; i++) {
      const id = `bench-${Date.now()}-${i}`;
      await db.execute(sql`INSERT INTO "user" (id, name, email) VALUES (${id}, 'Bench', ${`${id}@bench.test`})`);
      await db.insert(subscriptions).values({ userId: id });
      users.push(id);
      designOf.set(id, (await createDesign(designDeps, { id, isAdmin: false }, { name: 'Disc', json: DISC, isFavorite: false })).id);
    }
    const figures = orderTotal([ORDER_LINE], await getCurrentPriceTable(db), { method: 'standard', destination: { country: 'CA', region: 'ON' }, date: new Date() });
    if (!figures.ok) throw new Error(figures.error.message);
    const orderCheckouts = new Set<string>();
    const events: StripeEvent[] = [];
    const paid = new Map<string, number>();
    const subs: string[] = [];
    let n = 0;
    for (const userId of users.slice(0, 10)) {
      const { checkoutId } = await startCheckout(
        deps,
        { id: userId, email: `${userId}@bench.test` },
        { purpose: 'plan', plan: pick(['bronze', 'silver', 'gold', 'platinum'] as const), idempotencyKey: `bench-plan-${userId}` },
      );
      const sessionId = [...fake.sessions.values()].find((s) => s.client_reference_id === checkoutId)?.id as string;
      const session = fake.complete(sessionId);
      subs.push(session.subscription as string);
      events.push(
        stripeEvent('customer.subscription.created', fake.subscriptions.get(session.subscription as string) as object),
        stripeEvent('checkout.session.completed', session),
      );
    }
    while (events.length < eventTarget) {
      n++;
      const roll = random();
      if (roll < 0.25) {
        const userId = pick(users);
        const { checkoutId } = await beginCheckout(
          { payments: deps, storage: server.deps.storage },
          { id: userId, email: `${userId}@bench.test` },
          {
            purpose: 'order',
            idempotencyKey: `bench-order-${n}`,
            order: {
              lines: [{ designId: designOf.get(userId) as string, options: ORDER_LINE, expectedLineCents: figures.total.lines[0].line.amountCents }],
              shippingMethod: 'standard',
              address: ADDRESS,
              proofApproved: true,
              expectedTotalCents: figures.total.total.amountCents,
              language: 'en',
            },
          },
        );
        const sessionId = [...fake.sessions.values()].find((s) => s.client_reference_id === checkoutId)?.id as string;
        events.push(stripeEvent('checkout.session.completed', fake.complete(sessionId)));
        orderCheckouts.add(checkoutId);
      } else if (roll < 0.75) {
        const userId = pick(users);
        const pack = pick(CREDIT_PACKS);
        const { checkoutId } = await startCheckout(deps, { id: userId, email: `${userId}@bench.test` }, { purpose: 'pack', packId: pack.id, idempotencyKey: `bench-pack-${n}` });
        const sessionId = [...fake.sessions.values()].find((s) => s.client_reference_id === checkoutId)?.id as string;
        events.push(stripeEvent('checkout.session.completed', fake.complete(sessionId)));
        paid.set(checkoutId, pack.credits);
      } else {
        const subId = pick(subs);
        const sub = fake.subscriptions.get(subId) as unknown as { items: { data: Array<{ id: string }> } };
        fake.updateSubscription(subId, { items: [{ id: sub.items.data[0].id, price: pick(Object.values(PLAN_PRICES)) }] });
        events.push(stripeEvent('customer.subscription.updated', sub));
      }
    }
    const deliveries = withDuplicates(events, random, 3);
    const latencies: number[] = [];
    let failures = 0;
    const t0 = performance.now();
    await runConcurrently(
      deliveries.map((event) => async () => {
        const { raw, header } = signEvent(event);
        const start = performance.now();
        const res = await postWebhook(server.app, raw, header);
        latencies.push(performance.now() - start);
        if (res.status !== 200) failures++;
      }),
      concurrency,
    );
    const seconds = (performance.now() - t0) / 1000;
    if (failures) throw new Error(`${failures} deliveries failed`);

    const grants = await db
      .select({ reason: creditLedger.reason, n: sql<string>`count(*)` })
      .from(creditLedger)
      .where(sql`${creditLedger.kind} = 'grant'`)
      .groupBy(creditLedger.reason);
    let duplicates = 0;
    const granted = new Set<string>();
    for (const g of grants) {
      duplicates += Number(g.n) - 1;
      granted.add(g.reason.match(/checkout ([0-9a-f-]{36})/)?.[1] ?? '');
    }
    for (const id of paid.keys()) if (!granted.has(id)) duplicates++; // a lost grant counts as a wrong effect too
    // Each paid order checkout: its order paid, with exactly one 'paid' step in its timeline.
    const orderRows = await db.select({ id: orders.id, status: orders.status }).from(orders);
    const paidSteps = await db
      .select({ orderId: orderEvents.orderId, n: sql<string>`count(*)` })
      .from(orderEvents)
      .where(sql`${orderEvents.toStatus} = 'paid'`)
      .groupBy(orderEvents.orderId);
    const stepsOf = new Map(paidSteps.map((p) => [p.orderId, Number(p.n)]));
    duplicates += Math.abs(orderRows.length - orderCheckouts.size);
    for (const o of orderRows) if (o.status !== 'paid' || stepsOf.get(o.id) !== 1) duplicates++;
    const rows = await db.select().from(subscriptions).where(sql`${subscriptions.providerSubscriptionId} IS NOT NULL`);
    for (const row of rows) {
      const sub = fake.subscriptions.get(row.providerSubscriptionId as string) as unknown as { items: { data: Array<{ price: { id: string } }> } };
      const plan = Object.entries(PLAN_PRICES).find(([, price]) => price === sub.items.data[0].price.id)?.[0];
      if (row.plan !== plan) duplicates++;
    }
    const sorted = latencies.sort((a, b) => a - b);
    return {
      kind: server.deps.database.kind,
      orders: orderCheckouts.size,
      events: events.length,
      deliveries: deliveries.length,
      eventsPerSec: deliveries.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      duplicates,
    };
  } finally {
    await server.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The quote function's median time per quote, µs (the quote bench's measure, bench/lib/checkout-quote.ts). */
function quoteMicros(): string {
  return measureQuote().quoteUs.toFixed(2);
}

export default async function checkout(args: string[]): Promise<void> {
  const eventTarget = flag(args, 'events', 600);
  const concurrency = flag(args, 'concurrency', 8);
  console.log(
    `checkout bench: node ${process.version}, ${os.cpus().length} cores; ${eventTarget} events (packs, sticker orders, plan changes), each delivered 1–3 times, ${concurrency} at a time`,
  );
  const results: RunResult[] = [];
  const report = (r: RunResult) =>
    console.log(
      `  ${r.kind.padEnd(8)} ${r.events} events (${r.orders} order checkouts), ${r.deliveries} deliveries: ${r.eventsPerSec.toFixed(1)} events/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, duplicates ${r.duplicates}`,
    );
  results.push(await run(undefined, eventTarget, concurrency));
  report(results[0]);
  if (!args.includes('--pglite-only')) {
    const pg = postgresUrl();
    if ('skipped' in pg) console.log(`  postgres skipped: ${pg.skipped}`);
    else {
      try {
        results.push(await run(pg.url, eventTarget, concurrency));
        report(results[1]);
      } finally {
        pg.stop?.();
      }
    }
  }
  // The headline figures are PostgreSQL's when it ran (the production engine), else PGlite's.
  const headline = results.find((r) => r.kind === 'postgres') ?? results[0];
  const duplicates = results.reduce((sum, r) => sum + r.duplicates, 0);
  const quote = quoteMicros();
  console.log(`checkout: events_per_s=${headline.eventsPerSec.toFixed(1)} event_p99_ms=${headline.p99.toFixed(1)} duplicates=${duplicates} quote_us=${quote}`);
}
