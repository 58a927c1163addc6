import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, user } from '../../src/server/db/schema';
import { createJobQueue } from '../../src/server/jobs';
import { MAIL_DIGEST_WINDOW_MS } from '../../src/server/services/notifications/digest';
import { COMMENTS_PER_MEMBER_PER_MINUTE } from '../../src/shared/community/limits';
import { userIdOf } from '../setup/designs';
import { discDesign } from '../setup/orders';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

type Client = ReturnType<TestServer['client']>;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Comment floods must not become mail floods (issue 28, finding 7): comments are paced per member and
 * item, one actor's notifications on one item are mailed as a digest, member-chosen names are quoted in
 * subjects, and mentions mail only from a post's first version and within the author's daily cap.
 */
describe.each(testDbKinds())('comment and mail floods on %s', (kind) => {
  let server: TestServer;
  let members = 0;
  const db = () => server.deps.database.db;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  const runJobs = async () => {
    const queue = createJobQueue(server.deps, { log: quiet });
    for (let ran = await queue.runDue(); ran > 0; ran = await queue.runDue());
    await queue.stop();
  };
  /** The notification mails a member got (not the sign-up's verification). */
  const mailsTo = async (email: string) => (await server.mail.list()).filter((m) => m.to === email && m.text.includes('Choose which e-mails you get'));

  /** A verified member, older than a day (the forum's new-account limits are not what is tested here). */
  async function member(name: string) {
    const client = server.client();
    const email = `flood-${++members}@test.example`;
    expect((await client.signUpVerified(email, 'secret123', name)).status).toBe(200);
    const id = await userIdOf(client);
    await db().update(user).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(user.id, id));
    return { client, email, id };
  }

  async function publish(client: Client) {
    const design = (await client.post('/api/designs', { name: 'Disc', json: discDesign() })).json.design.id;
    const published = await client.post('/api/showcase/items', { designId: design, title: 'Flooded disc' });
    expect(published.status).toBe(201);
    return published.json.item.id as string;
  }

  it('refuses most of 40 comments sent at once, and mails the author one digest with the name quoted', async () => {
    const author = await member('Author');
    const flooder = await member('Support Team');
    const itemId = await publish(author.client);
    const sent = await Promise.all(Array.from({ length: 40 }, (_, i) => flooder.client.post(`/api/showcase/items/${itemId}/comments`, { body: `Spam ${i}` })));
    const accepted = sent.filter((r) => r.status === 201).length;
    expect(accepted).toBe(COMMENTS_PER_MEMBER_PER_MINUTE);
    expect(sent.filter((r) => r.status === 429)).toHaveLength(40 - accepted);

    await runJobs();
    const mails = await mailsTo(author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`“Support Team” commented on your design (${accepted} times) · “Support Team” 评论了你的设计（${accepted} 次）`);

    // Within the digest window, a further comment waits for one mail at the window's end.
    await db().execute(sql`DELETE FROM rate_counters WHERE key LIKE 'comments:%'`);
    expect((await flooder.client.post(`/api/showcase/items/${itemId}/comments`, { body: 'One more' })).status).toBe(201);
    await runJobs();
    expect(await mailsTo(author.email)).toHaveLength(1);
    const [waiting] = await db()
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.name, 'notifications.mail'), eq(jobs.status, 'queued'), gt(jobs.runAt, new Date())));
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now() + MAIL_DIGEST_WINDOW_MS / 2);
    // The window passes: the first mail an hour ago, the waiting digest due now.
    await db()
      .update(notifications)
      .set({ mailedAt: sql`${notifications.mailedAt} - make_interval(secs => ${MAIL_DIGEST_WINDOW_MS / 1000})` })
      .where(eq(notifications.userId, author.id));
    await db()
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.name, 'notifications.mail'), eq(jobs.status, 'queued')));
    await runJobs();
    const after = await mailsTo(author.email);
    expect(after).toHaveLength(2);
    expect(after.map((m) => m.subject)).toContain('“Support Team” commented on your design · “Support Team” 评论了你的设计');
  });

  it('paces comments on one item from many members', async () => {
    const author = await member('Popular');
    const itemId = await publish(author.client);
    const commenters: Awaited<ReturnType<typeof member>>[] = [];
    for (let i = 0; i < 6; i++) commenters.push(await member(`Fan ${i}`));
    const sent = await Promise.all(commenters.flatMap((c) => Array.from({ length: 6 }, (_, i) => c.client.post(`/api/showcase/items/${itemId}/comments`, { body: `Hi ${i}` }))));
    const statuses = sent.map((r) => r.status);
    expect({ accepted: statuses.filter((s) => s === 201).length, refused: statuses.filter((s) => s === 429).length }).toEqual({ accepted: 30, refused: 6 });
  });

  it('mails mentions of a first version only, in the app for an edit, and not beyond the author’s daily cap', async () => {
    const ann = await member('Mention Ann');
    const cat = await member('Mention Cat');
    const dan = await member('Mention Dan');
    const eve = await member('Mention Eve');
    const created = await ann.client.post('/api/forum/threads', { categoryId: 'general', title: 'Mentions here', body: 'Hello @MentionCat' });
    expect(created.status).toBe(201);
    const threadId = created.json.thread.id;
    const opening = (await ann.client.get(`/api/forum/threads/${threadId}`)).json.posts[0].id;
    expect((await ann.client.patch(`/api/forum/posts/${opening}`, { body: 'Hello @MentionCat and @MentionDan' })).status).toBe(200);
    await runJobs();
    expect(await mailsTo(cat.email)).toHaveLength(1);
    expect(await mailsTo(dan.email)).toHaveLength(0);
    const dansBell = await db().select().from(notifications).where(eq(notifications.userId, dan.id));
    expect(dansBell).toEqual([expect.objectContaining({ kind: 'mention', inApp: true, mailedAt: null })]);

    // The author's daily mention mails are spent: a new post's mention is told in the app only.
    await db().execute(sql`UPDATE rate_counters SET count = 1000 WHERE key = ${`mention-mails:${ann.id}`}`);
    expect((await ann.client.post(`/api/forum/threads/${threadId}/posts`, { body: 'And @MentionEve' })).status).toBe(201);
    await runJobs();
    expect(await mailsTo(eve.email)).toHaveLength(0);
    expect(await db().select().from(notifications).where(eq(notifications.userId, eve.id))).toHaveLength(1);
  });
});
