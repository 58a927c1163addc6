import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jobs, user } from '../../src/server/db/schema';
import { createJobQueue } from '../../src/server/jobs';
import { DemoImages } from '../../src/server/providers/ai/demo';
import { type EndpointInput, type EndpointSpec, endpointUrl, loadSchema } from '../../src/shared/api/endpoint';
import { endpoints } from '../../src/shared/api/endpoints';
import { adminClient } from '../setup/admin';
import { cookieOf, pngDataUrl, sampleDesign, userIdOf } from '../setup/designs';
import { discDesign, seedHeldOrder, seedOrder, seedPaidOrder } from '../setup/orders';
import { lastMailTo } from '../setup/outbox';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/**
 * The API contract (decision 23): every endpoint of the shared table (src/shared/api/endpoints/) is
 * called on the real app with valid input, and its real answer must parse with the endpoint's response
 * schema and carry no field the schema does not know. A server answer that changes shape — a field
 * renamed, removed, retyped or added — fails here before the web client meets it.
 */

type Client = ReturnType<TestServer['client']>;
type Endpoints = typeof endpoints;

interface Context {
  server: TestServer;
  guest: Client;
  /** A verified user with a design (`designId`) and an auto-save session (`sessionId`). */
  user: Client;
  admin: Client;
  userId: string;
  designId: string;
  /** A new signed-in user, for calls that change the account (password, sessions, sign-out). */
  freshUser(): Promise<Client>;
}

interface Case<E extends EndpointSpec> {
  /** Who calls: a client, or the name of one of the context's clients. */
  as: 'guest' | 'user' | 'admin' | ((ctx: Context) => Promise<Client>);
  /** The input; may prepare what the call needs first (a design to delete, a session to convert). */
  input?: (ctx: Context) => EndpointInput<E> | Promise<EndpointInput<E>>;
}

/** One case per endpoint: a missing one is a type error here and a failure below. */
type Cases = { [D in keyof Endpoints]: { [K in keyof Endpoints[D]]: Endpoints[D][K] extends EndpointSpec ? Case<Endpoints[D][K]> : never } };

const FINGERPRINT = { userAgent: 'vitest', language: 'en', platform: 'Linux', screenResolution: '1280x800', timezone: 'UTC', timestamp: 1_700_000_000_000 };
let emails = 0;
const nextEmail = (what: string) => `contract-${what}-${++emails}@example.com`;

const pngFile = async (name = 'image.png') => {
  const form = new FormData();
  const dataUrl = await pngDataUrl(64, 48);
  form.append('file', new Blob([new Uint8Array(Buffer.from(dataUrl.split(',')[1], 'base64'))], { type: 'image/png' }), name);
  return form;
};

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

