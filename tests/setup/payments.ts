import { randomBytes } from 'node:crypto';
import { signWebhookPayload } from '../../src/server/providers/payments/webhook-signature';

/**
 * A reusable harness for webhook tests (packs, subscriptions and orders): Stripe-shaped
 * events, signed like Stripe signs them, delivered shuffled, duplicated and concurrently through the
 * real POST /api/payments/webhook.
 */

export const TEST_WEBHOOK_SECRET = 'whsec_test_integration_secret';

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  data: { object: Record<string, unknown> };
}

/** An event as Stripe sends it, carrying a snapshot (a copy) of the object at that moment. */
export function stripeEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)): StripeEvent {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created,
    livemode: false,
    api_version: '2025-08-27.basil',
    data: { object: structuredClone(object) as Record<string, unknown> },
  };
}

/** The raw body and its Stripe-Signature header. */
export function signEvent(event: StripeEvent, secret = TEST_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) {
  const raw = JSON.stringify(event);
  return { raw, header: signWebhookPayload(secret, raw, timestamp) };
}

type AppLike = { request(url: string, init: RequestInit): Response | Promise<Response> };

/** POSTs a raw body to the webhook route as Stripe does (no cookie, no Origin). */
export async function postWebhook(app: AppLike, raw: string, header: string | undefined): Promise<{ status: number; body: unknown }> {
  const res = await app.request('http://localhost:3000/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    body: raw,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** A small seeded PRNG (mulberry32), so a failing shuffle can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Each item 1 to `maxCopies` times (Stripe delivers at least once), shuffled. */
export function withDuplicates<T>(items: T[], random: () => number, maxCopies = 3): T[] {
  return shuffle(
    items.flatMap((item) => Array.from({ length: 1 + Math.floor(random() * maxCopies) }, () => item)),
    random,
  );
}

/** Runs the tasks with at most `concurrency` in flight; rejects with the first failure. */
export async function runConcurrently(tasks: Array<() => Promise<unknown>>, concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
}
