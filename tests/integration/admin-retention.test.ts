import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { registerAdminRetention } from '../../src/server/jobs/admin-retention';
import { JobQueue } from '../../src/server/jobs/queue/queue';
import { applyAdminRetention, RETENTION_DELETE_BATCH_SIZE } from '../../src/server/services/admin/retention';
import { rowsOf } from '../../src/server/services/security/rate-counter';
import { openTestDatabase, testDbKinds } from '../setup/test-db';

const T0 = Date.parse('2031-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const quiet = { info: () => {}, warn: console.warn, error: console.error };

describe.each(testDbKinds())('admin retention on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const count = async (table: string) => Number(rowsOf(await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0].n);
  /** `n` audit rows and `n` webhook deliveries, `ageDays` before T0. */
  const seed = async (n: number, ageDays: number) => {
    const at = new Date(T0 - ageDays * DAY).toISOString();
    await database.db.execute(sql`
      INSERT INTO admin_audit_log (id, actor_id, actor_email, method, action, path, target_type, target_id, status, created_at)
      SELECT gen_random_uuid(), 'admin-1', 'admin@test.example', 'POST', '/api/admin/notices', '/api/admin/notices', 'notices', NULL, 200, ${at}::timestamptz
      FROM generate_series(1, ${n}) g`);
    await database.db.execute(sql`
      INSERT INTO security_webhook_deliveries (id, event_id, event, ok, http_status, duration_ms, attempted_at)
      SELECT gen_random_uuid(), 'log-' || g, 'login_failed', true, 200, 12, ${at}::timestamptz
      FROM generate_series(1, ${n}) g`);
  };

  it('deletes audit entries after a year and webhook deliveries after 90 days, in batches, on the job queue (fake clock)', async () => {
    // More old rows than one batch holds, so the loop has to go round.
    const oldCount = RETENTION_DELETE_BATCH_SIZE * 2 + 7;
    await seed(oldCount, 400); // past both retentions
    await seed(5, 120); // past the deliveries' 90 days only
    await seed(3, 10); // recent: kept
    let now = T0;
    const clock = () => new Date(now);
    const queue = new JobQueue({ db: database.db, now: clock, random: () => 1, log: quiet });
    registerAdminRetention(queue, { config: { retention: { auditDays: 365, webhookDeliveryDays: 90 } }, database, now: clock });

    await queue.runDue(); // schedules only: the first run is 15 minutes after start
    expect(await count('admin_audit_log')).toBe(oldCount + 8);
    now += 16 * 60 * 1000;
    await queue.runDue();
    expect(await count('admin_audit_log')).toBe(8);
    expect(await count('security_webhook_deliveries')).toBe(3);

    // Running again deletes nothing more; an hour later the next run finds what has since grown old.
    now += 60 * 60 * 1000;
    await queue.runDue();
    expect(await count('admin_audit_log')).toBe(8);
    await queue.stop();
  });

  it('keeps everything when a retention is 0', async () => {
    await database.db.execute(sql`DELETE FROM admin_audit_log`);
    await database.db.execute(sql`DELETE FROM security_webhook_deliveries`);
    await seed(4, 5000);
    expect(await applyAdminRetention(database.db, { auditDays: 0, webhookDeliveryDays: 0 }, new Date(T0))).toEqual({ auditDeleted: 0, webhookDeliveriesDeleted: 0 });
    expect(await applyAdminRetention(database.db, { auditDays: 0, webhookDeliveryDays: 30 }, new Date(T0))).toEqual({ auditDeleted: 0, webhookDeliveriesDeleted: 4 });
    expect(await count('admin_audit_log')).toBe(4);
  });
});