/** A real TrueType file the repo has (a family the editor does not offer), as a font upload. */
const fontFile = (file = 'DejaVuSerif.ttf') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`)))]), file.split('/').pop());
  return form;
};

/** A started auto-save session of the user with one save in it. */
async function savedSession(ctx: Context): Promise<string> {
  const started = await ctx.user.post('/api/autosave/session', {});
  const sessionId: string = started.json.session.sessionId;
  const saved = await send(ctx, ctx.user, endpoints.autosave.save, {
    params: { sessionId },
    body: {
      designData: JSON.stringify(sampleDesign('Session')),
      changeCount: 3,
      canvasState: { shape: 'rectangle', width: 1500, height: 1500 },
      baseRevision: started.json.session.revision,
    },
  });
  expect(saved.status).toBe(200);
  return sessionId;
}

const CART_OPTIONS = { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 } as const;

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

/** A library sticker or template published by the admin (a graphic designer), for the catalog calls. */
async function catalogItem(ctx: Context, base: '/api/library' | '/api/templates'): Promise<string> {
  const created = await ctx.admin.post(base, { name: 'Contract disc', category: 'quotes', tags: ['disc'], json: discDesign() });
  expect(created.status).toBe(200);
  return created.json.item.id;
}

const CATALOG_ITEM = { name: 'Contract item', description: 'A disc.', category: 'pets' as const, tags: ['disc'] };

/** A design the production pipeline can proof (the shared text design has no shipped font to print). */
async function printableDesign(ctx: Context): Promise<string> {
  return (await ctx.user.post('/api/designs', { name: 'Disc', json: discDesign() })).json.design.id;
}

async function cartLine(ctx: Context): Promise<string> {
  return (await ctx.user.post('/api/cart/items', { designId: await printableDesign(ctx), options: CART_OPTIONS })).json.itemId;
}

/** A showcase item the user published (one per context: publishing renders a picture). */
const publishedItems = new WeakMap<Context, Promise<string>>();
async function publishItem(ctx: Context): Promise<string> {
  return (await ctx.user.post('/api/showcase/items', { designId: await printableDesign(ctx), title: 'Disc', tags: ['round'] })).json.item.id;
}
function showcaseItem(ctx: Context): Promise<string> {
  if (!publishedItems.has(ctx)) publishedItems.set(ctx, publishItem(ctx));
  return publishedItems.get(ctx) as Promise<string>;
}
async function showcaseComment(ctx: Context): Promise<string> {
  return (await ctx.user.post(`/api/showcase/items/${await showcaseItem(ctx)}/comments`, { body: 'Nice' })).json.comment.id;
}
async function follower(ctx: Context): Promise<Client> {
  const other = await ctx.freshUser();
  await send(ctx, other, endpoints.community.follow, { params: { id: ctx.userId } });
  return other;
}

/** A verified member whose account is older than a day (the new-account posting limits do not apply). */
async function establishedMember(ctx: Context): Promise<Client> {
  const client = await ctx.freshUser();
  await ctx.server.deps.database.db
    .update(user)
    .set({ emailVerified: true, createdAt: sql`now() - interval '2 days'` })
    .where(eq(user.id, await userIdOf(client)));
  return client;
}

/** Two forum members and a graphic designer, made once (sign-ups are rate-limited per minute). */
const community = new WeakMap<Context, Promise<{ author: Client; reader: Client; designer: Client }>>();
function communityOf(ctx: Context) {
  if (!community.has(ctx)) {
    community.set(
      ctx,
      (async () => {
        const [author, reader, designer] = [await establishedMember(ctx), await establishedMember(ctx), await establishedMember(ctx)];
        await ctx.admin.post(`/api/admin/users/${await userIdOf(designer)}/role`, { role: 'graphic_designer' });
        return { author, reader, designer };
      })(),
    );
  }
  return community.get(ctx) as Promise<{ author: Client; reader: Client; designer: Client }>;
}
const forumMember = async (ctx: Context) => (await communityOf(ctx)).reader;

/** A forum thread by the community's author, with the id of its opening post. */
async function forumThread(ctx: Context) {
  const { author } = await communityOf(ctx);
  const id: string = (await author.post('/api/forum/threads', { categoryId: 'general', title: 'Contract thread', body: 'Hello @someone' })).json.thread.id;
  const postId: string = (await author.get(`/api/forum/threads/${id}`)).json.posts[0].id;
  return { author, id, postId };
}

/** A blog article by the community's graphic designer. */
async function designerArticle(ctx: Context) {
  const { designer } = await communityOf(ctx);
  const slug: string = (await designer.post('/api/blog', ARTICLE)).json.slug;
  return { designer, slug };
}
const ARTICLE = { title: 'Contract article', summary: 'An article for the contract test.', body: 'Some **text**.', tags: ['contract'] };

const cases: Cases = {
  accounts: {
    me: { as: 'user' },
    subscription: { as: 'user' },
    autoLogin: {
      as: 'guest',
      input: async (ctx) => {
        const issued = await ctx.admin.post('/api/admin/auto-login-keys', { userId: ctx.userId, projectId: 'contract' });
        return { body: { username: issued.json.username, projectid: 'contract', key: issued.json.key } };
      },
    },
    autoLoginSignOut: { as: 'user' },
  },
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
  auth: {
    signIn: { as: 'guest', input: async (ctx) => ({ body: { email: await emailOf(ctx.user), password: 'secret123' } }) },
    signUp: { as: 'guest', input: () => ({ body: { name: 'New Person', email: nextEmail('sign-up'), password: 'secret123', callbackURL: '/account/projects' } }) },
    signOut: { as: (ctx) => ctx.freshUser() },
    requestPasswordReset: { as: 'guest', input: async (ctx) => ({ body: { email: await emailOf(ctx.user), redirectTo: '/reset-password' } }) },
    resetPassword: {
      as: 'guest',
      input: async (ctx) => {
        const email = await emailOf(await ctx.freshUser());
        await ctx.guest.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
        const { link } = await lastMailTo(ctx.server.mail, email);
        const hop = await ctx.guest.get(new URL(link as string).pathname + new URL(link as string).search);
        const token = new URL(hop.headers.get('location') as string, 'http://localhost:3000').searchParams.get('token') as string;
        return { body: { newPassword: 'newpass12', token } };
      },
    },
    sendVerificationEmail: { as: 'guest', input: async (ctx) => ({ body: { email: await emailOf(await ctx.freshUser()), callbackURL: '/account/projects' } }) },
    updateUser: { as: 'user', input: () => ({ body: { name: 'Contract User' } }) },
    changePassword: { as: (ctx) => ctx.freshUser(), input: () => ({ body: { currentPassword: 'secret123', newPassword: 'secret456', revokeOtherSessions: true } }) },
    revokeOtherSessions: { as: (ctx) => ctx.freshUser() },
  },
  autosave: {
    start: { as: 'user' },
    restorable: {
      as: 'user',
      input: async (ctx) => {
        // Something to restore.
        await savedSession(ctx);
        return {};
      },
    },
    save: {
      as: 'user',
      input: async (ctx) => {
        const started = await ctx.user.post('/api/autosave/session', {});
        return {
          params: { sessionId: started.json.session.sessionId },
          body: {
            designData: JSON.stringify(sampleDesign('Saved')),
            changeCount: 1,
            canvasState: { shape: 'circle', width: 900, height: 900 },
            baseRevision: started.json.session.revision,
            preview: await pngDataUrl(40, 40),
          },
        };
      },
    },
    finalize: { as: 'user', input: async (ctx) => ({ params: { sessionId: await savedSession(ctx) } }) },
    convert: { as: 'user', input: async (ctx) => ({ params: { sessionId: await savedSession(ctx) }, body: { name: 'From the session' } }) },
    uploadImage: { as: 'user', input: async () => ({ body: await pngFile() }) },
  },
  credits: { summary: { as: 'user' } },
  customOrders: {
    concepts: { as: 'user', input: () => ({ body: { description: 'A fox reading a book under a tree', size: '3 × 3 in' } }) },
    reference: { as: 'user', input: async () => ({ body: await pngFile('reference.png') }) },
    submit: {
      as: 'user',
      input: async (ctx) => {
        const reference = await send(ctx, ctx.user, endpoints.customOrders.reference, { body: await pngFile('ref.png') });
        const concepts = await ctx.user.post('/api/custom-orders/concepts', { description: 'A fox reading a book under a tree', size: '3 in' });
        return {
          body: {
            contactEmail: await emailOf(ctx.user),
            name: 'Contract Customer',
            description: 'A fox reading a book under a tree, in warm colours.',
            referenceImageUrl: reference.json.url,
            size: '3 × 3 in',
            quantity: 50,
            conceptImageUrls: concepts.json.urls.slice(0, 1),
          },
        };
      },
    },
    confirm: {
      as: 'guest',
      input: async (ctx) => {
        // A guest's request: the contact address gets a confirm link, whose token the call brings.
        const email = nextEmail('custom-order');
        const body = { contactEmail: email, name: 'Guest Customer', description: 'A fox reading a book under a tree.', size: 'A5', quantity: 10 };
        await ctx.guest.post('/api/custom-orders', body);
        const { link } = await lastMailTo(ctx.server.mail, email);
        return { body: { token: new URL(link ?? '').searchParams.get('token') ?? '' } };
      },
    },
    mine: { as: 'user' },
  },
  designs: {
    list: { as: 'user', input: () => ({ query: { limit: 24 } }) },
    get: { as: 'user', input: (ctx) => ({ params: { id: ctx.designId } }) },
    create: { as: 'user', input: async () => ({ body: { name: 'Created', json: sampleDesign('Created'), preview: await pngDataUrl(60, 40) } }) },
    save: {
      as: 'user',
      input: async (ctx) => {
        const current = await ctx.user.get(`/api/designs/${ctx.designId}`);
        return { params: { id: ctx.designId }, body: { json: sampleDesign('Saved again'), baseRevision: current.json.design.revision } };
      },
    },
    update: { as: 'user', input: (ctx) => ({ params: { id: ctx.designId }, body: { name: 'Renamed', isFavorite: true } }) },
    duplicate: { as: 'user', input: (ctx) => ({ params: { id: ctx.designId }, body: { name: 'The copy' } }) },
    remove: { as: 'user', input: async (ctx) => ({ params: { id: (await ctx.user.post('/api/designs', { name: 'Doomed', json: sampleDesign() })).json.design.id } }) },
    selfContained: { as: 'user', input: (ctx) => ({ params: { id: ctx.designId }, body: {} }) },
  },
  generations: {
    generate: { as: 'user', input: () => ({ body: { prompt: 'a cheerful cactus', style: 'kawaii', size: '1024x1024', count: 1, model: 'standard' } }) },
    status: { as: 'guest' },
    qwenTestStatus: { as: 'admin' },
    qwenTest: { as: 'admin', input: () => ({ body: { prompt: 'a test sticker' } }) },
  },
  guests: {
    checkUsage: { as: 'guest', input: () => ({ body: FINGERPRINT }) },
    use: { as: 'guest', input: () => ({ body: FINGERPRINT }) },
  },
  materials: {
    upload: {
      as: 'user',
      input: async () => {
        const form = await pngFile('material.png');
        form.append('name', 'A material');
        form.append('source', 'upload');
        return { body: form };
      },
    },
    list: { as: 'user', input: () => ({ query: { limit: 10 } }) },
    remove: {
      as: 'user',
      input: async (ctx) => ({ params: { id: (await send(ctx, ctx.user, endpoints.materials.upload, { body: await pngFile('gone.png') })).json.material.id } }),
    },
  },
  fonts: {
    upload: { as: 'user', input: () => ({ body: fontFile() }) },
    list: { as: 'user' },
    remove: {
      as: 'user',
      input: async (ctx) => ({
        params: { id: (await send(ctx, ctx.user, endpoints.fonts.upload, { body: fontFile('DejaVuSansMono.ttf') })).json.font.id },
      }),
    },
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
  prices: {
    current: { as: 'guest' },
    adminList: { as: 'admin' },
    adminGet: { as: 'admin', input: () => ({ params: { version: '1' } }) },
    adminCreate: {
      as: 'admin',
      input: async (ctx) => {
        const current = (await ctx.guest.get('/api/prices/current')).json;
        return { body: { table: current.table, note: 'Contract test', basedOnVersion: current.version } };
      },
    },
  },
  payments: {
    checkout: { as: 'user', input: () => ({ body: { purpose: 'pack', packId: 'small', idempotencyKey: 'contract-checkout-1' } }) },
    sync: { as: 'user' },
    billing: { as: 'user' },
    changePlan: { as: subscribedUser, input: () => ({ body: { plan: 'gold', idempotencyKey: 'contract-change-1' } }) },
    cancelAtPeriodEnd: { as: subscribedUser, input: () => ({ body: { cancel: true, idempotencyKey: 'contract-cancel-1' } }) },
    portal: { as: subscribedUser },
    testCheckout: {
      as: 'user',
      input: async (ctx) => ({ params: { id: await testCheckoutOf(ctx.user, { purpose: 'pack', packId: 'medium', idempotencyKey: 'contract-view-1' }) } }),
    },
    testCheckoutAction: {
      as: 'user',
      input: async (ctx) => ({ params: { id: await testCheckoutOf(ctx.user, { purpose: 'pack', packId: 'large', idempotencyKey: 'contract-pay-1' }), action: 'pay' } }),
    },
  },
  orders: {
    mine: {
      as: 'user',
      input: async (ctx) => {
        await seedOrder(ctx.server, ctx.userId);
        return {};
      },
    },
    get: { as: 'user', input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) } }) },
    cancel: { as: 'user', input: async (ctx) => ({ params: { id: await seedOrder(ctx.server, ctx.userId) }, body: { note: 'Changed my mind' } }) },
    reorder: { as: 'user', input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) } }) },
    approveAsIs: { as: 'user', input: async (ctx) => ({ params: { id: await seedHeldOrder(ctx.server, ctx.userId) }, body: {} }) },
    uploadReplacement: {
      as: 'user',
      input: async (ctx) => {
        const id = await seedHeldOrder(ctx.server, ctx.userId);
        const order = await ctx.user.get(`/api/orders/${id}`);
        return { params: { id, itemId: order.json.order.items[0].id }, body: await pngFile('replacement.png') };
      },
    },
  },
  forum: {
    categories: { as: 'guest' },
    threads: {
      as: 'guest',
      input: async (ctx) => {
        await forumThread(ctx);
        return { query: { category: 'general' } };
      },
    },
    createThread: { as: forumMember, input: () => ({ body: { categoryId: 'design-help', title: 'How thick a border?', body: 'Is 3 mm enough?' } }) },
    thread: { as: 'guest', input: async (ctx) => ({ params: { id: (await forumThread(ctx)).id }, query: { page: 1 } }) },
    reply: { as: forumMember, input: async (ctx) => ({ params: { id: (await forumThread(ctx)).id }, body: { body: 'A reply' } }) },
    editPost: {
      as: 'admin',
      input: async (ctx) => {
        const { id } = await forumThread(ctx);
        const reply = await ctx.admin.post(`/api/forum/threads/${id}/posts`, { body: 'Mine' });
        return { params: { id: reply.json.post.id }, body: { body: 'Edited' } };
      },
    },
    deletePost: {
      as: 'admin',
      input: async (ctx) => {
        const { id } = await forumThread(ctx);
        const reply = await ctx.admin.post(`/api/forum/threads/${id}/posts`, { body: 'To delete' });
        return { params: { id: reply.json.post.id } };
      },
    },
    report: { as: forumMember, input: async (ctx) => ({ body: { targetType: 'forum_post', targetId: (await forumThread(ctx)).postId, reason: 'spam', note: 'An advert' } }) },
  },
  adminModeration: {
    reports: {
      as: 'admin',
      input: async (ctx) => {
        const { postId } = await forumThread(ctx);
        await (await forumMember(ctx)).post('/api/reports', { targetType: 'forum_post', targetId: postId, reason: 'abuse', note: 'Rude' });
        return {};
      },
    },
    resolve: { as: 'admin', input: async (ctx) => ({ body: { targetType: 'forum_post', targetId: (await forumThread(ctx)).postId, resolution: 'hidden' } }) },
    hide: { as: 'admin', input: async (ctx) => ({ body: { targetType: 'forum_thread', targetId: (await forumThread(ctx)).id, hidden: true } }) },
    lock: { as: 'admin', input: async (ctx) => ({ params: { id: (await forumThread(ctx)).id }, body: { locked: true } }) },
  },
  blog: {
    list: { as: 'guest', input: () => ({ query: { tag: 'tutorial' } }) },
    get: { as: 'guest', input: () => ({ params: { slug: 'ordering-your-stickers' } }) },
    create: { as: 'admin', input: () => ({ body: ARTICLE }) },
    update: { as: 'admin', input: async (ctx) => ({ params: { slug: (await designerArticle(ctx)).slug }, body: { ...ARTICLE, title: 'Edited article' } }) },
    remove: { as: 'admin', input: async (ctx) => ({ params: { slug: (await designerArticle(ctx)).slug } }) },
  },
  newsletter: {
    subscribe: { as: 'guest', input: () => ({ body: { email: nextEmail('newsletter'), language: 'en' } }) },
    confirm: {
      as: 'guest',
      input: async (ctx) => {
        const email = nextEmail('newsletter-confirm');
        await ctx.guest.post('/api/newsletter/subscribe', { email });
        const { link } = await lastMailTo(ctx.server.mail, email);
        return { body: { token: new URL(link ?? '').searchParams.get('confirm') ?? '' } };
      },
    },
    unsubscribe: {
      as: 'guest',
      input: async (ctx) => {
        const email = nextEmail('newsletter-leave');
        await ctx.guest.post('/api/newsletter/subscribe', { email });
        const { link } = await lastMailTo(ctx.server.mail, email);
        await ctx.guest.post('/api/newsletter/confirm', { token: new URL(link ?? '').searchParams.get('confirm') });
        await ctx.admin.post('/api/admin/newsletter/issues', { subject: 'Contract issue', body: 'Hello subscribers' });
        const queue = createJobQueue(ctx.server.deps, { log: { log: () => {}, error: () => {} } });
        for (let ran = await queue.runDue(); ran > 0; ran = await queue.runDue());
        await queue.stop();
        const mail = (await ctx.server.mail.list()).find((m) => m.to === email && m.subject === 'Contract issue');
        return { body: { token: new URL(mail?.text.match(/Unsubscribe with one click: (\S+)/)?.[1] ?? '').searchParams.get('unsubscribe') ?? '' } };
      },
    },
  },
  adminNewsletter: {
    overview: { as: 'admin' },
    createIssue: { as: 'admin', input: () => ({ body: { subject: 'Contract news', body: 'News for the contract.' } }) },
  },
  cart: {
    get: { as: 'user' },
    add: { as: 'user', input: async (ctx) => ({ body: { designId: await printableDesign(ctx), options: CART_OPTIONS } }) },
    update: { as: 'user', input: async (ctx) => ({ params: { id: await cartLine(ctx) }, body: { options: { ...CART_OPTIONS, quantity: 100 } } }) },
    remove: { as: 'user', input: async (ctx) => ({ params: { id: await cartLine(ctx) } }) },
    merge: { as: 'user', input: async (ctx) => ({ body: { items: [{ designId: await printableDesign(ctx), options: { ...CART_OPTIONS, finish: 'matte' } }] } }) },
    tax: {
      as: 'user',
      input: () => ({
        body: {
          lines: [CART_OPTIONS],
          shippingMethod: 'standard',
          address: { name: 'Contract Buyer', line1: '1 Main St', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' },
        },
      }),
    },
  },
  library: {
    list: {
      as: 'guest',
      input: async (ctx) => {
        await catalogItem(ctx, '/api/library');
        return { query: { q: 'contract', page: 1 } };
      },
    },
    get: { as: 'guest', input: async (ctx) => ({ params: { id: await catalogItem(ctx, '/api/library') } }) },
    create: { as: 'admin', input: () => ({ body: { ...CATALOG_ITEM, json: discDesign() } }) },
    update: { as: 'admin', input: async (ctx) => ({ params: { id: await catalogItem(ctx, '/api/library') }, body: { status: 'retired' } }) },
    addToCart: {
      as: 'user',
      input: async (ctx) => ({
        params: { id: await catalogItem(ctx, '/api/library') },
        body: { options: { ...CART_OPTIONS, product: 'library-item', quantity: 10 } },
      }),
    },
  },
  templates: {
    list: {
      as: 'guest',
      input: async (ctx) => {
        await catalogItem(ctx, '/api/templates');
        return { query: { category: 'quotes', size: '2x2' } };
      },
    },
    get: { as: 'guest', input: async (ctx) => ({ params: { id: await catalogItem(ctx, '/api/templates') } }) },
    create: { as: 'admin', input: () => ({ body: { ...CATALOG_ITEM, json: discDesign() } }) },
    update: { as: 'admin', input: async (ctx) => ({ params: { id: await catalogItem(ctx, '/api/templates') }, body: { name: 'Renamed', tags: ['x'] } }) },
  },
  adminOrders: {
    list: {
      as: 'admin',
      input: async (ctx) => {
        await seedPaidOrder(ctx.server, ctx.userId);
        return { query: { status: 'paid' } };
      },
    },
    get: { as: 'admin', input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) } }) },
    create: {
      as: 'admin',
      input: async (ctx) => ({
        body: {
          customerEmail: await emailOf(ctx.user),
          designId: ctx.designId,
          options: { product: 'kiss-cut', widthIn: 3, heightIn: 3 },
          quantity: 100,
          unitCents: 75,
          shippingCents: 0,
          shippingAddress: { name: 'Phone Customer', line1: '2 Main St', city: 'Vancouver', region: 'BC', postalCode: 'V6B 1A1', country: 'CA' },
        },
      }),
    },
    setStatus: { as: 'admin', input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) }, body: { status: 'in_production' } }) },
    hold: { as: 'admin', input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) }, body: { note: 'The image is blurry at this size.' } }) },
    refund: {
      as: 'admin',
      input: async (ctx) => {
        const id = await seedOrder(ctx.server, ctx.userId);
        // A payment the shop recorded itself is given back by hand: no provider is needed for this call.
        await ctx.admin.patch(`/api/admin/orders/${id}/status`, { status: 'paid' });
        return { params: { id }, body: { amountCents: 500, note: 'Two stickers were scratched.' } };
      },
    },
    tracking: {
      as: 'admin',
      input: async (ctx) => ({ params: { id: await seedPaidOrder(ctx.server, ctx.userId) }, body: { trackingNumber: '1Z999AA10123456784', carrier: 'UPS' } }),
    },
    retryProduction: {
      as: 'admin',
      input: async (ctx) => {
        const id = await seedPaidOrder(ctx.server, ctx.userId);
        // As if every attempt had failed.
        await ctx.server.deps.database.db.update(jobs).set({ status: 'failed', lastError: 'render failed' }).where(sql`${jobs.payload}->>'orderId' = ${id}`);
        return { params: { id } };
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
  showcase: {
    list: {
      as: 'guest',
      input: async (ctx) => {
        await showcaseItem(ctx);
        return { query: { sort: 'popular', limit: 2 } };
      },
    },
    publish: { as: 'user', input: async (ctx) => ({ body: { designId: await printableDesign(ctx), title: 'Published', description: 'Round', tags: ['disc'] } }) },
    get: { as: 'user', input: async (ctx) => ({ params: { id: await showcaseItem(ctx) } }) },
    update: { as: 'user', input: async (ctx) => ({ params: { id: await showcaseItem(ctx) }, body: { description: 'Edited' } }) },
    unpublish: { as: 'user', input: async (ctx) => ({ params: { id: await publishItem(ctx) } }) },
    like: { as: 'admin', input: async (ctx) => ({ params: { id: await showcaseItem(ctx) } }) },
    unlike: { as: 'admin', input: async (ctx) => ({ params: { id: await showcaseItem(ctx) } }) },
    save: { as: 'admin', input: async (ctx) => ({ params: { id: await showcaseItem(ctx) } }) },
    unsave: { as: 'admin', input: async (ctx) => ({ params: { id: await showcaseItem(ctx) } }) },
    comments: {
      as: 'guest',
      input: async (ctx) => {
        await showcaseComment(ctx);
        return { params: { id: await showcaseItem(ctx) } };
      },
    },
    comment: { as: 'user', input: async (ctx) => ({ params: { id: await showcaseItem(ctx) }, body: { body: 'Lovely colours' } }) },
    deleteComment: { as: 'user', input: async (ctx) => ({ params: { id: await showcaseComment(ctx) } }) },
    remix: { as: 'admin', input: async (ctx) => ({ params: { id: await showcaseItem(ctx) } }) },
    order: { as: 'admin', input: async (ctx) => ({ params: { id: await showcaseItem(ctx) }, body: {} }) },
  },
  community: {
    profile: { as: 'user' },
    updateProfile: { as: 'user', input: () => ({ body: { displayName: 'Contract', bio: 'Hello', links: ['https://example.com'], isPrivate: false } }) },
    uploadAvatar: { as: 'user', input: async () => ({ body: await pngFile() }) },
    removeAvatar: { as: 'user' },
    user: { as: 'guest', input: (ctx) => ({ params: { id: ctx.userId } }) },
    follow: { as: 'admin', input: (ctx) => ({ params: { id: ctx.userId } }) },
    unfollow: { as: 'admin', input: (ctx) => ({ params: { id: ctx.userId } }) },
    people: {
      as: 'user',
      input: async (ctx) => {
        await follower(ctx);
        return { query: { tab: 'followers' } };
      },
    },
  },
  notifications: {
    list: {
      as: 'user',
      input: async (ctx) => {
        await follower(ctx);
        return {};
      },
    },
    unread: { as: 'user' },
    markRead: { as: 'user', input: () => ({ body: {} }) },
    preferences: { as: 'user' },
    updatePreferences: { as: 'user', input: () => ({ body: { preferences: [{ kind: 'like', inApp: true, email: false }] } }) },
  },
  communityAdmin: {
    hideItem: { as: 'admin', input: async (ctx) => ({ params: { id: await publishItem(ctx) }, body: { hidden: true } }) },
    hideComment: { as: 'admin', input: async (ctx) => ({ params: { id: await showcaseComment(ctx) }, body: { hidden: true } }) },
  },
};

/** A test-mode checkout of `client` (local provider): its session id, from the checkout page's address. */
async function testCheckoutOf(client: Client, body: object): Promise<string> {
  const started = await client.post('/api/payments/checkout', body);
  expect(started.status).toBe(200);
  return started.json.url.split('/checkout/test/')[1];
}

/** A new user who bought a plan in test mode (a live subscription, a customer). */
async function subscribedUser(ctx: Context): Promise<Client> {
  const client = await ctx.freshUser();
  const sessionId = await testCheckoutOf(client, { purpose: 'plan', plan: 'silver', idempotencyKey: `contract-plan-${++emails}` });
  expect((await client.post(`/api/payments/test-checkout/${sessionId}/pay`)).status).toBe(200);
  await ctx.server.paymentEventsDelivered();
  return client;
}

async function emailOf(client: Client): Promise<string> {
  return (await client.get('/api/me')).json.user.email;
}

/** One call of an endpoint through the real app, as the web client makes it (JSON or multipart, cookies, Origin). */
async function send(ctx: Context, client: Client, endpoint: EndpointSpec, input: { params?: Record<string, string>; query?: object; body?: unknown } = {}) {
  const base = 'http://localhost:3000';
  const cookie = cookieOf(client);
  const writes = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const body = writes ? (input.body ?? {}) : undefined;
  const isForm = body instanceof FormData;
  const res = await ctx.server.app.request(`${base}${endpointUrl(endpoint, input)}`, {
    method: endpoint.method,
    headers: { origin: base, accept: 'application/json', ...(cookie ? { cookie } : {}), ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** Paths of fields in the answer that the schema's output dropped: fields the contract does not know. */
function unknownFields(answer: unknown, parsed: unknown, path = '$'): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed)) return answer.flatMap((value, i) => unknownFields(value, parsed[i], `${path}[${i}]`));
  if (isRecord(answer) && isRecord(parsed)) {
    return Object.keys(answer).flatMap((key) => (key in parsed ? unknownFields(answer[key], parsed[key], `${path}.${key}`) : [`${path}.${key}`]));
  }
  return [];
}
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** What is wrong with an answer under a response schema: zod's issues, then unknown fields. */
function contractProblems(schema: z.ZodType, answer: unknown): string[] {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.') || '$'}: ${issue.message}`);
  return unknownFields(answer, parsed.data).map((path) => `${path}: not in the contract`);
}

