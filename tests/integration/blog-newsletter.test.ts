import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/server/jobs';
import { adminClient } from '../setup/admin';
import { userIdOf } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** /blog-tutorials' articles and the newsletter's double opt-in. */
describe.each(testDbKinds())('blog and newsletter on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await adminClient(server);
  });
  afterAll(() => server?.stop());

  const runJobs = async () => {
    const queue = createJobQueue(server.deps, { log: quiet });
    for (let ran = await queue.runDue(); ran > 0; ran = await queue.runDue());
    await queue.stop();
  };

  it('ships the tutorials, lists by tag and lets only designers and admins write', async () => {
    const guest = server.client();
    const list = await guest.get('/api/blog');
    expect(list.json.articles.map((a: { slug: string }) => a.slug)).toEqual(['using-ai-image-generation', 'ordering-your-stickers', 'design-a-die-cut-sticker']);
    expect(list.json.tags).toContain('tutorial');
    expect((await guest.get('/api/blog?tag=ai')).json.articles.map((a: { slug: string }) => a.slug)).toEqual(['using-ai-image-generation']);
    const article = (await guest.get('/api/blog/ordering-your-stickers')).json.article;
    expect(article.html).toContain('<table>');
    expect(article).toMatchObject({ authorName: null, mayEdit: false });
    expect((await guest.get('/api/blog/nope')).status).toBe(404);

    const input = {
      title: 'Holographic stickers!',
      summary: 'When holographic vinyl is worth it.',
      body: 'Shiny. <img src=x onerror=alert(1)> [x](javascript:alert(1))',
      tags: ['materials'],
    };
    const user = server.client();
    await user.signUpVerified('blog-user@test.example');
    expect((await user.post('/api/blog', input)).status).toBe(403);

    const designer = server.client();
    await designer.signUpVerified('blog-designer@test.example', 'secret123', 'Dee Signer');
    await admin.post(`/api/admin/users/${await userIdOf(designer)}/role`, { role: 'graphic_designer' });
    const created = await designer.post('/api/blog', input);
    expect(created.json.slug).toBe('holographic-stickers');
    const mine = (await designer.get('/api/blog/holographic-stickers')).json.article;
    expect(mine).toMatchObject({ authorName: 'Dee Signer', mayEdit: true, tags: ['materials'] });
    expect(mine.html).not.toMatch(/<img|href="javascript/);
    expect((await designer.post('/api/blog', input)).json.slug).toMatch(/^holographic-stickers-[0-9a-f]{6}$/);

    const otherDesigner = server.client();
    await otherDesigner.signUpVerified('blog-designer2@test.example');
    await admin.post(`/api/admin/users/${await userIdOf(otherDesigner)}/role`, { role: 'graphic_designer' });
    expect((await otherDesigner.patch('/api/blog/holographic-stickers', input)).status).toBe(403);
    expect((await admin.patch('/api/blog/holographic-stickers', { ...input, title: 'Holographic vinyl' })).status).toBe(200);
    expect((await designer.del('/api/blog/holographic-stickers')).status).toBe(200);
    expect((await guest.get('/api/blog/holographic-stickers')).status).toBe(404);
  });

  it("shows the reader's language: the shipped tutorials in Chinese, other articles in English; editors get the source", async () => {
    const guest = server.client();
    const zh: { slug: string; title: string; language: string }[] = (await guest.get('/api/blog?lang=zh')).json.articles;
    const shipped = zh.filter((a) => a.slug.startsWith('ordering') || a.slug.startsWith('using-ai') || a.slug.startsWith('design-a-die'));
    expect(shipped.map((a) => a.language)).toEqual(['zh', 'zh', 'zh']);
    // The first test's second article (written in English, never translated) stays English.
    expect(zh.find((a) => a.slug.startsWith('holographic-stickers-'))?.language).toBe('en');
    expect(zh.find((a) => a.slug === 'ordering-your-stickers')?.title).toBe('订购贴纸：选项、价格和后续流程');
    expect((await guest.get('/api/blog?lang=zh&tag=ai')).json.articles).toMatchObject([{ slug: 'using-ai-image-generation', title: '用 AI 图像生成制作贴纸图案' }]);
    expect((await guest.get('/api/blog?tag=ai')).json.articles[0]).toMatchObject({ language: 'en', title: 'Making sticker art with AI image generation' });

    const article = (await guest.get('/api/blog/ordering-your-stickers?lang=zh')).json.article;
    expect(article).toMatchObject({ language: 'zh', source: null, mayEdit: false });
    expect(article.html).toContain('<table>');
    expect(article.html).toContain('全额退款');
    expect(article.html).toContain('href="/policies#refunds"');
    expect((await guest.get('/api/blog/ordering-your-stickers?lang=en')).json.article.html).toContain('refunded in full');
    const refused = await guest.get('/api/blog/ordering-your-stickers?lang=fr');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('The language is en or zh.');

    // An article nobody translated falls back to English; an admin editing sees what the author wrote.
    const input = { title: 'Glitter stickers', summary: 'When glitter vinyl shines.', body: 'Sparkly **and** tough.', tags: ['materials'] };
    const { slug } = (await admin.post('/api/blog', input)).json;
    const untranslated = (await admin.get(`/api/blog/${slug}?lang=zh`)).json.article;
    expect(untranslated).toMatchObject({ language: 'en', title: 'Glitter stickers', mayEdit: true, source: { title: 'Glitter stickers', body: 'Sparkly **and** tough.' } });
    const seeded = (await admin.get('/api/blog/design-a-die-cut-sticker?lang=zh')).json.article;
    expect(seeded).toMatchObject({ language: 'zh', title: '一步步设计模切贴纸', source: { title: 'Designing a die-cut sticker, step by step' } });
    expect((await admin.del(`/api/blog/${slug}`)).status).toBe(200);
  });

  it('mails only confirmed subscribers, confirms once, unsubscribes with one click', async () => {
    const guest = server.client();
    const mailsTo = async (to: string) => (await server.mail.list()).filter((m) => m.to === to);
    expect((await guest.post('/api/newsletter/subscribe', { email: 'not-an-email' })).status).toBe(400);
    for (const email of ['reader@test.example', 'lurker@test.example']) {
      expect((await guest.post('/api/newsletter/subscribe', { email, language: 'en' })).status).toBe(200);
    }
    const [confirmMail] = await mailsTo('reader@test.example');
    const confirmUrl = new URL(confirmMail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(confirmUrl.pathname).toBe('/newsletter-thanks');
    const token = confirmUrl.searchParams.get('confirm');
    expect((await guest.post('/api/newsletter/confirm', { token })).status).toBe(200);
    expect((await guest.post('/api/newsletter/confirm', { token })).json.error.code).toBe('newsletter_link_invalid');
    // Signing up again once confirmed sends nothing (and says the same).
    expect((await guest.post('/api/newsletter/subscribe', { email: 'Reader@test.example' })).status).toBe(200);
    expect(await mailsTo('reader@test.example')).toHaveLength(1);

    expect((await server.client().post('/api/admin/newsletter/issues', { subject: 'Hi', body: 'Hello there!' })).status).toBe(401);
    const issue = await admin.post('/api/admin/newsletter/issues', { subject: 'November news', body: '**New:** holographic vinyl. <script>alert(1)</script>' });
    expect(issue.status).toBe(201);
    await runJobs();
    await runJobs(); // a second run mails nobody twice
    const news = (await mailsTo('reader@test.example')).filter((m) => m.subject === 'November news');
    expect(news).toHaveLength(1);
    expect(await mailsTo('lurker@test.example')).toHaveLength(1); // only the confirm request
    expect(news[0].html).toContain('<strong>New:</strong>');
    expect(news[0].html).not.toContain('<script');
    expect(news[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const overview = await admin.get('/api/admin/newsletter');
    expect(overview.json.subscribers).toEqual({ pending: 1, confirmed: 1, unsubscribed: 0 });
    expect(overview.json.issues[0]).toMatchObject({ subject: 'November news', recipientCount: 1 });

    const unsubscribeUrl = new URL(news[0].text.match(/Unsubscribe with one click: (\S+)/)?.[1] ?? '');
    const unsubscribeToken = unsubscribeUrl.searchParams.get('unsubscribe') ?? '';
    expect((await guest.post('/api/newsletter/unsubscribe', { token: `${unsubscribeToken}x` })).status).toBe(404);
    expect((await guest.post('/api/newsletter/unsubscribe', { token: unsubscribeToken })).status).toBe(200);
    expect(
      (
        await guest.post(`/api/newsletter/one-click?token=${encodeURIComponent(unsubscribeToken)}`, 'List-Unsubscribe=One-Click', {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(200);
    await admin.post('/api/admin/newsletter/issues', { subject: 'December news', body: 'Nobody should get this.' });
    await runJobs();
    expect((await server.mail.list()).some((m) => m.subject === 'December news')).toBe(false);
  });

  it('rate-limits sign-ups per network and confirm mails per address', async () => {
    const guest = server.client();
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 4; i++) await guest.post('/api/newsletter/subscribe', { email: 'often@test.example' }, headers);
    expect((await server.mail.list()).filter((m) => m.to === 'often@test.example')).toHaveLength(3);
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await guest.post('/api/newsletter/subscribe', { email: `many-${i}@test.example` }, headers)).status;
    expect(last).toBe(429);
  });
});
