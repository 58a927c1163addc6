import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/server/jobs';
import { addBusinessDays, shopDateOf } from '../../src/shared/delivery/business-days';
import { adminClient } from '../setup/admin';
import { userIdOf } from '../setup/designs';
import { seedPaidOrder } from '../setup/orders';
import { pdfText } from '../setup/pdf-text';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/** After paying: the shop's delivery settings, the arrives-by date, the PDF invoice and tracking links. */
describe.each(testDbKinds())('after payment (%s)', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let bob: ReturnType<TestServer['client']>;
  let admin: ReturnType<TestServer['client']>;
  let aliceId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, bob] = [server.client(), server.client()];
    expect((await alice.signUp('alice-after@test.example', 'secret123', 'Alice')).status).toBe(200);
    expect((await bob.signUp('bob-after@test.example')).status).toBe(200);
    admin = await adminClient(server);
    aliceId = await userIdOf(alice);
  });
  afterAll(() => server.stop());

  /** The app's queue (mails among its jobs), driven by hand. */
  const runJobs = async () => {
    const queue = createJobQueue(server.deps, { log: { info: () => {}, warn: () => {}, error: () => {} } });
    while ((await queue.runDue()) > 0);
    await queue.stop();
  };

  /** The invoice's bytes as the browser downloads them, with `client`'s cookies. */
  async function download(client: ReturnType<TestServer['client']>, orderId: string) {
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await server.app.request(`http://localhost:3000/api/orders/${orderId}/invoice.pdf`, { headers: { cookie } });
    return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  it('keeps the delivery times and registration numbers an admin saves, and refuses malformed ones', async () => {
    expect((await alice.get('/api/admin/shop-settings')).status).toBe(403);
    const defaults = await bob.get('/api/shop/delivery-times');
    expect(defaults.json.deliveryTimes).toEqual({ productionDays: 3, transitDays: { standard: 5, express: 2 } });
    const bad = await admin.patch('/api/admin/shop-settings', { productionDays: 2, transitDays: { standard: 4, express: 1 }, gstHstNumber: '12345', qstNumber: null });
    expect(bad.status).toBe(400);
    const saved = await admin.patch('/api/admin/shop-settings', {
      productionDays: 2,
      transitDays: { standard: 4, express: 1 },
      gstHstNumber: '123456789 rt0001',
      qstNumber: '',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.settings).toMatchObject({ productionDays: 2, transitDays: { standard: 4, express: 1 }, gstHstNumber: '123456789 RT0001', qstNumber: null });
    expect((await bob.get('/api/shop/delivery-times')).json.deliveryTimes).toEqual({ productionDays: 2, transitDays: { standard: 4, express: 1 } });
  });

  it("dates the order's arrival from its payment, in business days", async () => {
    const id = await seedPaidOrder(server, aliceId);
    const order = (await alice.get(`/api/orders/${id}`)).json.order;
    const paidOn = shopDateOf(new Date(order.events.find((e: { to: string }) => e.to === 'paid').at));
    expect(order.arrivesBy).toBe(addBusinessDays(paidOn, 2 + 4));
    // The confirmation says it too, and brings the invoice.
    await runJobs();
    const mail = (await server.mail.list()).find((m) => m.to === 'alice-after@test.example' && m.subject.includes(id.slice(0, 8).toUpperCase()));
    expect(mail?.text).toContain('Arrives by');
    expect(mail?.text).toContain(`/api/orders/${id}/invoice.pdf`);
    expect(mail?.attachments?.map((a) => a.filename)).toContain(`invoice-${id.slice(0, 8).toUpperCase()}.pdf`);
  });

  it('gives the customer a PDF invoice with the tax lines as charged and the GST/HST number, and nobody else', async () => {
    const id = await seedPaidOrder(server, aliceId);
    const invoice = await download(alice, id);
    expect(invoice.status).toBe(200);
    expect(invoice.type).toBe('application/pdf');
    const text = await pdfText(invoice.bytes);
    expect(text).toContain(`SS-${id.slice(0, 8).toUpperCase()}`);
    expect(text).toContain('HST (ON)');
    expect(text).toContain('123456789 RT0001');
    expect(text).toContain('Alice Maple');
    expect(text).toMatch(/Total \(CAD\)/);
    // Another customer, or nobody, cannot: the same answer as for the order's page.
    expect((await download(bob, id)).status).toBe(404);
    expect((await download(server.client(), id)).status).toBe(401);
  });

  it('prints the invoice of an order placed in Chinese with its Chinese name, address and labels', async () => {
    const address = { name: '王小明', line1: '北京路 88 号 1205 室', city: '多伦多', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' } as const;
    const id = await seedPaidOrder(server, aliceId, { language: 'zh', shippingAddress: address });
    const invoice = await download(alice, id);
    expect(invoice.status).toBe(200);
    const text = await pdfText(invoice.bytes);
    for (const expected of ['发票', '收货地址', '王小明', '北京路 88 号 1205 室', '多伦多', '加拿大', '模切贴纸', '小计', '合计（CAD）', `SS-${id.slice(0, 8).toUpperCase()}`]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('?');
  });

  it('takes tracking numbers only in the form of their carrier, and names the carrier as the shop writes it', async () => {
    const id = await seedPaidOrder(server, aliceId);
    expect((await admin.patch(`/api/admin/orders/${id}/status`, { status: 'in_production' })).status).toBe(200);
    const wrong = await admin.patch(`/api/admin/orders/${id}/status`, { status: 'shipped', tracking: { trackingNumber: '12345', carrier: 'purolator' } });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Purolator tracking number');
    const unknown = await admin.patch(`/api/admin/orders/${id}/status`, { status: 'shipped', tracking: { trackingNumber: '123456789012', carrier: 'Pony Express' } });
    expect(unknown.status).toBe(400);
    const shipped = await admin.patch(`/api/admin/orders/${id}/status`, { status: 'shipped', tracking: { trackingNumber: '1234 5678 9012 3456', carrier: 'canada post' } });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.json.order).toMatchObject({ trackingCarrier: 'Canada Post', trackingNumber: '1234567890123456' });
  });
});
