import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '../../src/server/services/uploads/fixtures.testkit';
import { MAX_GROUP_DEPTH } from '../../src/shared/design';
import { adminClient } from '../setup/admin';
import { call, sampleDesign, uploadForm } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const canvasState = { shape: 'rectangle', width: 1500, height: 1500, cutlinePath: null };

/** The JSON text of a design whose groups nest `levels` deep (0: no group), built as text (JSON.stringify would overflow at 20,000). */
function nestedDesignText(levels: number): string {
  const open = '{"type":"group","left":0,"top":0,"objects":['.repeat(levels);
  const leaf = '{"id":"leaf","type":"rect","left":0,"top":0,"width":10,"height":10}';
  const design = JSON.stringify(sampleDesign('Deep', { objects: ['LEAF'] }));
  return design.replace('"LEAF"', `${open}${leaf}${']}'.repeat(levels)}`);
}

/** Hardening: Qwen test for admins only, no session token in bodies, one nesting rule, checked upload file names. */
describe.each(testDbKinds())('hardening of the Qwen test, session tokens, nesting and upload names on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  it('lets only admins use /api/ai/qwen-test, GET and POST, outside production too', async () => {
    expect(server.config.isProduction).toBe(false);
    const user = server.client();
    await user.signUpVerified('qwen-user@example.com');
    let gotThrough = 0;
    for (const who of [server.client(), user]) {
      if ((await who.get('/api/ai/qwen-test')).status < 400) gotThrough += 1;
      if ((await who.post('/api/ai/qwen-test', { prompt: 'a test sticker' })).status < 400) gotThrough += 1;
    }
    expect(gotThrough).toBe(0);
    expect((await server.client().get('/api/ai/qwen-test')).status).toBe(401);
    expect((await user.get('/api/ai/qwen-test')).status).toBe(403);
    expect((await (await adminClient(server)).get('/api/ai/qwen-test')).status).toBe(200);
  });

  it('keeps the session token out of sign-up, sign-in and session answers (the HttpOnly cookie carries it)', async () => {
    const c = server.client();
    const answers = [await c.signUp('token@example.com'), await c.signIn('token@example.com'), await c.get('/api/auth/get-session')];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.json.token).toBeUndefined();
      expect(answer.json.session?.token).toBeUndefined();
      expect(answer.json.user.email).toBe('token@example.com');
    }
    const cookie = answers[1].headers.getSetCookie().find((s) => s.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    const token = decodeURIComponent(cookie?.split(';')[0].split('=')[1] ?? '').split('.')[0];
    expect(token.length).toBeGreaterThan(10);
    for (const answer of answers) expect(answer.text).not.toContain(token);
    expect((await c.get('/api/me')).json.user.email).toBe('token@example.com');
  });

  it('applies the designs’ nesting limit to auto-save bodies', async () => {
    const c = server.client();
    await c.signUp('deep@example.com');
    const session = (await call(server, c, 'POST', '/api/autosave/session')).json.session;
    const save = (levels: number, baseRevision: number) =>
      call(server, c, 'PUT', `/api/autosave/session/${session.sessionId}`, { designData: nestedDesignText(levels), changeCount: 1, canvasState, baseRevision });
    const design = (levels: number) => call(server, c, 'POST', '/api/designs', `{"name":"Deep","isFavorite":false,"json":${nestedDesignText(levels)}}`);

    const ok = await save(MAX_GROUP_DEPTH, 0);
    expect(ok.status, ok.text).toBe(200);
    expect((await design(MAX_GROUP_DEPTH)).status).toBe(201);
    for (const levels of [MAX_GROUP_DEPTH + 1, 1_000, 20_000]) {
      const refused = await save(levels, ok.json.session.revision);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json.error.message).toContain(`nested more than ${MAX_GROUP_DEPTH} levels deep`);
      expect((await design(levels)).status).toBe(400);
    }
  });

  it('checks upload file names like the name field', async () => {
    const c = server.client();
    await c.signUp('names@example.com');
    const png = await sampleImage('png', 8, 8);
    const bad = ['a\u0000b.png', 'a\u0001b.png', 'line\nbreak.png', 'del\u007f.png', `${'x'.repeat(121)}.png`, '..\\..\\evil.png', 'a:b.png', '<script>.png'];
    let accepted = 0;
    for (const name of bad) {
      for (const url of ['/api/materials', '/api/files/upload']) {
        const res = await uploadForm(server, c, url, png, name);
        if (res.status < 400) accepted += 1;
        // A NUL is refused earlier, by the edge check for text PostgreSQL cannot store (item 3); the
        // other names by the name rule.
        else expect(res.json.error.code).toBe(name.includes('\u0000') ? 'invalid_text' : 'invalid_input');
      }
    }
    expect(accepted).toBe(0);
    const good = await uploadForm(server, c, '/api/materials', png, '  sticker-logo.png ');
    expect(good.status).toBe(201);
    expect(good.json.material.name).toBe('sticker-logo.png');
  });
});
