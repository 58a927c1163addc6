import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumAttachments, jobs, user } from '../../src/server/db/schema';
import { sweepForumAttachments } from '../../src/server/services/forum/attachment-sweep';
import { adminClient } from '../setup/admin';
import { rawFile, uploadForm, userIdOf } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const ART = path.resolve('tests/fixtures/art');
const art = (name: string) => fs.readFileSync(path.join(ART, name));

/** Images in forum posts: uploaded like any upload, public with their post, gone with it. */
describe.each(testDbKinds())('forum post images on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;
  let emails = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await adminClient(server);
  });
  afterAll(() => server?.stop());

  async function member(name: string) {
    const client = server.client();
    await client.signUpVerified(`attach-${++emails}@test.example`, 'secret123', name);
    const id = await userIdOf(client);
    await server.deps.database.db.update(user).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(user.id, id));
    return client;
  }

  async function threadWith(client: ReturnType<TestServer['client']>, body: string) {
    const res = await client.post('/api/forum/threads', { categoryId: 'general', title: 'My new sticker', body });
    expect(res.status).toBe(201);
    const id = res.json.thread.id as string;
    const page = await server.client().get(`/api/forum/threads/${id}?page=1`);
    return { id, post: page.json.posts[0] as { id: string; html: string } };
  }

  it('re-encodes an upload, shows it only to its uploader until posted, then to everyone with cache headers', async () => {
    const ann = await member('Ann');
    const upload = await uploadForm(server, ann, '/api/forum-attachments', art('embedded-f3.jpg'), 'sunset.jpg');
    expect(upload.status).toBe(201);
    const { url, width, height } = upload.json.attachment;
    expect(url).toMatch(/^\/api\/forum-attachments\/[0-9a-f-]{36}$/);
    expect(Math.max(width, height)).toBeLessThanOrEqual(2048);

    // A draft image: its uploader's preview only.
    const draft = await rawFile(server, ann, url);
    expect(draft.status).toBe(200);
    expect(draft.contentType).toBe('image/webp');
    expect((await sharp(draft.body).metadata()).format).toBe('webp');
    expect((await rawFile(server, null, url)).status).toBe(404);

    const { post } = await threadWith(ann, `Look:\n\n![sunset](${url})`);
    expect(post.html).toContain(`<img src="${url}"`);
    const bob = await member('Bob');
    expect((await rawFile(server, bob, url)).status).toBe(200);
    const anonymous = await server.app.request(`http://localhost:3000${url}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=300');
    expect(anonymous.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = anonymous.headers.get('etag') ?? '';
    expect((await server.app.request(`http://localhost:3000${url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('refuses what is not a picture, and drops outside images and other members’ uploads from posts', async () => {
    const ann = await member('Cat');
    expect((await uploadForm(server, ann, '/api/forum-attachments', Buffer.from('not an image'), 'x.png')).status).toBe(415);
    expect((await uploadForm(server, ann, '/api/forum-attachments', art('rust-logo.svg'), 'logo.svg')).status).toBe(415);
    expect((await uploadForm(server, null, '/api/forum-attachments', art('idle-256.png'))).status).toBe(401);

    const dan = await member('Dan');
    const dans = (await uploadForm(server, dan, '/api/forum-attachments', art('idle-256.png'))).json.attachment.url as string;
    const own = (await uploadForm(server, ann, '/api/forum-attachments', art('python.webp'))).json.attachment.url as string;
    const { post } = await threadWith(ann, `![outside](https://evil.example/x.png) ![app file](/api/files/raw/users/x/a.png) ![dan](${dans}) ![mine](${own})`);
    expect(post.html).not.toContain('evil.example');
    expect(post.html).not.toContain('/api/files/raw');
    expect(post.html).not.toContain(dans);
    expect(post.html).toContain(`<img src="${own}"`);
    // Dan's image was never posted: still his draft.
    expect((await rawFile(server, null, dans)).status).toBe(404);
  });

  const attachmentRow = async (url: string) => {
    const id = url.split('/').pop() as string;
    const [row] = await server.deps.database.db.select().from(forumAttachments).where(eq(forumAttachments.id, id));
    return row;
  };
  const stored = async (key: string) => (await server.deps.storage.getBuffer(key)) !== null;
  const sweepsQueued = async () => (await server.deps.database.db.select().from(jobs).where(eq(jobs.name, 'forum.sweep-attachments'))).filter((j) => j.status === 'queued').length;
  const sweep = (now = new Date()) => sweepForumAttachments({ db: server.deps.database.db, storage: server.deps.storage }, now);

  it('hides the images of a post moderation hides and keeps their files; deleting the post deletes them from storage', async () => {
    const eve = await member('Eve');
    const url = (await uploadForm(server, eve, '/api/forum-attachments', art('idle-48.gif'))).json.attachment.url as string;
    const { id, post } = await threadWith(eve, `![gif](${url})`);
    const reply = await eve.post(`/api/forum/threads/${id}/posts`, { body: 'and one more' });
    expect(reply.status).toBe(201);
    expect((await rawFile(server, null, url)).status).toBe(200);
    const { storageKey } = await attachmentRow(url);

    // Hidden: served to nobody, the file kept (moderation may show the post again).
    expect((await admin.post('/api/admin/moderation/hide', { targetType: 'forum_post', targetId: post.id, hidden: true })).status).toBe(200);
    expect((await rawFile(server, null, url)).status).toBe(404);
    expect((await rawFile(server, eve, url)).status).toBe(404);
    await sweep();
    expect(await stored(storageKey)).toBe(true);
    expect((await admin.post('/api/admin/moderation/hide', { targetType: 'forum_post', targetId: post.id, hidden: false })).status).toBe(200);
    expect((await rawFile(server, null, url)).status).toBe(200);

    // Deleted by its author: served to nobody at once, a sweep is queued, and it deletes the file and the row.
    expect((await eve.del(`/api/forum/posts/${post.id}`)).status).toBe(200);
    expect((await rawFile(server, null, url)).status).toBe(404);
    expect((await rawFile(server, eve, url)).status).toBe(404);
    expect(await sweepsQueued()).toBe(1);
    expect((await sweep()).removed).toBeGreaterThanOrEqual(1);
    expect(await stored(storageKey)).toBe(false);
    expect(await attachmentRow(url)).toBeUndefined();
  });

  it('deletes the files of a post or thread an admin deletes through moderation', async () => {
    const fay = await member('Fay');
    const inReply = (await uploadForm(server, fay, '/api/forum-attachments', art('idle-256.png'))).json.attachment.url as string;
    const inOpening = (await uploadForm(server, fay, '/api/forum-attachments', art('python.webp'))).json.attachment.url as string;
    const { id } = await threadWith(fay, `![opening](${inOpening})`);
    const reply = await fay.post(`/api/forum/threads/${id}/posts`, { body: `![reply](${inReply})` });
    expect(reply.status).toBe(201);
    const keys = [(await attachmentRow(inReply)).storageKey, (await attachmentRow(inOpening)).storageKey];

    const resolve = (targetType: string, targetId: string) => admin.post('/api/admin/moderation/resolve', { targetType, targetId, resolution: 'deleted' });
    expect((await resolve('forum_post', reply.json.post.id)).status).toBe(200);
    expect((await rawFile(server, null, inReply)).status).toBe(404);
    expect((await rawFile(server, null, inOpening)).status).toBe(200);
    await sweep();
    expect(await stored(keys[0])).toBe(false);
    expect(await stored(keys[1])).toBe(true);

    expect((await resolve('forum_thread', id)).status).toBe(200);
    expect((await rawFile(server, null, inOpening)).status).toBe(404);
    await sweep();
    expect(await stored(keys[1])).toBe(false);
    expect(await attachmentRow(inOpening)).toBeUndefined();
  });

  it('takes an image an edit removed out of public view; sweeps drafts never posted after a day, a bounded number a run', async () => {
    const gil = await member('Gil');
    const url = (await uploadForm(server, gil, '/api/forum-attachments', art('idle-48.gif'))).json.attachment.url as string;
    const { post } = await threadWith(gil, `![gif](${url})`);
    expect((await rawFile(server, null, url)).status).toBe(200);
    expect((await gil.patch(`/api/forum/posts/${post.id}`, { body: 'Changed my mind: no picture.' })).status).toBe(200);
    expect((await rawFile(server, null, url)).status).toBe(404);
    expect((await rawFile(server, gil, url)).status).toBe(200);

    const drafts = [url];
    for (let i = 0; i < 2; i++) drafts.push((await uploadForm(server, gil, '/api/forum-attachments', art('idle-48.gif'))).json.attachment.url as string);
    const keys = await Promise.all(drafts.map(async (d) => (await attachmentRow(d)).storageKey));
    // Within the day a post may take to write: kept.
    await sweep(new Date(Date.now() + 60 * 60_000));
    for (const key of keys) expect(await stored(key)).toBe(true);
    // After it: gone, at most `limit` a run (other tests' drafts may be due too).
    const nextDay = new Date(Date.now() + 25 * 60 * 60_000);
    const first = await sweepForumAttachments({ db: server.deps.database.db, storage: server.deps.storage }, nextDay, { limit: 1 });
    expect(first.removed + first.drafts).toBe(1);
    await sweep(nextDay);
    for (const key of keys) expect(await stored(key)).toBe(false);
    for (const d of drafts) expect(await attachmentRow(d)).toBeUndefined();
  });
});
