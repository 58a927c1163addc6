import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/server/jobs';
import type { MailMessage } from '../../src/server/providers/mail/types';
import { pdfText } from '../setup/pdf-text';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/** Receipts of plans and credit packs: mailed once with the PDF invoice, listed on the billing page, the owner's only. */
describe.each(testDbKinds())('purchase receipts (%s)', (kind) => {
  let server: TestServer;
  let carol: ReturnType<TestServer['client']>;
  let dave: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [carol, dave] = [server.client(), server.client()];
    expect((await carol.signUp('carol-receipts@test.example', 'secret123', 'Carol')).status).toBe(200);
    expect((await dave.signUp('dave-receipts@test.example')).status).toBe(200);
  });
  afterAll(() => server.stop());

  /** Every message the jobs send, with its attachments' bytes (the outbox keeps only their sizes). */
  const sent: MailMessage[] = [];
  const runJobs = async () => {
    const mail = { kind: server.deps.mail.kind, send: async (m: MailMessage) => void sent.push(m) };
    const queue = createJobQueue({ ...server.deps, mail }, { log: { info: () => {}, warn: () => {}, error: () => {} } });
    while ((await queue.runDue()) > 0);
    await queue.stop();
  };

  async function pay(client: ReturnType<TestServer['client']>, body: object) {
    const started = await client.post('/api/payments/checkout', body);
    expect(started.status, started.text).toBe(200);
    const sessionId = started.json.url.split('/checkout/test/')[1];
    expect((await client.post(`/api/payments/test-checkout/${sessionId}/pay`)).status).toBe(200);
    await server.paymentEventsDelivered();
  }

  async function download(client: ReturnType<TestServer['client']>, url: string) {
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await server.app.request(`http://localhost:3000${url}`, { headers: { cookie } });
    return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  const receiptsTo = (to: string) => sent.filter((m) => m.to === to && m.subject.startsWith('Your receipt'));

  it('mails one receipt with its PDF invoice for a credit pack and for a plan, however often the payment is applied', async () => {
    await pay(carol, { purpose: 'pack', packId: 'small', idempotencyKey: 'receipt-pack-1' });
    await pay(carol, { purpose: 'plan', plan: 'silver', idempotencyKey: 'receipt-plan-1' });
    // The webhook delivered, then the success page's sync applies the same payments again.
    expect((await carol.post('/api/payments/sync')).status).toBe(200);
    await runJobs();
    expect((await carol.post('/api/payments/sync')).status).toBe(200);
    await runJobs();
    const mails = receiptsTo('carol-receipts@test.example');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const attachment = mail.attachments?.find((a) => a.contentType === 'application/pdf');
      expect(attachment, mail.subject).toBeDefined();
      const text = await pdfText(new Uint8Array(attachment?.content ?? []));
      expect(text).toContain('Carol');
      expect(text).toMatch(/155 AI image credits|Silver plan/);
      expect(mail.text).toContain('/subscription');
    }
  });

  it("lists the account's invoices, each downloadable by its owner and 404 to anyone else", async () => {
    const list = await carol.get('/api/payments/invoices');
    expect(list.status).toBe(200);
    const kinds = list.json.invoices.map((i: { kind: string }) => i.kind).sort();
    expect(kinds).toEqual(['pack', 'plan']);
    for (const invoice of list.json.invoices) {
      const own = await download(carol, invoice.url);
      expect(own.status).toBe(200);
      expect(own.type).toBe('application/pdf');
      const text = await pdfText(own.bytes);
      expect(text).toContain(invoice.number);
      expect(text).toMatch(invoice.kind === 'pack' ? /CAD 3\.99/ : /CAD 7\.99/);
      expect((await download(dave, invoice.url)).status).toBe(404);
    }
    expect((await dave.get('/api/payments/invoices')).json.invoices).toEqual([]);
    expect((await server.client().get('/api/payments/invoices')).status).toBe(401);
  });
});
