import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema';
import { NEW_ACCOUNT_FIRST_DAY_POSTS, POSTS_PER_PAGE } from '../../src/shared/community/limits';
import { adminClient } from '../setup/admin';
import { userIdOf } from '../setup/designs';
import { ageAccount } from '../setup/reporters';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

type Client = ReturnType<TestServer['client']>;

/** The forum, reports and moderation: permissions, sanitising, new-account limits, the report threshold. */
describe.each(testDbKinds())('forum and moderation on %s', (kind) => {
  let server: TestServer;
  let admin: Client;
  let emails = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await adminClient(server);
  });
  afterAll(() => server?.stop());

  /** A verified member; `established` makes the account older than a day (no new-account limits). */
  async function member(name: string, established = true) {
    const client = server.client();
    const email = `forum-${++emails}@test.example`;
    await client.signUpVerified(email, 'secret123', name);
    const id = await userIdOf(client);
    if (established) await server.deps.database.db.update(user).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(user.id, id));
    return { client, id };
  }

  /** A member whose reports count towards auto-hide: old enough, and has written in the forum. */
  async function establishedReporter(name: string) {
    const reporter = await member(name);
    await ageAccount(server, reporter.id);
    await thread(reporter.client, `Hello from ${name}`);
    return reporter;
  }

  async function thread(client: Client, body = 'Which vinyl holds up outside?') {
    const res = await client.post('/api/forum/threads', { categoryId: 'general', title: 'Outdoor stickers', body });
    expect(res.status).toBe(201);
    return res.json.thread.id as string;
  }

  it('lets anyone read, members write, owners edit and delete their own posts', async () => {
    const ann = await member('Ann Lee');
    const bob = await member('Bob');
    const id = await thread(ann.client, '**Hello** @Bob <script>alert(1)</script> [x](javascript:alert(1)) ![p](https://evil.example/p.png)');

    const guest = server.client();
    const page = await guest.get(`/api/forum/threads/${id}`);
    expect(page.status).toBe(200);
    const opening = page.json.posts[0];
    expect(opening.html).toContain('<strong>Hello</strong>');
    expect(opening.html).toContain(`<a href="/user/${bob.id}" class="mention">@Bob</a>`);
    expect(opening.html).not.toMatch(/<script|href="javascript|evil\.example/);
    expect(page.json.thread).toMatchObject({ title: 'Outdoor stickers', replyCount: 0, mine: false });
    expect((await guest.post(`/api/forum/threads/${id}/posts`, { body: 'guest' })).status).toBe(401);

    const reply = await bob.client.post(`/api/forum/threads/${id}/posts`, { body: 'Thanks @AnnLee, see [the guide](https://example.com/guide)' });
    expect(reply.status).toBe(201);
    expect(reply.json.post.html).toContain(`<a href="/user/${ann.id}" class="mention">@AnnLee</a>`);
    expect(reply.json.post.html).toContain('rel="nofollow ugc noopener noreferrer"');
    const postId = reply.json.post.id;

    expect((await ann.client.patch(`/api/forum/posts/${postId}`, { body: 'hijack' })).status).toBe(403);
    expect((await ann.client.del(`/api/forum/posts/${postId}`)).status).toBe(403);
    const edited = await bob.client.patch(`/api/forum/posts/${postId}`, { body: 'Edited text' });
    expect(edited.json.post).toMatchObject({ body: 'Edited text', mine: true });
    expect(edited.json.post.editedAt).not.toBeNull();

    const deleted = await bob.client.del(`/api/forum/posts/${postId}`);
    expect(deleted.json.post).toMatchObject({ deleted: true, html: null, body: null });
    expect((await guest.get(`/api/forum/threads/${id}`)).json.posts).toHaveLength(2);

    // An unverified account cannot post; only admins start announcements.
    const fresh = server.client();
    await fresh.signUp(`forum-unverified-${++emails}@test.example`);
    expect((await fresh.post(`/api/forum/threads/${id}/posts`, { body: 'hi' })).json.error.code).toBe('email_unverified');
    expect((await bob.client.post('/api/forum/threads', { categoryId: 'announcements', title: 'Big news here', body: 'x' })).status).toBe(403);
    expect((await admin.post('/api/forum/threads', { categoryId: 'announcements', title: 'Big news here', body: 'x' })).status).toBe(201);

    // Deleting the opening post deletes the thread.
    await ann.client.del(`/api/forum/posts/${opening.id}`);
    expect((await guest.get(`/api/forum/threads/${id}`)).status).toBe(404);
  });

  it('pages a thread by post number and lists threads with a keyset cursor', async () => {
    const ann = await member('Pager');
    const id = await thread(ann.client);
    const db = server.deps.database.db;
    // Replies written straight into the table (the limits are not what is tested here).
    await db.execute(sql`
      INSERT INTO forum_posts (id, thread_id, seq, author_id, body, body_html, created_at)
      SELECT gen_random_uuid(), ${id}::uuid, s, ${ann.id}, 'r' || s, '<p>r' || s || '</p>', now() FROM generate_series(2, 60) s`);
    await db.execute(sql`UPDATE forum_threads SET post_count = 60 WHERE id = ${id}::uuid`);
    const last = await server.client().get(`/api/forum/threads/${id}?page=last`);
    expect(last.json).toMatchObject({ page: 3, pageCount: Math.ceil(60 / POSTS_PER_PAGE) });
    expect(last.json.posts.map((p: { seq: number }) => p.seq)).toEqual(Array.from({ length: 10 }, (_, i) => 51 + i));
    expect((await server.client().get(`/api/forum/threads/${id}?page=2`)).json.posts[0].seq).toBe(26);

    const first = await server.client().get('/api/forum/threads?category=general');
    expect(first.status).toBe(200);
    expect(first.json.threads[0].id).toBe(id);
    expect((await server.client().get('/api/forum/threads?cursor=garbage')).status).toBe(400);
    const categories = (await server.client().get('/api/forum/categories')).json.categories;
    expect(categories.map((c: { id: string }) => c.id)).toEqual(['announcements', 'general', 'design-help', 'ai-generation', 'ordering-printing', 'feedback']);
  });

  it('holds new accounts to the posting limits, and not established ones or admins', async () => {
    const newbie = await member('Newbie', false);
    const id = await thread(newbie.client);
    const tooSoon = await newbie.client.post(`/api/forum/threads/${id}/posts`, { body: 'again' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json.error.code).toBe('post_interval');
    expect(tooSoon.json.error.message).toMatch(/^New accounts can post once every 30 seconds\. Please wait \d+ more seconds\.$/);

    const links = await newbie.client.post(`/api/forum/threads/${id}/posts`, { body: 'https://a.example https://b.example https://c.example' });
    expect(links.json.error).toMatchObject({ code: 'too_many_links', message: 'New accounts can put at most 2 links in a post.' });
    const images = await newbie.client.post(`/api/forum/threads/${id}/posts`, { body: '![a](/api/files/raw/public/a.png) ![b](/api/files/raw/public/b.png)' });
    expect(images.json.error.code).toBe('too_many_images');

    // First-day cap: the interval counter is cleared between posts to reach it.
    const db = server.deps.database.db;
    for (let i = 1; i < NEW_ACCOUNT_FIRST_DAY_POSTS; i++) {
      await db.execute(sql`DELETE FROM rate_counters WHERE key = ${`forum-post-interval:${newbie.id}`}`);
      expect((await newbie.client.post(`/api/forum/threads/${id}/posts`, { body: `post ${i}` })).status).toBe(201);
    }
    await db.execute(sql`DELETE FROM rate_counters WHERE key = ${`forum-post-interval:${newbie.id}`}`);
    const capped = await newbie.client.post(`/api/forum/threads/${id}/posts`, { body: 'one more' });
    expect(capped.json.error.code).toBe('first_day_cap');

    const old = await member('Oldtimer');
    await thread(old.client);
    expect((await old.client.post(`/api/forum/threads/${id}/posts`, { body: 'https://a.example https://b.example https://c.example' })).status).toBe(201);
    expect((await admin.post(`/api/forum/threads/${id}/posts`, { body: 'one' })).status).toBe(201);
    expect((await admin.post(`/api/forum/threads/${id}/posts`, { body: 'two' })).status).toBe(201);
  });

  it('hides an item reported by three people until an admin reviews it; admins hide, lock and delete', async () => {
    const author = await member('Spammer');
    const id = await thread(author.client, 'Buy cheap followers');
    const reporters = [await establishedReporter('R1'), await establishedReporter('R2'), await establishedReporter('R3')];
    const report = (who: Client, targetId = id, targetType = 'forum_thread') => who.post('/api/reports', { targetType, targetId, reason: 'spam' });

    expect((await report(author.client)).json.error.code).toBe('report_own');
    expect((await report(reporters[0].client)).json.hidden).toBe(false);
    expect((await report(reporters[0].client)).status).toBe(201); // twice counts once
    expect((await report(reporters[1].client)).json.hidden).toBe(false);
    expect((await report(reporters[2].client)).json.hidden).toBe(true);
    expect((await server.client().get(`/api/forum/threads/${id}`)).status).toBe(404);
    expect((await author.client.get(`/api/forum/threads/${id}`)).json.thread.hidden).toBe(true);
    expect((await report(reporters[0].client, 'x', 'showcase_item')).status).toBe(404);

    expect((await reporters[0].client.get('/api/admin/moderation/reports')).status).toBe(403);
    const review = await admin.get('/api/admin/moderation/reports');
    expect(review.json.items.find((i: { targetId: string }) => i.targetId === id)).toMatchObject({
      targetType: 'forum_thread',
      title: 'Outdoor stickers',
      reportCount: 3,
      hidden: true,
      reasons: ['spam'],
      authorName: 'Spammer',
    });

    expect((await admin.post('/api/admin/moderation/resolve', { targetType: 'forum_thread', targetId: id, resolution: 'dismissed' })).status).toBe(200);
    expect((await server.client().get(`/api/forum/threads/${id}`)).status).toBe(200);
    expect((await admin.get('/api/admin/moderation/reports')).json.items.some((i: { targetId: string }) => i.targetId === id)).toBe(false);

    expect((await admin.post(`/api/admin/moderation/threads/${id}/lock`, { locked: true })).status).toBe(200);
    const locked = await reporters[0].client.post(`/api/forum/threads/${id}/posts`, { body: 'late' });
    expect(locked.json.error.code).toBe('thread_locked');
    expect((await author.client.post(`/api/admin/moderation/threads/${id}/lock`, { locked: false })).status).toBe(403);

    const page = await server.client().get(`/api/forum/threads/${id}`);
    const postId = page.json.posts[0].id;
    await admin.post('/api/admin/moderation/hide', { targetType: 'forum_post', targetId: postId, hidden: true });
    expect((await server.client().get(`/api/forum/threads/${id}`)).json.posts[0]).toMatchObject({ hidden: true, html: null });
    expect((await admin.get(`/api/forum/threads/${id}`)).json.posts[0].html).toContain('Buy cheap');
    await report(reporters[1].client, postId, 'forum_post');
    await admin.post('/api/admin/moderation/resolve', { targetType: 'forum_post', targetId: postId, resolution: 'deleted' });
    expect((await admin.get(`/api/forum/threads/${id}`)).json.posts[0]).toMatchObject({ deleted: true, html: null });
  });
  it('tells the thread author of a reply and mentioned members of their mention, never the author themselves', async () => {
    const ann = await member('Notified Ann');
    const ben = await member('Notified Ben');
    const cat = await member('Notified Cat');
    const id = await thread(ann.client, 'Glossy or matte?');
    const inbox = async (who: Client) => (await who.get('/api/notifications')).json.notifications as { kind: string; targetUrl: string; excerpt: string }[];

    const reply = await ben.client.post(`/api/forum/threads/${id}/posts`, { body: 'Matte, **really**. Ask @NotifiedCat too' });
    expect(reply.status).toBe(201);
    const url = `/forum?thread=${id}&page=1#post-2`;
    expect(await inbox(ann.client)).toEqual([expect.objectContaining({ kind: 'reply', targetUrl: url, excerpt: 'Matte, really. Ask @NotifiedCat too' })]);
    expect(await inbox(cat.client)).toEqual([expect.objectContaining({ kind: 'mention', targetUrl: url })]);

    // Ann answering in her own thread tells nobody (not even Ben, who is not mentioned).
    await ann.client.post(`/api/forum/threads/${id}/posts`, { body: 'Thanks!' });
    expect(await inbox(ann.client)).toHaveLength(1);
    expect(await inbox(ben.client)).toHaveLength(0);
    expect(await inbox(cat.client)).toHaveLength(1);
  });
});
