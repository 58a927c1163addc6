import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { generations, subscriptions, user } from '../../src/server/db/schema';
import { type FakeOpenAi, startFakeOpenAi } from '../../src/server/providers/ai/fakes';
import { checkLedgerConsistency, refundAbandonedGenerations } from '../../src/server/services/credits';
import { exited, freePort, startServerProcess } from '../setup/server-process';

/**
 * The real server process, killed (SIGKILL) between the debit and the provider's answer: the pending
 * generation is refunded once by the sweeper — not twice, whatever runs it again — and the restarted
 * server shows the credit back.
 */
function startServer(dataDir: string, port: number, fake: FakeOpenAi) {
  return startServerProcess(dataDir, port, {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: fake.apiKey,
    OPENAI_IMAGE_MODEL: 'dall-e-2',
  });
}

describe('a generation abandoned by a killed server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-gen-crash-'));
  let fake: FakeOpenAi | undefined;
  afterAll(async () => {
    await fake?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refunded exactly once by the sweeper', async () => {
    fake = await startFakeOpenAi();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const headers = { 'content-type': 'application/json', origin: base };
    const first = startServer(dataDir, port, fake);
    await first.ready;

    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'crash@example.com', password: 'secret123', name: 'Crash' }),
    });
    expect(signUp.status).toBe(200);
    // Signing up does not sign in (decision 93): the verification link does.
    const outbox = path.join(dataDir, 'outbox');
    const mail = JSON.parse(fs.readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]), 'utf8'));
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] as string;
    const verified = await fetch(link.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' });
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('session_token');

    // The provider never answers in time: the server is killed while it waits.
    fake.reply({ type: 'slow', delayMs: 60_000 });
    const pending = fetch(`${base}/api/ai/generate`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ prompt: 'a sticker that never comes' }) }).catch(
      () => null,
    );
    for (let i = 0; i < 200 && fake.generations().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(fake.generations()).toHaveLength(1);
    first.child.kill('SIGKILL');
    await exited(first.child);
    await pending;

    // On the data the killed server left: one pending generation, its credit taken.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), migrate: false });
    try {
      const db = database.db;
      const [u] = await db.select().from(user).where(eq(user.email, 'crash@example.com'));
      const before = await db.select().from(generations).where(eq(generations.userId, u.id));
      expect(before.map((g) => g.status)).toEqual(['pending']);
      expect((await db.select().from(subscriptions).where(eq(subscriptions.userId, u.id)))[0].freeCreditsUsed).toBe(1);

      // The sweeper (timeout 0 here; GENERATION_PENDING_TIMEOUT_MINUTES in production), twice and at once.
      const counts = await Promise.all([refundAbandonedGenerations(db, { timeoutMs: 0 }), refundAbandonedGenerations(db, { timeoutMs: 0 })]);
      expect(counts[0] + counts[1]).toBe(1);
      expect(await refundAbandonedGenerations(db, { timeoutMs: 0 })).toBe(0);
      const after = await db.select().from(generations).where(eq(generations.userId, u.id));
      expect(after.map((g) => [g.status, g.errorCode])).toEqual([['refunded', 'abandoned']]);
      expect((await db.select().from(subscriptions).where(eq(subscriptions.userId, u.id)))[0].freeCreditsUsed).toBe(0);
      expect((await checkLedgerConsistency(db, u.id)).consistent).toBe(true);
    } finally {
      await database.close();
    }

    // The restarted server (whose own sweep runs at start) shows the credit back, once.
    const second = startServer(dataDir, port, fake);
    await second.ready;
    const credits = await (await fetch(`${base}/api/credits`, { headers: { cookie } })).json();
    expect(credits.remaining).toMatchObject({ free: 40 });
    second.child.kill('SIGTERM');
    await exited(second.child);
  }, 120_000);
});
