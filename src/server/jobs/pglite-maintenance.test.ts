import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { rowsOf } from '../services/security/rate-counter';
import { maintainPglite, registerPgliteMaintenance } from './pglite-maintenance';
import { JobQueue } from './queue/queue';

describe('PGlite maintenance', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close();
  });

  const plannerRows = async () => Number(rowsOf(await database.db.execute("SELECT reltuples FROM pg_class WHERE relname = 'maintenance_probe'"))[0]?.reltuples);

  it('gives the planner the real row counts (single-user PostgreSQL has no autovacuum)', async () => {
    await database.db.execute('CREATE TABLE maintenance_probe (id int PRIMARY KEY)');
    await database.db.execute('INSERT INTO maintenance_probe SELECT generate_series(1, 500)');
    expect(await plannerRows()).toBeLessThan(500);
    await maintainPglite(database);
    expect(await plannerRows()).toBe(500);
  });

  it('reclaims the dead row versions updates leave behind, so an updated table stops growing', async () => {
    await database.db.execute('CREATE TABLE maintenance_updates (id int PRIMARY KEY, n int)');
    await database.db.execute('INSERT INTO maintenance_updates SELECT generate_series(1, 2000), 0');
    const size = async () => Number(rowsOf(await database.db.execute("SELECT pg_relation_size('maintenance_updates') AS bytes"))[0]?.bytes);
    const initial = await size();
    // Changing the key is never a HOT update: every round leaves 2,000 dead versions (10 rounds ≈ 10× the table without vacuum).
    for (let i = 0; i < 10; i++) {
      await database.db.execute('UPDATE maintenance_updates SET id = id + 100000');
      await maintainPglite(database);
    }
    expect(await size()).toBeLessThanOrEqual(initial * 2);
  });

  it('does nothing on PostgreSQL, where autovacuum runs', async () => {
    const queue = new JobQueue({ db: database.db });
    registerPgliteMaintenance(queue, { db: database.db, kind: 'postgres' });
    expect(await queue.runDue()).toBe(0);
    expect(await maintainPglite({ db: database.db, kind: 'postgres' })).toBe(0);
  });

  it('runs on its schedule and stops cleanly', async () => {
    await database.db.execute('CREATE TABLE maintenance_scheduled (id int)');
    await database.db.execute('INSERT INTO maintenance_scheduled SELECT generate_series(1, 50)');
    const queue = new JobQueue({ db: database.db, pollMs: 50 });
    registerPgliteMaintenance(queue, database, { firstRunMs: 0, everyMs: 60_000 });
    await queue.start();
    await expect
      .poll(async () => Number(rowsOf(await database.db.execute("SELECT reltuples FROM pg_class WHERE relname = 'maintenance_scheduled'"))[0]?.reltuples), { timeout: 5000 })
      .toBe(50);
    await queue.stop();
  });
});
