import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orderItems } from '../../src/server/db/schema';
import { enqueueJob } from '../../src/server/job-contracts/enqueue';
import { orderProductionJob } from '../../src/server/job-contracts/orders';
import { createJobQueue } from '../../src/server/jobs';
import { registerOrderProduction } from '../../src/server/jobs/order-production';
import { JobQueue } from '../../src/server/jobs/queue/queue';
import { markOrderPaid } from '../../src/server/services/orders/transitions';
import type { OrderPayments } from '../../src/server/services/orders/types';
import { getCurrentPriceTable } from '../../src/server/services/pricing/price-tables';
import { orderTotal } from '../../src/shared/pricing/order-total';
import { adminClient } from '../setup/admin';
import { keyOfUrl, rawFile, uploadForm, userIdOf } from '../setup/designs';
import { discDesign, seedHeldOrder, seedOrder, seedPaidOrder } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Refunds the fake provider was asked for. */
function fakePayments() {
  const refunds: { paymentRef: string; amountCents?: number }[] = [];
  const payments: OrderPayments = {
    async refund(paymentRef, amountCents) {
      refunds.push({ paymentRef, amountCents });
    },
  };
  return { payments, refunds };
}

describe.each(testDbKinds())('orders (%s)', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let bob: ReturnType<TestServer['client']>;
  let admin: ReturnType<TestServer['client']>;
  let aliceId: string;
  const provider = fakePayments();
  const db = () => server.deps.database.db;
  /** The app's own queue with every job (production files, mails), driven by hand. */
  const runJobs = async () => {
    const queue = createJobQueue(server.deps, { log: quiet });
    let total = 0;
    for (let ran = await queue.runDue(); ran > 0; ran = await queue.runDue()) total += ran;
    await queue.stop();
    return total;
  };
  const mailsTo = async (email: string) => (await server.mail.list()).filter((m) => m.to === email);

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { orderPayments: provider.payments });
    [alice, bob] = [server.client(), server.client()];
    expect((await alice.signUp('alice-orders@test.example', 'secret123', 'Alice')).status).toBe(200);
    expect((await bob.signUp('bob-orders@test.example')).status).toBe(200);
    admin = await adminClient(server);
    aliceId = await userIdOf(alice);
  });
  afterAll(() => server.stop());

  it('goes from payment to delivery: paid twice at once is one change and one job; files are made once; shipping mails the tracking in the customer language', async () => {
    const id = await seedOrder(server, aliceId, { language: 'zh' });
    const created = await alice.get(`/api/orders/${id}`);
    expect(created.status).toBe(200);
    expect(created.json.order).toMatchObject({ status: 'pending_payment', subtotalCents: 4900, shippingCents: 995, totalCents: 4900 + 995 + 766, language: 'zh' });

    // The webhook and the success page race.
    const results = await Promise.all(Array.from({ length: 8 }, () => markOrderPaid(db(), id, 'pi_1')));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    const paidEvents = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'paid')));
    expect(paidEvents).toHaveLength(1);
    const productionJobs = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, orderProductionJob.name), sql`${jobs.payload}->>'orderId' = ${id}`));
    expect(productionJobs).toHaveLength(1);

    // The job renders the print PDF, the PNG and the SVG from the snapshot and keeps them with the order.
    await runJobs();
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(item.productionStatus).toBe('ready');
    const keys = item.productionKeys as Record<string, string>;
    expect(Object.keys(keys).sort()).toEqual(['pdf', 'png', 'svg']);
    const pdf = await server.deps.storage.getBuffer(keys.pdf);
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const detail = await admin.get(`/api/admin/orders/${id}`);
    expect(detail.json.order.productionJob).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(detail.json.order.itemFiles[0].files.map((f: { kind: string }) => f.kind)).toEqual(['pdf', 'png', 'svg']);
    const download = await rawFile(server, admin, detail.json.order.itemFiles[0].files[0].url);
    expect(download.status).toBe(200);
    expect(download.contentType).toBe('application/pdf');

    // A second run (jobs run at least once) changes nothing: the files never change.
    await enqueueJob(db(), orderProductionJob, { orderId: id });
    await runJobs();
    const [again] = await db().select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(again.productionKeys).toEqual(keys);
    expect((await server.deps.storage.list(`users/${aliceId}/orders/${id}/items/${item.id}/production-`)).length).toBe(3);

    // In production (no mail), then shipped: tracking is required.
    expect((await admin.patch(`/api/admin/orders/${id}/status`, { status: 'in_production' })).status).toBe(200);
    const noTracking = await admin.patch(`/api/admin/orders/${id}/status`, { status: 'shipped' });
    expect(noTracking.status).toBe(400);
    const shipped = await admin.patch(`/api/admin/orders/${id}/status`, { status: 'shipped', tracking: { trackingNumber: '1Z999AA10123456784', carrier: 'UPS' } });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.json.order).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784', trackingCarrier: 'UPS' });
    // Repeated: nothing changes, nothing more is mailed.
    expect((await admin.patch(`/api/admin/orders/${id}/status`, { status: 'shipped' })).status).toBe(200);
    await runJobs();
    const mails = await mailsTo('alice-orders@test.example');
    const subjects = mails.map((m) => m.subject);
    expect(subjects.filter((s) => s.includes(id.slice(0, 8).toUpperCase()))).toEqual(
      expect.arrayContaining([`订单 ${id.slice(0, 8).toUpperCase()} 已确认`, `订单 ${id.slice(0, 8).toUpperCase()} 已发货`]),
    );
    expect(subjects.filter((s) => s.includes('已发货') && s.includes(id.slice(0, 8).toUpperCase()))).toHaveLength(1);
    expect(mails.find((m) => m.subject.includes('已发货'))?.text).toContain('UPS 1Z999AA10123456784');

    expect((await admin.patch(`/api/admin/orders/${id}/status`, { status: 'delivered' })).status).toBe(200);
    const timeline = (await alice.get(`/api/orders/${id}`)).json.order.events.map((e: { to: string }) => e.to);
    expect(timeline).toEqual(['pending_payment', 'paid', 'in_production', 'shipped', 'delivered']);
    // Cancelling a delivered order is refused, by the customer and by the shop.
    expect((await alice.post(`/api/orders/${id}/cancel`, {})).status).toBe(409);
    expect((await admin.patch(`/api/admin/orders/${id}/status`, { status: 'cancelled' })).json.error.code).toBe('order_status');
  });

  it("shows a customer only their own orders: another user's id is 404, on every route", async () => {
    const id = await seedPaidOrder(server, aliceId);
    expect((await bob.get(`/api/orders/${id}`)).status).toBe(404);
    expect((await bob.post(`/api/orders/${id}/cancel`, {})).status).toBe(404);
    expect((await bob.post(`/api/orders/${id}/reorder`, {})).status).toBe(404);
    expect((await bob.post(`/api/orders/${id}/hold/approve`, {})).status).toBe(404);
    expect((await bob.get('/api/orders')).json.orders.map((o: { id: string }) => o.id)).not.toContain(id);
    expect((await alice.get('/api/orders')).json.orders.map((o: { id: string }) => o.id)).toContain(id);
    expect((await bob.get('/api/orders/not-a-uuid')).status).toBe(404);
    expect((await server.client().get('/api/orders')).status).toBe(401);
    // Admins see all.
    expect((await admin.get(`/api/admin/orders/${id}`)).json.order.customer.email).toBe('alice-orders@test.example');
  });

  it('lets the customer cancel before production (refunding a paid order in full) and not after', async () => {
    const pending = await seedOrder(server, aliceId);
    const cancelled = await alice.post(`/api/orders/${pending}/cancel`, {});
    expect(cancelled.json.order).toMatchObject({ status: 'cancelled', refundedCents: 0 });
    expect((await alice.post(`/api/orders/${pending}/cancel`, {})).status).toBe(200);

    const paid = await seedPaidOrder(server, aliceId);
    const before = provider.refunds.length;
    const refunded = await alice.post(`/api/orders/${paid}/cancel`, { note: 'Wrong size' });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.json.order.refundedCents).toBe(refunded.json.order.totalCents);
    expect(provider.refunds.slice(before)).toEqual([{ paymentRef: `pi_test_${paid.slice(0, 8)}`, amountCents: undefined }]);

    const printing = await seedPaidOrder(server, aliceId);
    await admin.patch(`/api/admin/orders/${printing}/status`, { status: 'in_production' });
    const late = await alice.post(`/api/orders/${printing}/cancel`, {});
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('order_in_production');
  });

  it('puts an order on hold with a mail saying what to do; the customer approves as is or sends a replacement', async () => {
    const held = await seedHeldOrder(server, aliceId);
    const view = (await alice.get(`/api/orders/${held}`)).json.order;
    expect(view).toMatchObject({ status: 'on_hold', holdNote: 'The text is too close to the cut line.' });
    await runJobs();
    const mail = (await mailsTo('alice-orders@test.example')).find((m) => m.subject === `Action needed: order ${held.slice(0, 8).toUpperCase()} is on hold`);
    expect(mail?.text).toContain('The text is too close to the cut line.');
    expect(mail?.text).toContain(`http://localhost:3000/account/orders/${held}`);
    const approved = await alice.post(`/api/orders/${held}/hold/approve`, {});
    expect(approved.json.order.status).toBe('paid');
    expect((await alice.post(`/api/orders/${held}/hold/approve`, {})).status).toBe(409);

    const other = await seedHeldOrder(server, aliceId);
    const itemId = (await alice.get(`/api/orders/${other}`)).json.order.items[0].id;
    const form = new FormData();
    const png = await (await import('sharp'))
      .default({ create: { width: 64, height: 64, channels: 4, background: '#00ff00' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'better.png');
    const res = await server.app.request(`http://localhost:3000/api/orders/${other}/items/${itemId}/replacement`, {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost:3000', cookie: [...alice.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    // The replacement waits, proofed, for the customer's approval; approving sends the order back to the queue.
    const replaced = (await res.json()) as { order: { status: string; items: { replacementUrl: string | null; replacementProof: { url: string } | null }[] } };
    expect(replaced.order.status).toBe('on_hold');
    expect(replaced.order.items[0].replacementUrl).toMatch(/replacement-/);
    expect(replaced.order.items[0].replacementProof?.url).toMatch(/proof-/);
    expect((await alice.post(`/api/orders/${other}/hold/approve`, {})).json.order.status).toBe('paid');
  });

  it('reorders in one click: a new pending order with the same snapshot and proof', async () => {
    const id = await seedPaidOrder(server, aliceId);
    const again = await alice.post(`/api/orders/${id}/reorder`, {});
    expect(again.status).toBe(201);
    const original = (await alice.get(`/api/orders/${id}`)).json.order;
    // At today's prices (decision 40): the seeded order's hand-made figures are quoted again.
    const today = orderTotal(
      [{ product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 }],
      await getCurrentPriceTable(db()),
      {
        method: 'standard',
        destination: { country: 'CA', region: 'ON' },
        date: new Date(),
      },
    );
    if (!today.ok) throw new Error(today.error.message);
    expect(again.json.order).toMatchObject({ status: 'pending_payment', totalCents: today.total.total.amountCents });
    expect(again.json.order.id).not.toBe(id);
    expect(again.json.order.items[0].proofUrl).toBe(original.items[0].proofUrl);
    const [a, b] = await Promise.all([id, again.json.order.id].map(async (orderId) => (await db().select().from(orderItems).where(eq(orderItems.orderId, orderId)))[0]));
    expect(b.designKey).toBe(a.designKey);
  });

  it('refunds in full or in part through the payments port, once', async () => {
    const id = await seedPaidOrder(server, aliceId);
    const before = provider.refunds.length;
    const tooMuch = await admin.post(`/api/admin/orders/${id}/refund`, { amountCents: 10_000_000 });
    expect(tooMuch.status).toBe(400);
    const partial = await admin.post(`/api/admin/orders/${id}/refund`, { amountCents: 1000, note: 'Scratched' });
    expect(partial.status, partial.text).toBe(200);
    expect(partial.json.order).toMatchObject({ status: 'refunded', refundedCents: 1000 });
    expect(provider.refunds.slice(before)).toEqual([{ paymentRef: `pi_test_${id.slice(0, 8)}`, amountCents: 1000 }]);
    expect((await admin.post(`/api/admin/orders/${id}/refund`, {})).status).toBe(409);
    await runJobs();
    expect((await mailsTo('alice-orders@test.example')).some((m) => m.subject === `Refund for order ${id.slice(0, 8).toUpperCase()}` && m.text.includes('CAD'))).toBe(true);
  });

  it('lists orders for admins with filters: status, dates, customer e-mail, search', async () => {
    const bobId = await userIdOf(bob);
    const bobs = await seedPaidOrder(server, bobId);
    const list = async (q: string) => (await admin.get(`/api/admin/orders?${q}`)).json.orders.map((o: { id: string }) => o.id) as string[];
    expect(await list('email=bob-orders')).toEqual([bobs]);
    expect(await list(`q=${bobs.slice(0, 8)}`)).toEqual([bobs]);
    expect(await list('status=paid&email=bob')).toEqual([bobs]);
    expect(await list('status=shipped&email=bob')).toEqual([]);
    expect(await list(`from=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
    expect(await list(`to=${new Date(Date.now() + 60_000).toISOString()}&email=bob`)).toEqual([bobs]);
    expect((await admin.get('/api/admin/orders?status=lost')).status).toBe(400);
  });

  it('retries a failing render with backoff, shows the failure to admins, and renders on an admin retry', async () => {
    await runJobs(); // what earlier tests left queued
    const id = await seedOrder(server, aliceId);
    await markOrderPaid(db(), id, 'pi_fail');
    let clock = Date.now();
    let failing = true;
    let renders = 0;
    const queue = new JobQueue({ db: db(), now: () => new Date(clock), random: () => 1, log: quiet });
    registerOrderProduction(queue, server.deps, {
      render: async () => {
        renders++;
        if (failing) throw new Error('the renderer is down');
        return { files: { kind: 'vinyl', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', warnings: [] } };
      },
    });
    for (let attempt = 1; attempt <= orderProductionJob.maxAttempts; attempt++) {
      expect(await queue.runDue()).toBe(1);
      clock += 2 * 60 * 60 * 1000;
    }
    expect(renders).toBe(orderProductionJob.maxAttempts);
    const failed = (await admin.get(`/api/admin/orders/${id}`)).json.order;
    expect(failed.productionJob).toMatchObject({ status: 'failed', attempts: orderProductionJob.maxAttempts, lastError: expect.stringContaining('the renderer is down') });
    expect(failed.items[0].productionStatus).toBe('failed');

    failing = false;
    const retried = await admin.post(`/api/admin/orders/${id}/production/retry`, {});
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json.order.items[0].productionStatus).toBe('waiting');
    clock = Date.now() + 1000;
    expect(await queue.runDue()).toBe(1);
    await queue.stop();
    expect((await admin.get(`/api/admin/orders/${id}`)).json.order.items[0].productionStatus).toBe('ready');
  });
  it('fails a line whose image cannot be drawn at once, naming it to the shop and the customer, and makes the other lines', async () => {
    await runJobs(); // what earlier tests left queued
    // A PNG cut short (an interrupted upload) beside the art: the file would print without it.
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('cut short')]);
    const truncated = `data:image/png;base64,${png.toString('base64')}`;
    const broken = { ...discDesign(), objects: [...discDesign().objects, { id: 'holiday-photo', type: 'Image', left: 0, top: 0, width: 50, height: 50, src: truncated }] };
    const id = await seedOrder(server, aliceId, { lines: [{ design: { document: broken } }, {}] });
    await markOrderPaid(db(), id, 'pi_art');
    const queue = new JobQueue({ db: db(), log: quiet });
    registerOrderProduction(queue, server.deps);
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0); // not retried: the same art fails the same way
    await queue.stop();
    const order = (await admin.get(`/api/admin/orders/${id}`)).json.order;
    expect(order.productionJob).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('line 1 (holiday-photo)') });
    expect(order.items.map((item: { productionStatus: string }) => item.productionStatus)).toEqual(['failed', 'ready']);
    expect(order.items[0].productionFailure).toEqual({ code: 'art_not_drawable', objects: ['holiday-photo'] });
    expect(order.itemFiles[0].files).toEqual([]);
    const mine = (await alice.get(`/api/orders/${id}`)).json.order;
    expect(mine.items[0].productionFailure).toEqual({ code: 'art_not_drawable', objects: ['holiday-photo'] });
    expect(mine.items[1].productionFailure).toBeNull();
  });

  it('fails a line whose image was deleted from storage at once, naming the file, and makes the other lines', async () => {
    await runJobs(); // what earlier tests left queued
    const photo = await sharp({ create: { width: 60, height: 60, channels: 4, background: '#00ff00' } })
      .png()
      .toBuffer();
    const upload = await uploadForm(server, alice, '/api/files/upload', photo, 'beach.png');
    expect(upload.status).toBe(201);
    const src: string = upload.json.url;
    const withPhoto = { ...discDesign(), objects: [...discDesign().objects, { id: 'beach-photo', type: 'Image', left: 0, top: 0, width: 60, height: 60, src }] };
    const id = await seedOrder(server, aliceId, { lines: [{}, { design: { document: withPhoto } }] });
    await server.deps.storage.delete(keyOfUrl(src)); // gone before the file is made: a file without it would be wrong
    await markOrderPaid(db(), id, 'pi_missing_art');
    const queue = new JobQueue({ db: db(), log: quiet });
    registerOrderProduction(queue, server.deps);
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0); // not retried: the file stays missing until the art is replaced
    await queue.stop();
    const order = (await admin.get(`/api/admin/orders/${id}`)).json.order;
    expect(order.productionJob).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining(`line 2 (${src}) is missing`) });
    expect(order.items.map((item: { productionStatus: string }) => item.productionStatus)).toEqual(['ready', 'failed']);
    expect(order.items[1].productionFailure).toEqual({ code: 'art_missing', objects: [src] });
    expect(order.items[1].productionWarnings ?? []).toEqual([]);
    expect(order.itemFiles[1].files).toEqual([]);
    expect(order.itemFiles[0].files.length).toBeGreaterThan(0);
    const mine = (await alice.get(`/api/orders/${id}`)).json.order;
    expect(mine.items[1].productionFailure).toEqual({ code: 'art_missing', objects: [src] });
    expect(mine.items[0].productionFailure).toBeNull();
  });
});
