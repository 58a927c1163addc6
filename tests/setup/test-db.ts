import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { PG_TEMPLATE_DB, TEMPLATE_DUMP, withDatabase } from './global-setup';

export type TestDbKind = 'pglite' | 'postgres';

/** The engines this run tests against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (CI). */
export function testDbKinds(): TestDbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database copied from the run's template. */
export async function openTestDatabase(kind: TestDbKind): Promise<Database> {
  if (kind === 'pglite') {
    const dump = new Blob([fs.readFileSync(TEMPLATE_DUMP)]);
    return openDatabase({ pgliteLoadDataDir: dump, migrate: false });
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `ss_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), migrate: false });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
