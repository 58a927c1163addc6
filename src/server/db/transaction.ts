import type { Db } from './client';

/**
 * Runs `work` in a transaction and hands it the transaction typed as a Db, so services can take "a
 * database or a transaction" alike. Called on a transaction, drizzle opens a savepoint instead.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
