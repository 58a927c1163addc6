import { desc, eq, max } from 'drizzle-orm';
import type { CreatePriceTableVersion } from '../../../shared/api/prices';
import type { PriceTableVersionAnswer, PriceTableVersionSummary } from '../../../shared/api/prices.responses';
import { DEFAULT_PRICE_TABLE } from '../../../shared/pricing/default-price-table';
import { priceTableSchema, type VersionedPriceTable } from '../../../shared/pricing/price-table';
import type { Db } from '../../db/client';
import { priceTableVersions, user } from '../../db/schema';
import { DomainError } from '../../domain/errors';

/**
 * The price table's versions (decision 33). Versions are immutable (a database trigger refuses
 * changes), so a version once read is cached for the life of the process; only "which is current"
 * needs the database each time.
 */

type Row = typeof priceTableVersions.$inferSelect;
interface StoredVersion extends VersionedPriceTable {
  answer: PriceTableVersionAnswer;
}

/** Per database (tests open many), per version. */
const cache = new WeakMap<Db, Map<number, StoredVersion>>();

function remember(db: Db, row: Row, createdBy: string | null): StoredVersion {
  let versions = cache.get(db);
  if (!versions) {
    versions = new Map();
    cache.set(db, versions);
  }
  const known = versions.get(row.version);
  if (known) return known;
  // Parsed once: a row written by an older format fails loudly here rather than mispricing.
  const table = priceTableSchema.parse(row.priceTable);
  const stored: StoredVersion = {
    version: row.version,
    table,
    answer: { version: row.version, note: row.note, createdAt: row.createdAt.toISOString(), createdBy, table },
  };
  versions.set(row.version, stored);
  return stored;
}

const selectWithAuthor = (db: Db) =>
  db.select({ row: priceTableVersions, createdBy: user.email }).from(priceTableVersions).leftJoin(user, eq(user.id, priceTableVersions.createdBy));

/** Version 1 is the built-in table; a new database gets it on first use (a no-op once there). */
async function ensureDefaultVersion(db: Db): Promise<void> {
  await db.insert(priceTableVersions).values({ version: 1, priceTable: DEFAULT_PRICE_TABLE, note: 'Built-in default' }).onConflictDoNothing();
}

async function readVersion(db: Db, version: number): Promise<StoredVersion | null> {
  const known = cache.get(db)?.get(version);
  if (known) return known;
  const [found] = await selectWithAuthor(db).where(eq(priceTableVersions.version, version));
  return found ? remember(db, found.row, found.createdBy) : null;
}

async function latestVersionNumber(db: Db): Promise<number | null> {
  const [{ latest }] = await db.select({ latest: max(priceTableVersions.version) }).from(priceTableVersions);
  return latest ?? null;
}

/** The current table: the highest version (the built-in default in a new database). */
export async function getCurrentPriceTable(db: Db): Promise<StoredVersion> {
  let latest = await latestVersionNumber(db);
  if (latest === null) {
    await ensureDefaultVersion(db);
    latest = 1;
  }
  const current = await readVersion(db, latest);
  if (!current) throw new DomainError('internal', 'price_table_missing', 'The current price table could not be read.');
  return current;
}

/** One version, as an order quoted with it needs it; 404 `price_version_not_found` when there is none. */
export async function getPriceTable(db: Db, version: number): Promise<StoredVersion> {
  if (version === 1) await ensureDefaultVersion(db);
  const found = await readVersion(db, version);
  if (!found) throw new DomainError('not_found', 'price_version_not_found', `There is no price table version ${version}.`);
  return found;
}

/** Every version without its table, newest first. */
export async function listPriceTableVersions(db: Db): Promise<PriceTableVersionSummary[]> {
  await ensureDefaultVersion(db);
  const rows = await selectWithAuthor(db).orderBy(desc(priceTableVersions.version));
  return rows.map(({ row, createdBy }) => ({ version: row.version, note: row.note, createdAt: row.createdAt.toISOString(), createdBy }));
}

/**
 * An admin's change: the next version, only if `basedOnVersion` is still the current one — otherwise
 * 409 `price_version_conflict`, so two admins editing at once cannot silently undo each other.
 */
export async function createPriceTableVersion(db: Db, input: CreatePriceTableVersion, adminId: string): Promise<StoredVersion> {
  const current = (await getCurrentPriceTable(db)).version;
  const conflict = () =>
    new DomainError('conflict', 'price_version_conflict', `The prices changed since version ${input.basedOnVersion} (now ${current}): reload and edit again.`, {
      currentVersion: current,
    });
  if (current !== input.basedOnVersion) throw conflict();
  const [row] = await db
    .insert(priceTableVersions)
    .values({ version: current + 1, priceTable: input.table, note: input.note, createdBy: adminId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(); // another admin's save took this number a moment ago
  const saved = await readVersion(db, row.version);
  if (!saved) throw new DomainError('internal', 'price_table_missing', 'The new price table could not be read.');
  return saved;
}
