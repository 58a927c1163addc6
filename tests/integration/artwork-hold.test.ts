import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orderItems, orders } from '../../src/server/db/schema';
import { expireHoldsJob, orderProductionJob } from '../../src/server/job-contracts/orders';
import { createJobQueue } from '../../src/server/jobs';
import { expireUnansweredHolds } from '../../src/server/services/orders/expire-holds';
import type { OrderPayments } from '../../src/server/services/orders/types';
import { HOLD_REASON_TEXT } from '../../src/shared/orders/hold-reasons';
import { adminClient } from '../setup/admin';
import { uploadForm, userIdOf } from '../setup/designs';
import { seedPaidOrder } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const ART = path.resolve(__dirname, '../fixtures/art');
const DAY_MS = 24 * 60 * 60 * 1000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(testDbKinds())('the artwork hold (%s)', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let bob: ReturnType<TestServer['client']>;
  let admin: ReturnType<TestServer['client']>;
  let aliceId: string;
  const refunds: { paymentRef: string; amountCents?: number }[] = [];
  const payments: OrderPayments = {
    async refund(paymentRef, amountCents) {
      refunds.push({ paymentRef, amountCents });
    },
  };
  const db = () => server.deps.database.db;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const lineOf = async (id: string) => (await db().select().from(orderItems).where(eq(orderItems.orderId, id)))[0];
  const replace = (who: typeof alice, orderId: string, itemId: string, file: string) =>
    uploadForm(server, who, `/api/orders/${orderId}/items/${itemId}/replacement`, fs.readFileSync(path.join(ART, file)), file);

  beforeAll(async () => {
    server = await startTestServer(kind, { ORDER_HOLD_ANSWER_DAYS: '10' }, { orderPayments: payments });
    [alice, bob] = [server.client(), server.client()];
    expect((await alice.signUp('alice-hold@test.example', 'secret123', 'Alice')).status).toBe(200);
    expect((await bob.signUp('bob-hold@test.example')).status).toBe(200);
    admin = await adminClient(server);
    aliceId = await userIdOf(alice);
  });
  afterAll(() => server.stop());

  it('holds an order in production with preset reasons in the order language, takes a real replacement, proofs it, and resumes production on approval', async () => {
    const id = await seedPaidOrder(server, aliceId, { language: 'zh' });
    expect((await admin.patch(`/api/admin/orders/${id}/status`, { status: 'in_production' })).status).toBe(200);
    const before = await lineOf(id);

    // Only an admin holds, and a hold says why.
    expect((await alice.post(`/api/admin/orders/${id}/hold`, { reasons: ['low_resolution'] })).status).toBe(403);
    expect((await admin.post(`/api/admin/orders/${id}/hold`, { reasons: [] })).status).toBe(400);
    const held = await admin.post(`/api/admin/orders/${id}/hold`, { reasons: ['low_resolution', 'text_near_cut'], note: '请看第二行字。' });
    expect(held.status, held.text).toBe(200);
    const stored = await orderRow(id);
    expect(stored).toMatchObject({ status: 'on_hold', heldFrom: 'in_production' });
    expect(stored.holdNote).toBe(`${HOLD_REASON_TEXT.low_resolution.zh}\n${HOLD_REASON_TEXT.text_near_cut.zh}\n请看第二行字。`);
    // The shop's setting: 10 days to answer.
    expect(Math.round(((stored.holdAnswerBy as Date).getTime() - Date.now()) / DAY_MS)).toBe(10);
    const view = (await alice.get(`/api/orders/${id}`)).json.order;
    expect(view.holdAnswerBy).toBe((stored.holdAnswerBy as Date).toISOString());

    // Another customer can neither replace nor approve.
    expect((await replace(bob, id, before.id, 'idle-256.png')).status).toBe(404);
    expect((await bob.post(`/api/orders/${id}/hold/approve`, {})).status).toBe(404);
    // Not an image the shop can print.
    const eps = await replace(alice, id, before.id, 'tk-pwrd-logo.eps');
    expect(eps.status).toBe(415);

    // A real 256 px PNG: stored, made into a design, proofed at 2 in — about 128 DPI, which the proof says.
    const replaced = await replace(alice, id, before.id, 'idle-256.png');
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);
    expect(replaced.json.order.status).toBe('on_hold');
    const proof = replaced.json.order.items[0].replacementProof;
    expect(proof.url).toMatch(/proof-/);
    expect(proof.printDpi).toBeGreaterThan(100);
    expect(proof.printDpi).toBeLessThan(150);
    const waiting = await lineOf(id);
    expect(waiting.designKey).toBe(before.designKey);
    const design = JSON.parse((await server.deps.storage.getBuffer(waiting.replacementDesignKey as string))?.toString() ?? '{}');
    expect(design.objects[0]).toMatchObject({ type: 'Image', width: 256, height: 256 });

    const approved = await alice.post(`/api/orders/${id}/hold/approve`, {});
    expect(approved.status, approved.text).toBe(200);
    // Back where it was held from, with the new design and proof, and its files to make again.
    expect(approved.json.order.status).toBe('in_production');
    const after = await lineOf(id);
    expect(after).toMatchObject({
      designKey: waiting.replacementDesignKey,
      proofKey: waiting.replacementProofKey,
      replacementDesignKey: null,
      replacementProofKey: null,
      productionStatus: 'waiting',
      productionKeys: null,
      lowResolutionAcceptedDpi: waiting.replacementPrintDpi,
    });
    expect(await orderRow(id)).toMatchObject({ heldFrom: null, holdAnswerBy: null });
    const production = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, orderProductionJob.name), sql`${jobs.payload}->>'orderId' = ${id}`, eq(jobs.status, 'queued')));
    expect(production).toHaveLength(1);
    // The shop sees the answer on the timeline.
    const timeline = (await admin.get(`/api/admin/orders/${id}`)).json.order.events;
    expect(timeline.at(-1)).toMatchObject({ from: 'on_hold', to: 'in_production', actorKind: 'customer', note: 'New artwork approved (1 line)' });
    // Answered once: a second approval and a late replacement are refused.
    expect((await alice.post(`/api/orders/${id}/hold/approve`, {})).json.error.code).toBe('order_status');
    expect((await replace(alice, id, before.id, 'idle-256.png')).status).toBe(409);

    // A reorder repeats the approved replacement without a new proof.
    const again = await alice.post(`/api/orders/${id}/reorder`, {});
    expect(again.status).toBe(201);
    const repeated = await lineOf(again.json.order.id);
    expect(repeated).toMatchObject({ designKey: after.designKey, proofKey: after.proofKey });
  });

  it('accepts the art as it is: a paid order goes back to paid, its design untouched', async () => {
    const id = await seedPaidOrder(server, aliceId);
    const before = await lineOf(id);
    expect((await admin.post(`/api/admin/orders/${id}/hold`, { reasons: ['thin_lines'] })).json.order.holdNote).toBe(HOLD_REASON_TEXT.thin_lines.en);
    const approved = await alice.post(`/api/orders/${id}/hold/approve`, { note: 'Fine by me' });
    expect(approved.json.order.status).toBe('paid');
    expect(await lineOf(id)).toMatchObject({ designKey: before.designKey, proofKey: before.proofKey });
    expect(approved.json.order.events.at(-1).note).toBe('Artwork approved as it is · Fine by me');
  });

  it('cancels and refunds an order whose hold went unanswered past the setting, once; the customer can no longer answer it', async () => {
    const late = await seedPaidOrder(server, aliceId);
    const fresh = await seedPaidOrder(server, aliceId);
    await admin.post(`/api/admin/orders/${late}/hold`, { reasons: ['low_resolution'] });
    await admin.post(`/api/admin/orders/${fresh}/hold`, { reasons: ['low_resolution'] });
    // `late` was held 11 days ago.
    await db()
      .update(orders)
      .set({ holdAnswerBy: new Date(Date.now() - DAY_MS) })
      .where(eq(orders.id, late));
    const before = refunds.length;

    // The app's queue runs the scheduled job; a second pass finds nothing more to do.
    const queue = createJobQueue(server.deps, { log: quiet });
    await queue.enqueue(expireHoldsJob, {});
    for (let ran = await queue.runDue(); ran > 0; ran = await queue.runDue());
    await queue.stop();
    expect(await expireUnansweredHolds({ db: db(), storage: server.deps.storage, payments })).toBe(0);
    expect(await orderRow(late)).toMatchObject({ status: 'cancelled', refundedCents: (await orderRow(late)).totalCents });
    expect(refunds.slice(before)).toEqual([{ paymentRef: `pi_test_${late.slice(0, 8)}`, amountCents: undefined }]);
    expect((await orderRow(fresh)).status).toBe('on_hold');
    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, late), eq(orderEvents.toStatus, 'cancelled')));
    expect(event).toMatchObject({ fromStatus: 'on_hold', actorKind: 'system' });
    expect(event.note).toContain('No answer to the artwork hold in time');

    const tooLate = await alice.post(`/api/orders/${late}/hold/approve`, {});
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.error.code).toBe('order_status');
  });
});
