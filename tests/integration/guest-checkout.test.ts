import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, designs, guestShoppers, orders } from '../../src/server/db/schema';
import { createJobQueue } from '../../src/server/jobs';
import { CHECKOUT_LIMITS } from '../../src/server/services/checkout/limits';
import type { StickerOptions } from '../../src/shared/sticker';
import { adminClient } from '../setup/admin';
import { discDesign, TEST_ADDRESS } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const OPTIONS: StickerOptions = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

type Client = ReturnType<TestServer['client']>;

/**
 * Guest shoppers (decision 88): a cart in the database against a signed guest cookie, guest checkout
 * with an e-mail address, the order's signed link, the merge at sign-in and the orders an account takes
 * once it verifies the address they were placed with.
 */
describe.each(testDbKinds())('guest cart and checkout on %s', (kind) => {
  let server: TestServer;
  const db = () => server.deps.database.db;
  const runJobs = async () => {
    const queue = createJobQueue(server.deps, { log: quiet });
    for (let ran = await queue.runDue(); ran > 0; ran = await queue.runDue());
    await queue.stop();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.deps.paymentsDeps.log = () => {};
  });
  afterAll(() => server?.stop());

  /** A guest with one uploaded design in its cart (the /upload-pricing path). */
  async function guestWithLine(name = 'Logo') {
    const guest = server.client();
    const added = await guest.post('/api/cart/designs', { name, json: discDesign(), options: OPTIONS });
    expect(added.status).toBe(200);
    return {
      guest,
      added: added.json as {
        itemId: string;
        designId: string;
        cart: { lines: Array<{ id: string; designId: string; designRevision: number; proofKey: string; price: { lineCents: number } }> };
      },
    };
  }

  /** Pays the guest's cart in test mode; the order's id. */
  async function guestOrder(guest: Client, email: string, key: string): Promise<string> {
    const cart = (await guest.get('/api/cart')).json.cart;
    const lines = cart.lines.map((l: { designId: string; designRevision: number; proofKey: string; options: StickerOptions; price: { lineCents: number } }) => ({
      designId: l.designId,
      designRevision: l.designRevision,
      proofKey: l.proofKey,
      options: l.options,
      expectedLineCents: l.price.lineCents,
    }));
    const tax = await guest.post('/api/cart/tax', { lines: lines.map((l: { options: StickerOptions }) => l.options), shippingMethod: 'standard', address: TEST_ADDRESS });
    const order = { lines, shippingMethod: 'standard', address: TEST_ADDRESS, proofApproved: true, expectedTotalCents: tax.json.total.amountCents, language: 'en', email };
    const started = await guest.post('/api/payments/checkout', { purpose: 'order', idempotencyKey: key, order });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const sessionId = started.json.url.split('/checkout/test/')[1];
    const paid = await guest.post(`/api/payments/test-checkout/${sessionId}/pay`);
    expect(paid.status).toBe(200);
    await server.paymentEventsDelivered();
    const [row] = await db().select().from(orders).where(eq(orders.contactEmail, email.toLowerCase()));
    expect(paid.json.redirectUrl).toBe(`http://localhost:3000/orders/${row.id}?checkout=success`);
    return row.id;
  }

  it('answers an empty cart to a new guest without making anything, and keeps each guest to its own cart', async () => {
    const stranger = server.client();
    const before = await db().$count(guestShoppers);
    const empty = await stranger.get('/api/cart');
    expect(empty.status).toBe(200);
    expect(empty.json.cart.lines).toEqual([]);
    expect(stranger.jar.has('ss_guest')).toBe(false);
    expect(await db().$count(guestShoppers)).toBe(before);

    const { guest, added } = await guestWithLine();
    expect(guest.jar.get('ss_guest')).toMatch(/^[0-9a-f-]{36}\./);
    expect(added.cart.lines).toHaveLength(1);
    expect(added.cart.lines[0].price.lineCents).toBeGreaterThan(0);
    // The count the header shows is the number of lines of GET /api/cart, the same for guests.
    expect((await guest.get('/api/cart')).json.cart.lines).toHaveLength(1);

    // Another guest sees nothing of it and cannot change it.
    const other = (await guestWithLine('Other')).guest;
    expect((await other.get('/api/cart')).json.cart.lines.map((l: { id: string }) => l.id)).not.toContain(added.itemId);
    expect((await other.patch(`/api/cart/items/${added.itemId}`, { options: { ...OPTIONS, quantity: 100 } })).status).toBe(404);
    expect((await other.del(`/api/cart/items/${added.itemId}`)).status).toBe(404);
    expect((await other.post('/api/cart/items', { designId: added.designId, options: OPTIONS })).status).toBe(404);

    // The line's proof is served to its guest only.
    const proof = new URL((await guest.get('/api/cart')).json.cart.lines[0].proofUrl, 'http://localhost:3000').pathname;
    expect((await guest.get(proof)).status).toBe(200);
    expect((await other.get(proof)).status).toBe(401);
    expect((await server.client().get(proof)).status).toBe(401);

    // A cookie whose MAC was changed names nobody: an empty cart, not the guest's.
    const forged = server.client();
    const [id, mac] = (guest.jar.get('ss_guest') as string).split('.');
    forged.jar.set('ss_guest', `${id}.${mac.slice(0, -2)}xx`);
    expect((await forged.get('/api/cart')).json.cart.lines).toEqual([]);
  });

  it('checks a guest out with an e-mail address, mails the signed link, and opens the order by link or cookie only', async () => {
    const { guest } = await guestWithLine();
    const cart = (await guest.get('/api/cart')).json.cart;
    const line = cart.lines[0];
    const noEmail = await guest.post('/api/payments/checkout', {
      purpose: 'order',
      idempotencyKey: 'guest-no-email-1',
      order: {
        lines: [{ designId: line.designId, options: OPTIONS, expectedLineCents: line.price.lineCents }],
        shippingMethod: 'standard',
        address: TEST_ADDRESS,
        proofApproved: true,
        expectedTotalCents: 1,
        language: 'en',
      },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.json.error.code).toBe('email_required');

    const orderId = await guestOrder(guest, 'Guest.Buyer@Test.Example', 'guest-order-0001');
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'paid', contactEmail: 'guest.buyer@test.example' });
    // The paid line left the guest's cart.
    expect((await guest.get('/api/cart')).json.cart.lines).toEqual([]);
    expect((await guest.get(`/api/orders/${orderId}`)).json.order).toMatchObject({ id: orderId, status: 'paid' });

    await runJobs();
    const mail = (await server.mail.list()).find((m) => m.to === 'guest.buyer@test.example');
    expect(mail?.subject).toMatch(/confirmed/);
    // The order page's link (the mail also links the invoice, under /api/orders/…/invoice.pdf).
    const link = mail?.text.match(/https?:\/\/[^\s/]+\/orders\/[^\s/?]+\?t=\S+/)?.[0] as string;
    expect(link).toContain(`/orders/${orderId}?t=`);
    expect(mail?.text).toMatch(/\/login\?tab=signup&redirect=%2Faccount%2Forders%2F.+&email=guest.buyer%40test.example/);
    const token = new URL(link).searchParams.get('t') as string;

    const stranger = server.client();
    expect((await stranger.get(`/api/orders/${orderId}?t=${token}`)).json.order).toMatchObject({ id: orderId, status: 'paid' });
    expect((await stranger.get(`/api/orders/${orderId}?t=${token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await stranger.get(`/api/orders/${orderId}`)).status).toBe(401);
    // The link opens that order only: another order with the same token is refused.
    const otherGuest = (await guestWithLine('Second')).guest;
    const otherOrder = await guestOrder(otherGuest, 'second.guest@test.example', 'guest-order-0002');
    expect((await stranger.get(`/api/orders/${otherOrder}?t=${token}`)).status).toBe(404);
    // Another guest's cookie does not open it either, nor does it list anything.
    expect((await otherGuest.get(`/api/orders/${orderId}`)).status).toBe(404);
    expect((await otherGuest.get('/api/orders')).status).toBe(401);

    // Its proof pictures show in that other browser too: signed, expiring addresses bound to the order.
    const byLink = (await stranger.get(`/api/orders/${orderId}?t=${token}`)).json.order;
    const proofUrl = byLink.items[0].proofUrl as string;
    expect(proofUrl).toMatch(new RegExp(`^/api/files/order/${orderId}/.+\\?e=\\d+&s=`));
    const picture = await stranger.get(proofUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    expect((await stranger.get(proofUrl.replace(/s=.{4}/, 's=AAAA'))).status).toBe(404);
    // Bound to the order and the file: the signature opens neither under another order nor for another file.
    expect((await stranger.get(proofUrl.replace(orderId, otherOrder))).status).toBe(404);
    expect((await stranger.get(proofUrl.replace(/\.png\?/, '.webp?'))).status).toBe(404);
    // The owner's own page keeps the plain addresses its session opens; a stranger gets nothing from those.
    const plain = (await guest.get(`/api/orders/${orderId}`)).json.order.items[0].proofUrl as string;
    expect(plain).not.toContain('/api/files/order/');
    expect((await stranger.get(new URL(plain, 'http://localhost:3000').pathname)).status).toBe(401);

    // The invoice opens like the order: by its signed link (the mail's), never with a forged one.
    const invoice = await stranger.get(`/api/orders/${orderId}/invoice.pdf?t=${token}`);
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    expect((await stranger.get(`/api/orders/${orderId}/invoice.pdf?t=${token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await stranger.get(`/api/orders/${orderId}/invoice.pdf`)).status).toBe(401);
    // The shop knows a guest's order by the address given at checkout.
    const admin = await adminClient(server);
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json.order.customer.email).toBe('guest.buyer@test.example');
    const listed = (await admin.get('/api/admin/orders?email=guest.buyer')).json.orders;
    expect(listed.map((o: { id: string; customerEmail: string }) => [o.id, o.customerEmail])).toEqual([[orderId, 'guest.buyer@test.example']]);
  });

  it('moves the guest cart and designs into the account at sign-in, and the moved line checks out', async () => {
    const { guest, added } = await guestWithLine('Mine as a guest');
    expect((await guest.signUp('merged-guest@test.example')).status).toBe(200);
    const cart = (await guest.get('/api/cart')).json.cart;
    expect(cart.lines.map((l: { id: string }) => l.id)).toEqual([added.itemId]);
    expect(guest.jar.has('ss_guest')).toBe(false);
    const me = (await guest.get('/api/me')).json.user.id as string;
    const [design] = await db().select().from(designs).where(eq(designs.id, added.designId));
    expect(design.userId).toBe(me);
    expect((await guest.get('/api/designs')).json.designs.map((d: { id: string }) => d.id)).toContain(added.designId);

    // The proof rendered for the guest is the member's now: served to them, and the checkout accepts it.
    const line = cart.lines[0];
    expect((await guest.get(new URL(line.proofUrl, 'http://localhost:3000').pathname)).status).toBe(200);
    const tax = await guest.post('/api/cart/tax', { lines: [line.options], shippingMethod: 'standard', address: TEST_ADDRESS });
    const started = await guest.post('/api/payments/checkout', {
      purpose: 'order',
      idempotencyKey: 'merged-order-0001',
      order: {
        lines: [{ designId: line.designId, designRevision: line.designRevision, proofKey: line.proofKey, options: line.options, expectedLineCents: line.price.lineCents }],
        shippingMethod: 'standard',
        address: TEST_ADDRESS,
        proofApproved: true,
        expectedTotalCents: tax.json.total.amountCents,
        language: 'en',
      },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
  });

  it('moves the guest designs when the session is made, so the first read after sign-in (no cart call) holds them', async () => {
    const designIds = async (client: Client) => (await client.get('/api/designs')).json.designs.map((d: { id: string }) => d.id) as string[];

    // A newcomer: signs up, then opens the verification link, which signs them in.
    const newcomer = await guestWithLine('Made before signing up');
    expect((await newcomer.guest.post('/api/auth/sign-up/email', { email: 'first-read@test.example', password: 'secret123', name: 'First Read' })).status).toBe(200);
    expect(newcomer.guest.jar.has('ss_guest')).toBe(true);
    await newcomer.guest.verifyEmail('first-read@test.example');
    // The verification answer already cleared the guest cookie: the cart is the account's.
    expect(newcomer.guest.jar.has('ss_guest')).toBe(false);
    expect(await designIds(newcomer.guest)).toEqual([newcomer.added.designId]);
    const [moved] = await db().select().from(designs).where(eq(designs.id, newcomer.added.designId));
    expect(moved.userId).toBe((await newcomer.guest.get('/api/me')).json.user.id);

    // A member signing in with a password on a browser that shopped as a guest.
    const member = server.client();
    expect((await member.signUp('returning@test.example')).status).toBe(200);
    const memberId = (await member.get('/api/me')).json.user.id as string;
    const returning = await guestWithLine('Made while signed out');
    expect((await returning.guest.signIn('returning@test.example')).status).toBe(200);
    expect(returning.guest.jar.has('ss_guest')).toBe(false);
    expect(await designIds(returning.guest)).toEqual([returning.added.designId]);
    const [line] = await db().select().from(cartItems).where(eq(cartItems.id, returning.added.itemId));
    expect(line.userId).toBe(memberId);
  });

  it('gives a guest order to the account that verifies its address, not to one that has not', async () => {
    const { guest } = await guestWithLine();
    const orderId = await guestOrder(guest, 'later-member@test.example', 'guest-order-0003');

    const unverified = server.client();
    expect((await unverified.signUp('later-member@test.example')).status).toBe(200);
    expect((await unverified.get('/api/orders')).json.orders.map((o: { id: string }) => o.id)).not.toContain(orderId);

    await unverified.verifyEmail('later-member@test.example');
    const mine = (await unverified.get('/api/orders')).json.orders.map((o: { id: string }) => o.id);
    expect(mine).toContain(orderId);
    expect((await unverified.get(`/api/orders/${orderId}`)).json.order.id).toBe(orderId);
    // The guest's browser no longer owns it.
    expect((await guest.get(`/api/orders/${orderId}`)).status).toBe(404);
  });

  it("keeps guest shoppers out of the admin's account list, and lists them apart on request", async () => {
    await guestWithLine('Listed');
    const [row] = await db().select().from(guestShoppers).orderBy(desc(guestShoppers.createdAt)).limit(1);
    const admin = await adminClient(server);
    const accounts = (await admin.get('/api/admin/users')).json.users as { id: string }[];
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.map((u) => u.id)).not.toContain(row.userId);
    const guests = (await admin.get('/api/admin/users?who=guests')).json.users as { id: string }[];
    expect(guests.map((u) => u.id)).toContain(row.userId);
    expect(guests.every((u) => !accounts.some((a) => a.id === u.id))).toBe(true);
  });

  it("rate-limits a guest's checkouts like a member's", async () => {
    const { guest, added } = await guestWithLine();
    const body = (n: number) => ({
      purpose: 'order',
      idempotencyKey: `guest-rate-${String(n).padStart(4, '0')}`,
      order: {
        lines: [{ designId: added.designId, options: OPTIONS, expectedLineCents: 1 }],
        shippingMethod: 'standard',
        address: TEST_ADDRESS,
        proofApproved: true,
        expectedTotalCents: 1,
        language: 'en',
        email: 'rate@test.example',
      },
    });
    const statuses: number[] = [];
    for (let n = 0; n <= CHECKOUT_LIMITS.perMember; n++) statuses.push((await guest.post('/api/payments/checkout', body(n))).status);
    expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
