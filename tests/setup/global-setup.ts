import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';

/**
 * Migrates once per test run and leaves a template behind, so each test file starts from a copy instead
 * of paying a cold migration (~5 s for PGlite): a PGlite data-dir dump, and, when TEST_DATABASE_URL is
 * set, a PostgreSQL template database.
 */
export const TEMPLATE_DUMP = path.resolve('.test-data/pglite-template.tar.gz');
export const PG_TEMPLATE_DB = 'sticker_studio_template';

export default async function setup() {
  fs.mkdirSync(path.dirname(TEMPLATE_DUMP), { recursive: true });
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: { dumpDataDir(c: string): Promise<Blob> } }).$client;
  const blob = await client.dumpDataDir('gzip');
  // Written then renamed, so parallel test runs never read a half-written template.
  const tmp = `${TEMPLATE_DUMP}.${process.pid}`;
  fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(tmp, TEMPLATE_DUMP);
  await database.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const tmpl = await openDatabase({ databaseUrl: withDatabase(url, PG_TEMPLATE_DB) });
    await tmpl.close();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