const table = Object.entries(endpoints).flatMap(([domain, group]) =>
  Object.entries(group as Record<string, EndpointSpec>).map(([name, endpoint]) => ({ domain, name, endpoint, label: `${domain}.${name}: ${endpoint.method} ${endpoint.path}` })),
);

describe.each(testDbKinds())('the API contract on %s', (kind) => {
  let ctx: Context;

  beforeAll(async () => {
    // AI_PROVIDER=qwen with the demo generator behind it: the /qwen-test page's calls answer without a network.
    // Every case signs up its own users: well over the 20 sign-ups a minute one address may make (that limit has its own tests).
    const server = await startTestServer(kind, { AI_PROVIDER: 'qwen', AUTH_SIGNUP_LIMIT_PER_MINUTE: '1000' }, { ai: new DemoImages() });
    const freshUser = async () => {
      const client = server.client();
      expect((await client.signUp(nextEmail('user'))).status).toBe(200);
      return client;
    };
    const userClient = await freshUser();
    const userId = await userIdOf(userClient);
    // Free credits are for verified accounts.
    await server.deps.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    const design = await userClient.post('/api/designs', { name: 'Contract design', json: sampleDesign('Contract') });
    expect(design.status).toBe(201);
    ctx = { server, guest: server.client(), user: userClient, admin: await adminClient(server), userId, designId: design.json.design.id, freshUser };
  });
  afterAll(() => ctx.server.stop());

  it('has a case for every endpoint of the table', () => {
    const missing = table.filter(({ domain, name }) => !(cases as Record<string, Record<string, unknown>>)[domain]?.[name]);
    expect(missing.map(({ domain, name }) => `${domain}.${name}`)).toEqual([]);
  });

  it.each(table)('$label answers as the contract says', async ({ domain, name, endpoint }) => {
    const testCase = (cases as Record<string, Record<string, Case<EndpointSpec>>>)[domain][name];
    const client = testCase.as === 'guest' ? ctx.guest : testCase.as === 'user' ? ctx.user : testCase.as === 'admin' ? ctx.admin : await testCase.as(ctx);
    const input = ((await testCase.input?.(ctx)) ?? {}) as Parameters<typeof send>[3];
    const res = await send(ctx, client, endpoint, input);
    expect(res.status, JSON.stringify(res.json)).toBeGreaterThanOrEqual(200);
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
    expect(contractProblems(await loadSchema(endpoint.response), res.json)).toEqual([]);
  });

  it('would fail on an answer that changed shape', async () => {
    const list = await send(ctx, ctx.user, endpoints.designs.list, { query: { limit: 1 } });
    const schema = await loadSchema(endpoints.designs.list.response);
    expect(contractProblems(schema, list.json)).toEqual([]);
    const [design] = list.json.designs;
    const { name: _removed, ...withoutName } = design;
    expect(contractProblems(schema, { ...list.json, designs: [withoutName] })).toEqual(['designs.0.name: Invalid input: expected string, received undefined']);
    expect(contractProblems(schema, { ...list.json, designs: [{ ...design, revision: String(design.revision) }] })).toEqual([
      'designs.0.revision: Invalid input: expected number, received string',
    ]);
    expect(contractProblems(schema, { ...list.json, designs: [{ ...design, addedLater: true }] })).toEqual(['$.designs[0].addedLater: not in the contract']);
  });
});
