import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/server/jobs';
import { adminClient } from '../setup/admin';
import { userIdOf } from '../setup/designs';
import { seedPaidOrder } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const INTERNAL = 'Reprint from the spare roll; charge the supplier for the smudge.';
const FOR_CUSTOMER = 'Your stickers are on the press.';

/** The shop's notes to itself on an order's timeline: the back office sees them, the customer never (page or mail). */
describe.each(testDbKinds())('internal order notes (%s)', (kind) => {
  let server: TestServer;
  let customer: ReturnType<TestServer['client']>;
  let admin: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    customer = server.client();
    expect((await customer.signUp('notes-customer@test.example')).status).toBe(200);
    admin = await adminClient(server);
  });
  afterAll(() => server.stop());

  it("keeps an internal note off the customer's order page and mail, and shows it to admins marked internal", async () => {
    const id = await seedPaidOrder(server, await userIdOf(customer));
    const internal = await admin.patch(`/api/admin/orders/${id}/status`, { status: 'in_production', note: INTERNAL, internal: true });
    expect(internal.status, internal.text).toBe(200);
    const shipped = await admin.patch(`/api/admin/orders/${id}/status`, {
      status: 'shipped',
      note: FOR_CUSTOMER,
      tracking: { trackingNumber: '1Z999AA10123456784', carrier: 'UPS' },
    });
    expect(shipped.status, shipped.text).toBe(200);

    const seen = await customer.get(`/api/orders/${id}`);
    expect(seen.text).not.toContain(INTERNAL);
    const events = seen.json.order.events as { to: string; note: string | null }[];
    expect(events.find((e) => e.to === 'in_production')?.note).toBeNull();
    expect(events.find((e) => e.to === 'shipped')?.note).toBe(FOR_CUSTOMER);
    expect(JSON.stringify(seen.json)).not.toContain('noteInternal');

    const back = (await admin.get(`/api/admin/orders/${id}`)).json.order.events as { to: string; note: string | null; noteInternal: boolean }[];
    expect(back.find((e) => e.to === 'in_production')).toMatchObject({ note: INTERNAL, noteInternal: true });
    expect(back.find((e) => e.to === 'shipped')).toMatchObject({ note: FOR_CUSTOMER, noteInternal: false });

    const queue = createJobQueue(server.deps, { log: quiet });
    for (let ran = await queue.runDue(); ran > 0; ran = await queue.runDue());
    await queue.stop();
    const mails = (await server.mail.list()).filter((m) => m.to === 'notes-customer@test.example');
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}\n${mail.html ?? ''}`).not.toContain(INTERNAL);
  });

  it('refuses an internal flag that is not a yes or no', async () => {
    const id = await seedPaidOrder(server, await userIdOf(customer));
    expect((await admin.patch(`/api/admin/orders/${id}/status`, { status: 'in_production', note: 'x', internal: 'yes' })).status).toBe(400);
  });
});
