import { randomUUID } from 'node:crypto';
import { jobs } from '../../../src/server/db/schema';
import { userIdOf } from '../../setup/designs';
import { type Cases, type Context, nextEmail } from './harness';

/** A desktop browser's visit (two pages, an exit, a funnel step), so journeys and exits have rows to answer with. */
const recordVisit = async (ctx: Context) => {
  const items = [
    { type: 'pageview', path: '/', ageMs: 3000 },
    { type: 'exit', path: '/', ageMs: 1000, durationMs: 2000 },
    { type: 'pageview', path: '/indexHome', ageMs: 1000 },
    { type: 'event', name: 'editor_opened', path: '/indexHome', ageMs: 500 },
  ];
  const res = await ctx.guest.post('/api/analytics/batch', JSON.stringify({ items, screenWidth: 1280 }), {
    'content-type': 'text/plain',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  });
  if (res.status !== 202) throw new Error(`analytics batch answered ${res.status}`);
};

/** A /custom-order request sent by a guest, for the admin's calls on one. */
async function customRequestId(ctx: Context): Promise<string> {
  const sent = await ctx.guest.post('/api/custom-orders', {
    contactEmail: nextEmail('custom'),
    name: 'Contract Guest',
    description: 'Round sticker of a cat',
    size: '2 in',
    quantity: 10,
  });
  return sent.json.request.id;
}

/** The back office's user, security, job and audit endpoints, site notices and analytics. */
export const adminCases: Pick<Cases, 'admin' | 'notices' | 'analytics' | 'shopSettings'> = {
  admin: {
    users: { as: 'admin' },
    setRole: { as: 'admin', input: async (ctx) => ({ params: { id: await userIdOf(await ctx.freshUser()) }, body: { role: 'graphic_designer' } }) },
    outbox: { as: 'admin' },
    securityLogs: {
      as: 'admin',
      input: async (ctx) => {
        // At least one entry, with details.
        await ctx.guest.post('/api/security-log', { event: 'contract_check', severity: 'low', details: { from: 'contract test' } });
        return {};
      },
    },
    issueAutoLoginKey: { as: 'admin', input: (ctx) => ({ body: { userId: ctx.userId, projectId: 'contract-issue' } }) },
    user: { as: 'admin', input: (ctx) => ({ params: { id: ctx.userId } }) },
    setPlan: { as: 'admin', input: async (ctx) => ({ params: { id: await userIdOf(await ctx.freshUser()) }, body: { plan: 'silver' } }) },
    changeCredits: { as: 'admin', input: async (ctx) => ({ params: { id: await userIdOf(await ctx.freshUser()) }, body: { amount: 25, reason: 'Contract gift' } }) },
    suspend: { as: 'admin', input: async (ctx) => ({ params: { id: await userIdOf(await ctx.freshUser()) }, body: { reason: 'Contract check' } }) },
    restore: {
      as: 'admin',
      input: async (ctx) => {
        const id = await userIdOf(await ctx.freshUser());
        await ctx.admin.post(`/api/admin/users/${id}/suspend`, { reason: 'Contract check' });
        return { params: { id } };
      },
    },
    attention: { as: 'admin' },
    customOrders: { as: 'admin', input: () => ({ query: { status: 'new' } }) },
    customOrder: { as: 'admin', input: async (ctx) => ({ params: { id: await customRequestId(ctx) } }) },
    setCustomOrderStatus: { as: 'admin', input: async (ctx) => ({ params: { id: await customRequestId(ctx) }, body: { status: 'in_review' } }) },
    securityLog: {
      as: 'admin',
      input: async (ctx) => {
        await ctx.guest.post('/api/security-log', { event: 'contract_check_one', severity: 'low', details: { from: 'contract test' } });
        const { json } = await ctx.admin.get('/api/admin/security-logs?event=contract_check_one');
        return { params: { id: json.logs[0].id } };
      },
    },
    webhookDeliveries: { as: 'admin' },
    jobs: { as: 'admin', input: () => ({ query: { status: 'failed' } }) },
    retryJob: {
      as: 'admin',
      input: async (ctx) => {
        const id = randomUUID();
        const now = new Date();
        await ctx.server.deps.database.db.insert(jobs).values({
          id,
          name: 'contract.retry',
          payload: {},
          status: 'failed',
          attempts: 3,
          maxAttempts: 3,
          runAt: now,
          lastError: 'boom',
          createdAt: now,
          updatedAt: now,
          finishedAt: now,
        });
        return { params: { id } };
      },
    },
    audit: { as: 'admin', input: () => ({ query: { targetType: 'users' } }) },
  },
  notices: {
    current: {
      as: 'guest',
      input: async (ctx) => {
        await ctx.admin.post('/api/admin/notices', {
          title: 'Contract',
          message: 'A notice for the contract test.',
          targetPage: '/',
          validUntil: new Date(Date.now() + 86_400_000).toISOString(),
        });
        return { query: { page: '/' } };
      },
    },
    adminList: { as: 'admin' },
    adminCreate: { as: 'admin', input: () => ({ body: { title: 'New notice', message: 'Shown everywhere.', targetPage: 'all', validUntil: null } }) },
    adminUpdate: {
      as: 'admin',
      input: async (ctx) => {
        const created = await ctx.admin.post('/api/admin/notices', { title: 'To edit', message: 'Edited by the contract test.', targetPage: '/pricing' });
        return { params: { id: created.json.notice.id }, body: { isActive: false, validUntil: null } };
      },
    },
  },
  analytics: {
    batch: { as: 'guest', input: () => ({ body: { items: [{ type: 'pageview', path: '/', ageMs: 0 }] } }) },
    overview: { as: 'admin', input: () => ({ query: { range: '30' } }) },
    journeys: {
      as: 'admin',
      input: async (ctx) => {
        await recordVisit(ctx);
        return { query: { device: 'desktop' } };
      },
    },
    exits: {
      as: 'admin',
      input: async (ctx) => {
        await recordVisit(ctx);
        return { query: {} };
      },
    },
  },
  shopSettings: {
    deliveryTimes: { as: 'guest' },
    adminGet: { as: 'admin' },
    adminUpdate: {
      as: 'admin',
      input: () => ({ body: { productionDays: 3, transitDays: { standard: 5, express: 2 }, gstHstNumber: '123456789 RT0001', qstNumber: null } }),
    },
  },
};
