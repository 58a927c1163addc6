import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { componentLog } from '../log/logger';
import { schema } from './schema';

// Both drivers share PgDatabase; the query-result type differs only in driver detail, hence any.
export type Db = PgDatabase<any, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** PostgreSQL's pool right now (for /metrics); PGlite has no pool. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A fixed advisory-lock key so concurrent instances do not migrate at the same time. */
const MIGRATION_LOCK_KEY = 727_001;

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; ignored when databaseUrl is set. Omit for an in-memory PGlite. */
  pgliteDir?: string;
  /** A PGlite data-dir dump to start from (tests use a migrated template). */
  pgliteLoadDataDir?: Blob;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const runMigrations = options.migrate !== false;
  if (options.databaseUrl) {
    // A request waits at most 5 s for a connection, so an unreachable database answers 503, not a hang.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // Without these a killed connection would end the process (DESIGN §7): the pool reports idle
    // clients' errors, but a client checked out (in a query or transaction when the database restarts)
    // emits 'error' on itself; its query fails on its own and the pool drops the client when released.
    const log = componentLog('db');
    pool.on('error', (err) => log.error({ error: err.message }, 'idle client error'));
    pool.on('connect', (client) => client.on('error', (err) => log.error({ error: err.message }, 'client error')));
    if (runMigrations) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    }
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', poolStats, close: () => pool.end() };
  }

  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const client = new PGlite({ dataDir: options.pgliteDir, loadDataDir: options.pgliteLoadDataDir });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  // Idempotent at every start: a kill during a first migration must not leave a half-made database.
  if (runMigrations) await migratePglite(pgliteDb, { migrationsFolder });
  return { db: pgliteDb as unknown as Db, kind: 'pglite', close: () => client.close() };
}
