import { eq, sql } from 'drizzle-orm';
import { user } from '../../../src/server/db/schema';
import { createJobQueue } from '../../../src/server/jobs';
import { endpoints } from '../../../src/shared/api/endpoints';
import { userIdOf } from '../../setup/designs';
import { lastMailTo } from '../../setup/outbox';
import { type Cases, type Client, type Context, nextEmail, pngFile, printableDesign, send } from './harness';

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

/** The community's endpoints: showcase, profiles, notifications, forum, blog, newsletter and their moderation. */
export const communityCases: Pick<
  Cases,
  'showcase' | 'community' | 'notifications' | 'forum' | 'forumAttachments' | 'adminModeration' | 'blog' | 'newsletter' | 'adminNewsletter' | 'communityAdmin'
> = {
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
  forumAttachments: {
    upload: { as: forumMember, input: async () => ({ body: await pngFile() }) },
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
        const queue = createJobQueue(ctx.server.deps, { log: { info: () => {}, warn: () => {}, error: () => {} } });
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
  communityAdmin: {
    hideItem: { as: 'admin', input: async (ctx) => ({ params: { id: await publishItem(ctx) }, body: { hidden: true } }) },
    hideComment: { as: 'admin', input: async (ctx) => ({ params: { id: await showcaseComment(ctx) }, body: { hidden: true } }) },
  },
};
