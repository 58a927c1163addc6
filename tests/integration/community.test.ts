import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, showcaseItems } from '../../src/server/db/schema';
import { createJobQueue } from '../../src/server/jobs';
import { adminClient } from '../setup/admin';
import { call, rawFile, userIdOf } from '../setup/designs';
import { discDesign } from '../setup/orders';
import { ageAccount } from '../setup/reporters';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

type Client = ReturnType<TestServer['client']>;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** The community: publishing, permissions, likes and saves, comments, follows, private profiles, notifications, paging, remix and order. */
describe.each(testDbKinds())('community on %s', (kind) => {
  let server: TestServer;
  let alice: Client;
  let bob: Client;
  let carol: Client;
  let admin: Client;
  let aliceId: string;
  let bobId: string;
  let itemId: string;
  const db = () => server.deps.database.db;

  const runJobs = async () => {
    const queue = createJobQueue(server.deps, { log: quiet });
    for (let ran = await queue.runDue(); ran > 0; ran = await queue.runDue());
    await queue.stop();
  };
  const put = (who: Client, url: string, body?: unknown) => call(server, who, 'PUT', url, body);
  const mailsTo = async (email: string) => (await server.mail.list()).filter((m) => m.to === email);

  async function member(email: string, name: string) {
    const client = server.client();
    expect((await client.signUpVerified(email, 'secret123', name)).status).toBe(200);
    return client;
  }
  async function designOf(client: Client, name = 'Red disc') {
    return (await client.post('/api/designs', { name, json: discDesign() })).json.design.id as string;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await member('alice-community@test.example', 'Alice');
    bob = await member('bob-community@test.example', 'Bob');
    carol = await member('carol-community@test.example', 'Carol');
    admin = await adminClient(server);
    [aliceId, bobId] = [await userIdOf(alice), await userIdOf(bob)];
  });
  afterAll(() => server?.stop());

  it('publishes only your own designs, with a picture rendered on the server and a snapshot nobody can download', async () => {
    const bobsDesign = await designOf(bob);
    expect((await alice.post('/api/showcase/items', { designId: bobsDesign, title: 'Not mine' })).status).toBe(404);
    expect((await admin.post('/api/showcase/items', { designId: bobsDesign, title: 'Not mine either' })).status).toBe(404);
    const guest = server.client();
    expect((await guest.post('/api/showcase/items', { designId: bobsDesign, title: 'Guest' })).status).toBe(401);
    const unverified = server.client();
    await unverified.signUp('unverified-community@test.example');
    const theirs = await designOf(unverified);
    const refused = await unverified.post('/api/showcase/items', { designId: theirs, title: 'Mine' });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('email_unverified');
    expect((await alice.post('/api/showcase/items', { designId: await designOf(alice), title: '', tags: [] })).status).toBe(400);
    expect((await alice.post('/api/showcase/items', { designId: await designOf(alice), title: 'Bad tags', tags: ['<b>'] })).status).toBe(400);

    const published = await alice.post('/api/showcase/items', { designId: await designOf(alice), title: 'Red disc', description: 'A round one', tags: ['Round', '#red', 'round'] });
    expect(published.status).toBe(201);
    const item = published.json.item;
    itemId = item.id;
    expect(item).toMatchObject({ title: 'Red disc', tags: ['round', 'red'], author: { id: aliceId, name: 'Alice' }, likeCount: 0, hidden: false, viewer: { isOwner: true } });
    const picture = await rawFile(server, null, item.imageUrl);
    expect(picture.status).toBe(200);
    expect(picture.contentType).toBe('image/webp');
    const [row] = await db().select().from(showcaseItems).where(eq(showcaseItems.id, itemId));
    expect(row.jsonKey).toMatch(/^showcase\//);
    expect((await rawFile(server, alice, `/api/files/raw/${row.jsonKey}`)).status).toBe(404);

    const grid = await server.client().get('/api/showcase/items');
    expect(grid.json.items.map((i: { id: string }) => i.id)).toContain(itemId);
    expect((await server.client().get('/api/showcase/items?tag=RED')).json.items.map((i: { id: string }) => i.id)).toEqual([itemId]);
    expect((await server.client().get('/api/showcase/items?q=rou')).json.items.map((i: { id: string }) => i.id)).toEqual([itemId]);
    expect((await server.client().get(`/api/showcase/items?author=${aliceId}`)).json.items).toHaveLength(1);
  });

  it('lets only the author edit and unpublish, and admins hide', async () => {
    expect((await bob.patch(`/api/showcase/items/${itemId}`, { title: 'Mine now' })).status).toBe(403);
    expect((await bob.del(`/api/showcase/items/${itemId}`)).status).toBe(403);
    expect((await admin.patch(`/api/showcase/items/${itemId}`, { title: 'Admin edit' })).status).toBe(403);
    const edited = await alice.patch(`/api/showcase/items/${itemId}`, { title: 'Red disc, edited', tags: ['red'] });
    expect(edited.json.item).toMatchObject({ title: 'Red disc, edited', tags: ['red'] });

    expect((await bob.patch(`/api/admin/community/showcase/${itemId}`, { hidden: true })).status).toBe(403);
    expect((await admin.patch(`/api/admin/community/showcase/${itemId}`, { hidden: true })).json).toEqual({ id: itemId, hidden: true });
    expect((await bob.get(`/api/showcase/items/${itemId}`)).status).toBe(404);
    expect((await put(bob, `/api/showcase/items/${itemId}/like`)).status).toBe(404);
    expect((await server.client().get('/api/showcase/items')).json.items.map((i: { id: string }) => i.id)).not.toContain(itemId);
    expect((await alice.get(`/api/showcase/items/${itemId}`)).json.item.hidden).toBe(true);
    expect((await alice.get(`/api/showcase/items?author=${aliceId}`)).json.items).toHaveLength(1);
    expect((await bob.get(`/api/showcase/items?author=${aliceId}`)).json.items).toHaveLength(0);
    await admin.patch(`/api/admin/community/showcase/${itemId}`, { hidden: false });
    expect((await bob.get(`/api/showcase/items/${itemId}`)).status).toBe(200);
    expect((await admin.patch(`/api/admin/community/showcase/${randomUUID()}`, { hidden: true })).status).toBe(404);

    const other = (await alice.post('/api/showcase/items', { designId: await designOf(alice), title: 'Short-lived' })).json.item;
    expect((await alice.del(`/api/showcase/items/${other.id}`)).status).toBe(200);
    expect((await bob.get(`/api/showcase/items/${other.id}`)).status).toBe(404);
    expect((await rawFile(server, null, other.imageUrl)).status).toBe(404);
  });

  it('counts likes and saves once per member however often they press, and tells the author once', async () => {
    const [a, b] = await Promise.all([put(bob, `/api/showcase/items/${itemId}/like`), put(bob, `/api/showcase/items/${itemId}/like`)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await put(bob, `/api/showcase/items/${itemId}/like`)).json).toEqual({ liked: true, likeCount: 1 });
    expect((await put(carol, `/api/showcase/items/${itemId}/like`)).json).toEqual({ liked: true, likeCount: 2 });
    expect((await bob.del(`/api/showcase/items/${itemId}/like`)).json).toEqual({ liked: false, likeCount: 1 });
    expect((await bob.del(`/api/showcase/items/${itemId}/like`)).json).toEqual({ liked: false, likeCount: 1 });
    expect((await put(bob, `/api/showcase/items/${itemId}/like`)).json).toEqual({ liked: true, likeCount: 2 });
    expect((await put(bob, `/api/showcase/items/${itemId}/save`)).json).toEqual({ saved: true, saveCount: 1 });
    expect((await put(bob, `/api/showcase/items/${itemId}/save`)).json).toEqual({ saved: true, saveCount: 1 });
    expect((await bob.get(`/api/showcase/items/${itemId}`)).json.item).toMatchObject({ likeCount: 2, saveCount: 1, viewer: { liked: true, saved: true, isOwner: false } });
    expect((await put(alice, `/api/showcase/items/${itemId}/like`)).json.likeCount).toBe(3);

    const likes = (await alice.get('/api/notifications')).json.notifications.filter((n: { kind: string }) => n.kind === 'like');
    // Bob liked, unliked and liked again; Carol liked; Alice's own like tells nobody.
    expect(likes.map((n: { actor: { name: string } }) => n.actor.name).sort()).toEqual(['Bob', 'Carol']);
    expect(likes[0]).toMatchObject({ targetUrl: `/showcase/${itemId}`, read: false });
  });

  it('keeps comments as plain text, limited in length; their author, the design’s author and admins delete them', async () => {
    const xss = '<img src=x onerror=alert(1)> nice!';
    const posted = await bob.post(`/api/showcase/items/${itemId}/comments`, { body: xss });
    expect(posted.status).toBe(201);
    expect(posted.json).toMatchObject({ comment: { body: xss, author: { name: 'Bob' }, canDelete: true }, commentCount: 1 });
    expect((await bob.post(`/api/showcase/items/${itemId}/comments`, { body: 'x'.repeat(1001) })).status).toBe(400);
    expect((await bob.post(`/api/showcase/items/${itemId}/comments`, { body: '   ' })).status).toBe(400);
    const second = (await carol.post(`/api/showcase/items/${itemId}/comments`, { body: 'Love it' })).json.comment;
    const listed = (await server.client().get(`/api/showcase/items/${itemId}/comments`)).json.comments;
    expect(listed.map((c: { body: string }) => c.body)).toEqual([xss, 'Love it']);
    expect(listed.every((c: { canDelete: boolean }) => !c.canDelete)).toBe(true);

    expect((await bob.del(`/api/showcase/comments/${second.id}`)).status).toBe(403);
    expect((await alice.del(`/api/showcase/comments/${second.id}`)).json).toEqual({ commentCount: 1 });
    const third = (await carol.post(`/api/showcase/items/${itemId}/comments`, { body: 'Spam spam' })).json.comment;
    await admin.patch(`/api/admin/community/comments/${third.id}`, { hidden: true });
    await admin.patch(`/api/admin/community/comments/${third.id}`, { hidden: true });
    expect((await bob.get(`/api/showcase/items/${itemId}/comments`)).json.comments).toHaveLength(1);
    expect((await admin.get(`/api/showcase/items/${itemId}/comments`)).json.comments).toHaveLength(2);
    expect((await bob.get(`/api/showcase/items/${itemId}`)).json.item.commentCount).toBe(1);
    expect((await alice.get('/api/notifications')).json.notifications.filter((n: { kind: string }) => n.kind === 'comment')).toHaveLength(3);
  });

  it('follows once, never yourself, counts followers, and lists both tabs', async () => {
    expect((await put(bob, `/api/community/users/${aliceId}/follow`)).json).toEqual({ following: true, followerCount: 1 });
    expect((await put(bob, `/api/community/users/${aliceId}/follow`)).json).toEqual({ following: true, followerCount: 1 });
    expect((await put(carol, `/api/community/users/${aliceId}/follow`)).json.followerCount).toBe(2);
    expect((await put(alice, `/api/community/users/${bobId}/follow`)).json.followerCount).toBe(1);
    const self = await put(alice, `/api/community/users/${aliceId}/follow`);
    expect(self.status).toBe(400);
    expect(self.json.error.code).toBe('follow_self');
    expect((await put(alice, `/api/community/users/nobody/follow`)).status).toBe(404);
    expect((await carol.del(`/api/community/users/${aliceId}/follow`)).json).toEqual({ following: false, followerCount: 1 });
    expect((await carol.del(`/api/community/users/${aliceId}/follow`)).json).toEqual({ following: false, followerCount: 1 });

    expect((await carol.get(`/api/community/users/${aliceId}`)).json.profile).toMatchObject({
      followerCount: 1,
      followingCount: 1,
      itemCount: 1,
      viewer: { isSelf: false, follows: false },
    });
    expect((await bob.get(`/api/community/users/${aliceId}`)).json.profile.viewer.follows).toBe(true);
    const followers = (await alice.get('/api/community/people?tab=followers')).json.people;
    expect(followers).toEqual([expect.objectContaining({ id: bobId, name: 'Bob', followedByMe: true })]);
    expect((await bob.get('/api/community/people?tab=following')).json.people.map((p: { id: string }) => p.id)).toEqual([aliceId]);
    const feed = (await bob.get('/api/showcase/items?sort=following')).json.items;
    expect(feed.map((i: { id: string }) => i.id)).toEqual([itemId]);
    expect((await carol.get('/api/showcase/items?sort=following')).json.items).toEqual([]);
    expect((await server.client().get('/api/showcase/items?sort=following')).status).toBe(401);
  });

  it('edits a profile with http(s) links only, and a private profile shows little to others', async () => {
    expect((await alice.patch('/api/community/profile', { links: ['javascript:alert(1)'] })).status).toBe(400);
    expect((await alice.patch('/api/community/profile', { links: ['ftp://files.example'] })).status).toBe(400);
    const saved = await alice.patch('/api/community/profile', { displayName: 'Alice M.', bio: 'Sticker maker', links: ['https://alice.example/shop'] });
    expect(saved.json.profile).toMatchObject({ displayName: 'Alice M.', bio: 'Sticker maker', links: ['https://alice.example/shop'], isPrivate: false });
    expect((await bob.get(`/api/showcase/items/${itemId}`)).json.item.author.name).toBe('Alice M.');

    await alice.patch('/api/community/profile', { isPrivate: true });
    const seen = (await bob.get(`/api/community/users/${aliceId}`)).json.profile;
    expect(seen).toMatchObject({ name: 'Alice M.', isPrivate: true, bio: '', links: [], followerCount: null, followingCount: null, itemCount: null });
    expect((await bob.get(`/api/showcase/items?author=${aliceId}`)).json.items).toEqual([]);
    expect((await alice.get(`/api/community/users/${aliceId}`)).json.profile).toMatchObject({ bio: 'Sticker maker', itemCount: 1 });
    expect((await admin.get(`/api/community/users/${aliceId}`)).json.profile.bio).toBe('Sticker maker');
    await alice.patch('/api/community/profile', { isPrivate: false });
  });

  it('sends notifications as each member switched them: in the app, by e-mail (through the outbox), or not at all', async () => {
    await runJobs();
    const aliceMails = await mailsTo('alice-community@test.example');
    expect(aliceMails.some((m) => m.subject.startsWith('“Bob” liked your design') && m.text.includes(`/showcase/${itemId}`))).toBe(true);
    expect(aliceMails.some((m) => m.subject.startsWith('“Bob” started following you'))).toBe(true);

    // Bob: follows only in the app, likes not at all.
    await put(bob, '/api/notifications/preferences', {
      preferences: [
        { kind: 'follow', inApp: true, email: false },
        { kind: 'like', inApp: false, email: false },
      ],
    });
    expect((await bob.get('/api/notifications/preferences')).json.preferences).toContainEqual({ kind: 'like', inApp: false, email: false });
    const bobsItem = (await bob.post('/api/showcase/items', { designId: await designOf(bob), title: 'Blue' })).json.item;
    const before = (await server.mail.list()).length;
    await put(carol, `/api/showcase/items/${bobsItem.id}/like`);
    await put(carol, `/api/community/users/${bobId}/follow`);
    const queued = await db().select().from(jobs).where(eq(jobs.name, 'notifications.mail'));
    await runJobs();
    expect((await server.mail.list()).length).toBe(before);
    expect(queued.filter((j) => j.status === 'queued')).toHaveLength(0);
    const inbox = (await bob.get('/api/notifications')).json;
    // Carol's like told Bob nothing; her follow is in the app (newest first, after Alice's earlier one).
    expect(inbox.notifications.map((n: { kind: string; actor: { name: string } }) => [n.kind, n.actor.name])).toEqual([
      ['follow', 'Carol'],
      ['follow', 'Alice M.'],
    ]);
    expect(inbox.unread).toBe(2);
    expect((await bob.post('/api/notifications/read', {})).json.unread).toBe(0);
    expect((await bob.get('/api/notifications/unread')).json.unread).toBe(0);
    expect((await server.client().get('/api/notifications')).status).toBe(401);
  });

  it('copies a design with "Make my own" (credited) and orders one into the buyer’s cart', async () => {
    const remix = await carol.post(`/api/showcase/items/${itemId}/remix`);
    expect(remix.status).toBe(201);
    const design = await carol.get(`/api/designs/${remix.json.designId}`);
    expect(design.status).toBe(200);
    expect(design.json.design.name).toBe('Red disc, edited (remix)');
    expect((await carol.get(`/api/showcase/items/${itemId}`)).json.item.remixCount).toBe(1);
    const republished = (await carol.post('/api/showcase/items', { designId: remix.json.designId, title: 'My take' })).json.item;
    expect(republished.remixOf).toEqual({ id: itemId, title: 'Red disc, edited' });

    const ordered = await bob.post(`/api/showcase/items/${itemId}/order`, {});
    expect(ordered.status).toBe(200);
    expect(ordered.json.cart.lines).toHaveLength(1);
    const line = ordered.json.cart.lines[0];
    expect(line).toMatchObject({ designName: 'Red disc, edited', options: { product: 'die-cut', widthIn: 3, heightIn: 3, quantity: 50 }, error: null });
    // The line's design is Bob's own copy: the checkout treats it like any design of his.
    expect((await bob.get(`/api/designs/${line.designId}`)).status).toBe(200);
    expect((await alice.get(`/api/designs/${line.designId}`)).status).toBe(404);
    const again = await bob.post(`/api/showcase/items/${itemId}/order`, {});
    expect(again.json.itemId).toBe(ordered.json.itemId);
    expect(again.json.cart.lines).toHaveLength(1);
  });

  it('pages the grid by keyset without repeats or gaps, newest and popular', async () => {
    const [template] = await db().select().from(showcaseItems).where(eq(showcaseItems.id, itemId));
    const base = Date.parse('2030-01-01T00:00:00Z');
    const extra = Array.from({ length: 9 }, (_, i) => ({
      ...template,
      id: randomUUID(),
      title: `Paged ${i}`,
      tags: ['paged'],
      // Ties on purpose: three share a time, likes repeat.
      publishedAt: new Date(base - Math.floor(i / 3) * 1000),
      likeCount: i % 3,
      remixOfId: null,
    }));
    await db()
      .insert(showcaseItems)
      .values(extra.map(({ search: _search, ...row }) => row));
    for (const sort of ['newest', 'popular'] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/showcase/items?tag=paged&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page: { items: { id: string; likeCount: number }[]; nextCursor: string | null } = (await server.client().get(url)).json;
        seen.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(9);
      expect(seen.sort()).toEqual(extra.map((e) => e.id).sort());
    }
    const popular = (await server.client().get('/api/showcase/items?tag=paged&sort=popular&limit=9')).json.items;
    expect(popular.map((i: { likeCount: number }) => i.likeCount)).toEqual([2, 2, 2, 1, 1, 1, 0, 0, 0]);
    expect((await server.client().get('/api/showcase/items?cursor=not-a-cursor')).status).toBe(400);
  });
  it('hides a showcase item three members report until an admin dismisses the reports', async () => {
    const reported = (await alice.post('/api/showcase/items', { designId: await designOf(alice), title: 'Reported disc' })).json.item;
    const dave = await member('dave-community@test.example', 'Dave');
    // Reports count towards auto-hide from established members: old enough accounts that have taken part.
    for (const reporter of [bob, carol, dave]) {
      await ageAccount(server, await userIdOf(reporter));
      expect((await reporter.post(`/api/showcase/items/${itemId}/comments`, { body: 'Nice one' })).status).toBe(201);
    }
    const report = (who: Client) => who.post('/api/reports', { targetType: 'showcase_item', targetId: reported.id, reason: 'spam' });
    const gridIds = async () => (await server.client().get('/api/showcase/items')).json.items.map((i: { id: string }) => i.id);

    expect((await report(alice)).json.error.code).toBe('report_own');
    expect((await report(bob)).json.hidden).toBe(false);
    expect((await report(carol)).json.hidden).toBe(false);
    expect(await gridIds()).toContain(reported.id);
    expect((await report(dave)).json.hidden).toBe(true);
    expect(await gridIds()).not.toContain(reported.id);
    expect((await bob.get(`/api/showcase/items/${reported.id}`)).status).toBe(404);

    const review = (await admin.get('/api/admin/moderation/reports')).json.items.find((i: { targetId: string }) => i.targetId === reported.id);
    expect(review).toMatchObject({ targetType: 'showcase_item', title: 'Reported disc', reportCount: 3, hidden: true, authorName: 'Alice' });
    expect((await admin.post('/api/admin/moderation/resolve', { targetType: 'showcase_item', targetId: reported.id, resolution: 'dismissed' })).status).toBe(200);
    expect(await gridIds()).toContain(reported.id);
    expect((await bob.get(`/api/showcase/items/${reported.id}`)).status).toBe(200);
  });

  it('lets members report comments and profiles; a hidden profile turns private', async () => {
    const comment = (await bob.post(`/api/showcase/items/${itemId}/comments`, { body: 'Rude words' })).json.comment;
    expect((await carol.post('/api/reports', { targetType: 'showcase_comment', targetId: comment.id, reason: 'abuse' })).status).toBe(201);
    expect((await carol.post('/api/reports', { targetType: 'profile', targetId: bobId, reason: 'spam' })).status).toBe(201);
    expect((await bob.post('/api/reports', { targetType: 'profile', targetId: bobId, reason: 'spam' })).json.error.code).toBe('report_own');

    await admin.post('/api/admin/moderation/resolve', { targetType: 'showcase_comment', targetId: comment.id, resolution: 'hidden' });
    const comments = (await carol.get(`/api/showcase/items/${itemId}/comments`)).json.comments.map((c: { id: string }) => c.id);
    expect(comments).not.toContain(comment.id);
    await admin.post('/api/admin/moderation/resolve', { targetType: 'profile', targetId: bobId, resolution: 'hidden' });
    expect((await carol.get(`/api/community/users/${bobId}`)).json.profile.isPrivate).toBe(true);
  });
});
