import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoSaveSessions, designs } from '../../src/server/db/schema';
import { startSession } from '../../src/server/services/autosave/sessions';
import { sampleImage } from '../../src/server/services/uploads/fixtures.testkit';
import { AUTOSAVE } from '../../src/shared/autosave';
import { call, keyOfUrl, pngDataUrl, rawFile, sampleDesign, uploadForm, userIdOf } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const HOUR = 3_600_000;
const canvasState = { shape: 'rectangle', width: 1500, height: 1500, cutlinePath: null };

describe.each(testDbKinds())('auto-save sessions on %s', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let bob: ReturnType<TestServer['client']>;
  let aliceId: string;
  const api = (who: Parameters<typeof call>[1], method: string, url: string, body?: unknown) => call(server, who, method, url, body);
  const db = () => server.deps.database.db;

  async function newUser(email: string) {
    const who = server.client();
    expect((await who.signUp(email)).status).toBe(200);
    return who;
  }
  async function start(who: Parameters<typeof call>[1]) {
    const res = await api(who, 'POST', '/api/autosave/session');
    expect(res.status, res.text).toBe(200);
    return res.json as { session: any; started: boolean };
  }
  const save = (who: Parameters<typeof call>[1], sessionId: string, body: Record<string, unknown>) =>
    api(who, 'PUT', `/api/autosave/session/${sessionId}`, { designData: JSON.stringify(sampleDesign()), changeCount: 3, canvasState, baseRevision: 0, ...body });
  const sessionsOf = (userId: string) => db().select().from(autoSaveSessions).where(eq(autoSaveSessions.userId, userId));
  /** Moves a session's start back in time (the 24 h timeout is measured from sessionStarted). */
  async function age(userId: string, sessionId: string, hours: number) {
    const [row] = await db()
      .select()
      .from(autoSaveSessions)
      .where(and(eq(autoSaveSessions.userId, userId), eq(autoSaveSessions.sessionId, sessionId)));
    const started = new Date(Date.parse(row.metadata.sessionStarted) - hours * HOUR);
    await db()
      .update(autoSaveSessions)
      .set({ metadata: { ...row.metadata, sessionStarted: started.toISOString() }, createdAt: started })
      .where(eq(autoSaveSessions.id, row.id));
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, bob] = [server.client(), server.client()];
    expect((await alice.signUp('alice-a@test.example')).status).toBe(200);
    expect((await bob.signUp('bob-a@test.example')).status).toBe(200);
    aliceId = await userIdOf(alice);
  });
  afterAll(() => server.stop());

  it('starts one fixed session per user and returns the same one until it ends, even to parallel tabs', async () => {
    const who = await newUser('tabs@test.example');
    const results = await Promise.all(Array.from({ length: 6 }, () => api(who, 'POST', '/api/autosave/session')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json.session.sessionId)).size).toBe(1);
    expect(results.filter((r) => r.json.started)).toHaveLength(1);
    const { session, started } = await start(who);
    expect(started).toBe(false);
    expect(session).toMatchObject({
      sessionId: results[0].json.session.sessionId,
      isActive: true,
      revision: 0,
      lastSaved: null,
      hasData: false,
      finalizedAt: null,
      metadata: { canvasState: null, changeCount: 0, autoSaveError: null },
    });
    expect(Date.now() - Date.parse(session.metadata.sessionStarted)).toBeLessThan(60_000);
    expect(await sessionsOf(await userIdOf(who))).toHaveLength(1);
    // Nothing to restore yet.
    expect((await api(who, 'GET', '/api/autosave/session')).json).toEqual({ session: null });
  });

  it('saves on change with revisions, restores the data, and refuses a save from an older revision', async () => {
    const { session } = await start(alice);
    const data = JSON.stringify(sampleDesign('auto 1'));
    const first = await save(alice, session.sessionId, {
      designData: data,
      changeCount: 25,
      baseRevision: 0,
      canvasState: { shape: 'circle', width: 800, height: 800, cutlinePath: 'M1 1' },
    });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({ tooLarge: false, session: expect.objectContaining({ revision: 1, hasData: true, isActive: true }) });
    expect(first.json.session.metadata).toMatchObject({ changeCount: 25, autoSaveError: null, canvasState: { shape: 'circle', width: 800, height: 800, cutlinePath: 'M1 1' } });
    expect(first.json.session.metadata.sessionStarted).toBe(session.metadata.sessionStarted);

    const restore = await api(alice, 'GET', '/api/autosave/session');
    expect(restore.status).toBe(200);
    expect(restore.json.session).toMatchObject({ sessionId: session.sessionId, designData: data, revision: 1, isActive: true });

    const stale = await save(alice, session.sessionId, { designData: JSON.stringify(sampleDesign('other tab')), baseRevision: 0 });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('revision_conflict');
    expect(stale.json.error.details.current.revision).toBe(1);
    expect((await save(alice, session.sessionId, { designData: JSON.stringify(sampleDesign('auto 2')), baseRevision: 1 })).status).toBe(200);
    expect(JSON.parse((await api(alice, 'GET', '/api/autosave/session')).json.session.designData).objects[0].text).toBe('auto 2');

    // Parallel saves from the same revision: exactly one lands.
    const racers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => save(alice, session.sessionId, { designData: JSON.stringify(sampleDesign(`race ${i}`)), baseRevision: 2 })),
    );
    expect(racers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racers.filter((r) => r.status === 409)).toHaveLength(7);

    for (const bad of ['not json', '[1,2]', '"text"']) expect((await save(alice, session.sessionId, { designData: bad, baseRevision: 3 })).status).toBe(400);
    expect((await save(alice, session.sessionId, { canvasState: { shape: 'hexagon', width: 1, height: 1 }, baseRevision: 3 })).status).toBe(400);
    expect((await save(alice, session.sessionId, { changeCount: -1, baseRevision: 3 })).status).toBe(400);
  });

  it("keeps the document as one file per revision in the user's storage, cleans up, and still reads sessions saved inline", async () => {
    const who = await newUser('files@test.example');
    const userId = await userIdOf(who);
    const { session } = await start(who);
    const folder = `users/${userId}/autoSaveSessions/`;
    const files = async () => (await server.deps.storage.list(folder)).map((o) => o.key);
    expect((await save(who, session.sessionId, { designData: JSON.stringify(sampleDesign('first')), baseRevision: 0 })).status).toBe(200);
    const [firstKey] = await files();
    expect(firstKey).toMatch(new RegExp(`^${folder}[^/]+/design-r1-[^/]+\\.json$`));
    expect(JSON.parse((await server.deps.storage.getBuffer(firstKey))?.toString() ?? '').objects[0].text).toBe('first');
    const [row] = await sessionsOf(userId);
    expect(row).toMatchObject({ dataKey: firstKey, designData: null });

    // The next revision replaces the file; racing losers leave nothing behind.
    await Promise.all(Array.from({ length: 4 }, (_, i) => save(who, session.sessionId, { designData: JSON.stringify(sampleDesign(`race ${i}`)), baseRevision: 1 })));
    const after = await files();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatch(/design-r2-/);

    // A session saved before documents moved to storage (inline design_data) still restores and converts.
    await db()
      .update(autoSaveSessions)
      .set({ dataKey: null, designData: JSON.stringify(sampleDesign('inline')) })
      .where(eq(autoSaveSessions.id, row.id));
    expect(JSON.parse((await api(who, 'GET', '/api/autosave/session')).json.session.designData).objects[0].text).toBe('inline');
    // A file that went missing is corrupted data, never a crash.
    await db()
      .update(autoSaveSessions)
      .set({ dataKey: `${folder}${row.id}/design-r9-gone.json`, designData: null })
      .where(eq(autoSaveSessions.id, row.id));
    const missing = await api(who, 'GET', '/api/autosave/session');
    expect(missing.status).toBe(422);
    expect(missing.json.error.message).toBe('Session data is corrupted - missing workspace object');
  });

  it('makes a thumbnail for every auto-save that sends a preview, replacing the previous one', async () => {
    const who = await newUser('thumbs@test.example');
    const { session } = await start(who);
    const one = await save(who, session.sessionId, { preview: await pngDataUrl(1000, 500), baseRevision: 0 });
    expect(one.json.session.previewUrl).toMatch(new RegExp(`^/api/files/raw/thumbnails/autosave-${session.id}-1-[0-9a-f]{8}\\.jpg$`));
    const thumb = await rawFile(server, null, one.json.session.previewUrl);
    const meta = await sharp(thumb.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 100]);
    expect(thumb.body.length).toBeLessThan(300 * 1024);
    const two = await save(who, session.sessionId, { preview: await pngDataUrl(100, 100), baseRevision: 1 });
    expect(two.json.session.previewUrl).not.toBe(one.json.session.previewUrl);
    expect(await server.deps.storage.getBuffer(keyOfUrl(one.json.session.previewUrl))).toBeNull();
    // A save without a preview keeps the last thumbnail.
    const three = await save(who, session.sessionId, { baseRevision: 2 });
    expect(three.json.session.previewUrl).toBe(two.json.session.previewUrl);
  });

  it('saves only the workspace of a document over 1048487 characters and says so (SPEC §8)', async () => {
    const who = await newUser('large@test.example');
    const { session } = await start(who);
    const design = (fill: number) => sampleDesign('big', { objects: [{ id: 'img', type: 'image', left: 0, top: 0, src: `data:image/png;base64,${'A'.repeat(fill)}` }] });
    const base = JSON.stringify(design(0)).length;
    const exact = JSON.stringify(design(AUTOSAVE.maxDocumentChars - base));
    expect(exact.length).toBe(1048487);
    const ok = await save(who, session.sessionId, { designData: exact, baseRevision: 0 });
    expect(ok.json.tooLarge).toBe(false);
    expect((await api(who, 'GET', '/api/autosave/session')).json.session.designData).toBe(exact);

    const over = JSON.stringify(design(AUTOSAVE.maxDocumentChars - base + 1));
    expect(over.length).toBe(1048488);
    const big = await save(who, session.sessionId, { designData: over, baseRevision: 1 });
    expect(big.status).toBe(200);
    expect(big.json.tooLarge).toBe(true);
    expect(big.json.message).toBe('Design is too large for auto-save (1024 KB). Please reduce image sizes or complexity.');
    expect(big.json.session.metadata.autoSaveError).toBe(big.json.message);
    const restored = JSON.parse((await api(who, 'GET', '/api/autosave/session')).json.session.designData);
    expect(restored).toEqual({ version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 }, objects: [] });

    // Far larger, and not even JSON: the workspace then comes from the canvas state.
    const huge = `{"objects":[${'1,'.repeat(2_000_000)}`;
    const hugeRes = await save(who, session.sessionId, { designData: huge, baseRevision: 2, canvasState: { shape: 'circle', width: 600, height: 600 } });
    expect(hugeRes.json).toMatchObject({
      tooLarge: true,
      message: `Design is too large for auto-save (${Math.ceil(huge.length / 1024)} KB). Please reduce image sizes or complexity.`,
    });
    expect(JSON.parse((await api(who, 'GET', '/api/autosave/session')).json.session.designData).workspace).toEqual({ id: 'workspace', shape: 'circle', width: 600, height: 600 });

    // The next normal save clears the error.
    const fine = await save(who, session.sessionId, { baseRevision: 3 });
    expect(fine.json.session.metadata.autoSaveError).toBeNull();
  });

  it('answers 404 session_not_found for a session that is gone or finalized, so the client starts a new one (SPEC §8)', async () => {
    const who = await newUser('gone@test.example');
    const missing = await save(who, '00000000-0000-0000-0000-000000000000', {});
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('session_not_found');
    const { session } = await start(who);
    expect((await save(who, session.sessionId, {})).status).toBe(200);
    const fin = await api(who, 'POST', `/api/autosave/session/${session.sessionId}/finalize`);
    expect(fin.status).toBe(200);
    expect(fin.json.session).toMatchObject({ isActive: false, sessionId: session.sessionId });
    expect(Date.now() - Date.parse(fin.json.session.finalizedAt)).toBeLessThan(60_000);
    // Finalizing again is harmless (the order button may already have done it).
    const again = await api(who, 'POST', `/api/autosave/session/${session.sessionId}/finalize`);
    expect(again.status).toBe(200);
    expect(again.json.session.finalizedAt).toBe(fin.json.session.finalizedAt);
    const after = await save(who, session.sessionId, { baseRevision: 1 });
    expect(after.status).toBe(404);
    expect(after.json.error.code).toBe('session_not_found');
    // Recreate: a new session, and the save goes through.
    const fresh = await start(who);
    expect(fresh.started).toBe(true);
    expect(fresh.session.sessionId).not.toBe(session.sessionId);
    expect((await save(who, fresh.session.sessionId, {})).status).toBe(200);
    // A deleted session is not found either.
    await db().delete(autoSaveSessions).where(eq(autoSaveSessions.id, fresh.session.id));
    expect((await save(who, fresh.session.sessionId, { baseRevision: 1 })).json.error.code).toBe('session_not_found');
    expect((await api(who, 'POST', `/api/autosave/session/${fresh.session.sessionId}/finalize`)).json.error.code).toBe('session_not_found');
  });

  it("refuses to restore data without a workspace: 'Session data is corrupted - missing workspace object'", async () => {
    const who = await newUser('corrupt@test.example');
    const { session } = await start(who);
    expect((await save(who, session.sessionId, { designData: JSON.stringify({ objects: [{ id: 'a', type: 'rect' }] }) })).status).toBe(200);
    const res = await api(who, 'GET', '/api/autosave/session');
    expect(res.status).toBe(422);
    expect(res.json.error).toEqual({ code: 'session_corrupted', message: 'Session data is corrupted - missing workspace object' });
    // Converting it fails the same way.
    const conv = await api(who, 'POST', `/api/autosave/session/${session.sessionId}/convert`, { name: 'x' });
    expect(conv.status).toBe(422);
    expect(conv.json.error.message).toBe('Session data is corrupted - missing workspace object');
    // An older Fabric document with a workspace object restores fine.
    const fabric = JSON.stringify({ version: '5.3.0', objects: [{ id: 'workspace', type: 'rect', width: 900, height: 900 }] });
    expect((await save(who, session.sessionId, { designData: fabric, baseRevision: 1 })).status).toBe(200);
    expect((await api(who, 'GET', '/api/autosave/session')).json.session.designData).toBe(fabric);
  });

  it('times a session out after 24 h: finalized, a new one started, and the old work still offered for restore', async () => {
    const who = await newUser('timeout@test.example');
    const id = await userIdOf(who);
    const { session } = await start(who);
    await save(who, session.sessionId, { designData: JSON.stringify(sampleDesign('yesterday')) });
    await age(id, session.sessionId, 23.9);
    expect((await start(who)).session.sessionId).toBe(session.sessionId);
    await age(id, session.sessionId, 0.2);
    const next = await start(who);
    expect(next.started).toBe(true);
    expect(next.session.sessionId).not.toBe(session.sessionId);
    const [old] = (await sessionsOf(id)).filter((s) => s.sessionId === session.sessionId);
    expect(old.isActive).toBe(false);
    expect(old.finalizedAt).toBeInstanceOf(Date);
    expect(old.metadata.finalizedReason).toBe('timeout');
    // The new session is empty, so the timed-out one is offered…
    const offer = await api(who, 'GET', '/api/autosave/session');
    expect(offer.json.session).toMatchObject({ sessionId: session.sessionId, isActive: false });
    expect(JSON.parse(offer.json.session.designData).objects[0].text).toBe('yesterday');
    // …until the new one holds work.
    await save(who, next.session.sessionId, { designData: JSON.stringify(sampleDesign('today')) });
    expect((await api(who, 'GET', '/api/autosave/session')).json.session.sessionId).toBe(next.session.sessionId);
    // A session that times out while the editor stays open answers not-found on its next save…
    await age(id, next.session.sessionId, 24);
    const timedOut = await save(who, next.session.sessionId, { baseRevision: 1 });
    expect(timedOut.status).toBe(404);
    expect(timedOut.json.error.code).toBe('session_not_found');
    // …so the client starts a new one, and the work of the old one is offered for restore.
    const third = await start(who);
    expect(third.started).toBe(true);
    expect(JSON.parse((await api(who, 'GET', '/api/autosave/session')).json.session.designData).objects[0].text).toBe('today');
    // The service takes a clock too.
    const later = await startSession({ db: db(), storage: server.deps.storage }, id, new Date(Date.now() + 25 * HOUR));
    expect(later.started).toBe(true);
  });

  it('keeps at most 5 sessions per user, deleting the oldest inactive ones', async () => {
    const who = await newUser('five@test.example');
    const id = await userIdOf(who);
    const ids: string[] = [];
    let firstThumb = '';
    for (let i = 0; i < 8; i++) {
      const { session } = await start(who);
      ids.push(session.sessionId);
      const saved = await save(who, session.sessionId, { preview: i === 0 ? await pngDataUrl(30, 30) : undefined });
      if (i === 0) firstThumb = keyOfUrl(saved.json.session.previewUrl);
      await age(id, session.sessionId, 25 + (8 - i)); // older and timed out, so the next start replaces it
    }
    expect(firstThumb).toMatch(/^thumbnails\/autosave-/);
    await start(who);
    const left = await sessionsOf(id);
    expect(left).toHaveLength(AUTOSAVE.keptSessions);
    expect(left.filter((s) => s.isActive)).toHaveLength(1);
    expect(new Set(left.map((s) => s.sessionId)).has(ids[0])).toBe(false);
    expect(left.map((s) => s.sessionId)).toEqual(expect.arrayContaining(ids.slice(4)));
    expect(await server.deps.storage.getBuffer(firstThumb)).toBeNull(); // pruned with its session
    // …and so are the pruned sessions' documents: one file per kept session that saved.
    const documents = await server.deps.storage.list(`users/${id}/autoSaveSessions/`);
    expect(new Set(documents.map((o) => o.key.split('/')[3]))).toEqual(new Set(left.filter((s) => s.dataKey).map((s) => s.id)));
  });

  it('converts a session into a design (SPEC §4 save-confirmation), once', async () => {
    const who = await newUser('convert@test.example');
    const { session } = await start(who);
    const data = JSON.stringify(sampleDesign('keep me', { cutlinePath: 'M0 0 Z' }));
    await save(who, session.sessionId, { designData: data, preview: await pngDataUrl(400, 400) });
    const res = await api(who, 'POST', `/api/autosave/session/${session.sessionId}/convert`, { name: 'Auto-Saved Design - Nov 23, 2026', isFavorite: false });
    expect(res.status, res.text).toBe(201);
    expect(res.json.alreadyConverted).toBe(false);
    expect(res.json.design).toMatchObject({
      name: 'Auto-Saved Design - Nov 23, 2026',
      autoSaved: true,
      isAutoSaveSession: false,
      isFinalized: true,
      originalAutoSaveId: session.id,
      sessionId: session.sessionId,
      revision: 1,
      thumbnailGenerated: true,
    });
    expect(res.json.design.lastAutoSaved).toBeTruthy();
    expect(Date.parse(res.json.design.expiresAt)).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    expect(res.json.session).toMatchObject({ isActive: false, convertedToDesignId: res.json.design.id });
    expect(res.json.session.convertedAt).toBeTruthy();
    expect(res.json.session.finalizedAt).toBeTruthy();
    const design = await api(who, 'GET', `/api/designs/${res.json.design.id}`);
    expect(design.json.design.json).toEqual(JSON.parse(data));
    expect(design.json.design.cutlinePath).toBe('M0 0 Z');
    expect((await rawFile(server, null, res.json.design.thumbnailURL)).status).toBe(200);

    const twice = await api(who, 'POST', `/api/autosave/session/${session.sessionId}/convert`, { name: 'again' });
    expect(twice.status).toBe(200);
    expect(twice.json).toMatchObject({ alreadyConverted: true, design: { id: res.json.design.id } });
    // Parallel converts of a fresh session make exactly one design.
    const next = await start(who);
    await save(who, next.session.sessionId, {});
    const parallel = await Promise.all(Array.from({ length: 5 }, () => api(who, 'POST', `/api/autosave/session/${next.session.sessionId}/convert`, { name: 'par' })));
    expect(new Set(parallel.map((p) => p.json.design.id)).size).toBe(1);
    expect(parallel.filter((p) => p.status === 201)).toHaveLength(1);
    const made = await db().select().from(designs).where(eq(designs.originalAutoSaveId, next.session.id));
    expect(made).toHaveLength(1);
    // Converted sessions are not offered for restore, and cannot be auto-saved into.
    expect((await save(who, next.session.sessionId, { baseRevision: 1 })).json.error.code).toBe('session_not_found');
    // An empty session has nothing to convert.
    const empty = await start(who);
    expect((await api(who, 'POST', `/api/autosave/session/${empty.session.sessionId}/convert`, { name: 'x' })).status).toBe(422);
  });

  it('stores auto-save images under AutoSave-Images/{uid}/, readable by the owner only', async () => {
    const res = await uploadForm(server, alice, '/api/autosave/images', await sampleImage('png', 20, 10));
    expect(res.status).toBe(201);
    expect(res.json.key).toMatch(new RegExp(`^AutoSave-Images/${aliceId}/[0-9a-f-]{36}\\.png$`));
    expect(res.json).toMatchObject({ url: `/api/files/raw/${res.json.key}`, contentType: 'image/png', width: 20, height: 10 });
    expect((await rawFile(server, alice, res.json.url)).status).toBe(200);
    expect((await rawFile(server, bob, res.json.url)).status).toBe(404);
    expect((await rawFile(server, null, res.json.url)).status).toBe(401);
    expect((await uploadForm(server, alice, '/api/autosave/images', Buffer.from('not an image'))).status).toBe(415);
    expect((await uploadForm(server, null, '/api/autosave/images', await sampleImage('png', 2, 2))).status).toBe(401);
  });

  it('IDOR matrix: another user gets 404 session_not_found on every session route, a guest 401', async () => {
    const { session } = await start(alice);
    const routes: Array<[string, string, unknown?]> = [
      ['PUT', `/api/autosave/session/${session.sessionId}`, { designData: JSON.stringify(sampleDesign('hacked')), changeCount: 1, canvasState, baseRevision: session.revision }],
      ['POST', `/api/autosave/session/${session.sessionId}/finalize`],
      ['POST', `/api/autosave/session/${session.sessionId}/convert`, { name: 'stolen' }],
    ];
    for (const [method, url, body] of routes) {
      const asBob = await api(bob, method, url, body);
      expect(asBob.status, `bob ${method} ${url}`).toBe(404);
      expect(asBob.json.error.code).toBe('session_not_found');
      expect((await api(null, method, url, body)).status, `guest ${method} ${url}`).toBe(401);
    }
    for (const [method, url] of [
      ['POST', '/api/autosave/session'],
      ['GET', '/api/autosave/session'],
    ])
      expect((await api(null, method, url)).status).toBe(401);
    // Bob's own session view never shows Alice's.
    expect((await start(bob)).session.sessionId).not.toBe(session.sessionId);
    const mine = await start(alice);
    expect(mine.session).toMatchObject({ sessionId: session.sessionId, isActive: true, revision: session.revision });
  });
});
