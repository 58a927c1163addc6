import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoSaveQueue } from '../../src/server/http/autosave-admission';
import { call, sampleDesign } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const BASE = 'http://localhost:3000';
const canvasState = { shape: 'rectangle', width: 1500, height: 1500, cutlinePath: null };
// Long enough that a loaded machine's slow request never runs a queued save out of its wait by accident.
const WAIT_MS = 2000;

/** Waits until `condition` holds (the queue's own counters: no guessing how long a request takes to arrive). */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The per-instance cap on auto-saves in progress (decision 114): one at a time, one queued, 2 s of queueing. */
describe.each(testDbKinds())('auto-save admission on %s', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let sessionId: string;
  const body = (baseRevision: number) => JSON.stringify({ designData: JSON.stringify(sampleDesign()), changeCount: 1, canvasState, baseRevision });
  const save = (baseRevision: number, who: Parameters<typeof call>[1] = alice) => call(server, who, 'PUT', `/api/autosave/session/${sessionId}`, body(baseRevision));

  /** A save whose body arrives only when `finish` is called: it holds its turn until then. */
  function slowSave(baseRevision: number) {
    const encoder = new TextEncoder();
    let finish = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        finish = () => {
          controller.enqueue(encoder.encode(body(baseRevision)));
          controller.close();
        };
      },
    });
    const cookie = [...alice.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const answer = server.app.request(`${BASE}/api/autosave/session/${sessionId}`, {
      method: 'PUT',
      headers: { origin: BASE, cookie, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    return { answer: Promise.resolve(answer), finish: () => finish() };
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { AUTOSAVE_MAX_IN_FLIGHT: '1', AUTOSAVE_MAX_QUEUED: '1', AUTOSAVE_MAX_WAIT_MS: String(WAIT_MS), AUTOSAVE_RETRY_AFTER_S: '3' });
    alice = server.client();
    expect((await alice.signUp('alice-cap@test.example')).status).toBe(200);
    const started = await alice.post('/api/autosave/session');
    expect(started.status, started.text).toBe(200);
    sessionId = started.json.session.sessionId;
  });
  afterAll(() => server.stop());
  const queue = () => autoSaveQueue(server.deps.config.autosave);

  it('answers 503 autosave_busy with Retry-After past the queue and past the wait, and stores the save that held the turn', async () => {
    const held = slowSave(0);
    // The held save takes the one turn before the others arrive.
    await until(() => queue().inFlight === 1);

    const queuedAt = Date.now();
    let queuedAnswered = false;
    const queued = save(0).finally(() => {
      queuedAnswered = true;
    });
    await until(() => queue().queued === 1);
    const refused = await save(0);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(refused.json.error.code).toBe('autosave_busy');
    // Refused at once, past the full queue: the queued one is still waiting.
    expect(queuedAnswered).toBe(false);

    // The queued one waited its bounded time for the turn, then was told to come back too.
    const timedOut = await queued;
    expect(timedOut.status).toBe(503);
    expect(timedOut.headers.get('retry-after')).toBe('3');
    expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(WAIT_MS - 20);

    // Other auto-save calls and people who are not signed in are not held by the cap.
    expect((await alice.get('/api/autosave/session')).status).toBe(200);
    expect((await call(server, null, 'PUT', `/api/autosave/session/${sessionId}`, body(0))).status).toBe(401);

    held.finish();
    const stored = await held.answer;
    expect(stored.status, await stored.clone().text()).toBe(200);
    expect(((await stored.json()) as { session: { revision: number } }).session.revision).toBe(1);

    // The turn was handed back: the next save goes through, on top of the stored one.
    const next = await save(1);
    expect(next.status, next.text).toBe(200);
    expect(next.json.session.revision).toBe(2);
  });

  it('hands the turn to a queued save when the one in progress ends', async () => {
    const current = (await alice.post('/api/autosave/session')).json.session.revision as number;
    const held = slowSave(current);
    await until(() => queue().inFlight === 1);
    const queued = save(current + 1);
    await until(() => queue().queued === 1);
    held.finish();
    expect((await held.answer).status).toBe(200);
    const after = await queued;
    expect(after.status, after.text).toBe(200);
    expect(after.json.session.revision).toBe(current + 2);
  });

  it("holds the open design's own saves in the same queue, and leaves its other writes alone", async () => {
    const created = await alice.post('/api/designs', { name: 'Queued', json: sampleDesign() });
    expect(created.status, created.text).toBe(201);
    const { id, revision } = created.json.design as { id: string; revision: number };
    const saveDesign = (baseRevision: number) => call(server, alice, 'PUT', `/api/designs/${id}`, { json: sampleDesign('Changed'), baseRevision });

    const current = (await alice.post('/api/autosave/session')).json.session.revision as number;
    const held = slowSave(current);
    await until(() => queue().inFlight === 1);

    // The session save holds the instance's one turn: a design save waits its bounded time, then is told to come back.
    const refused = await saveDesign(revision);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(refused.json.error.code).toBe('autosave_busy');
    // A rename is not an auto-save.
    expect((await call(server, alice, 'PATCH', `/api/designs/${id}`, { name: 'Renamed' })).status).toBe(200);

    held.finish();
    expect((await held.answer).status).toBe(200);
    const stored = await saveDesign(revision);
    expect(stored.status, stored.text).toBe(200);
    expect(stored.json.design.revision).toBe(revision + 1);
  });
});
