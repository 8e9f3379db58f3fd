import type { Db } from '../../db/database';

/**
 * Whether receipts are queued on this database: PosAPI is configured for the app that opened it.
 * Keyed by the database's adapter, which a transaction shares with its database, so
 * `queueReceipt(trx, …)` needs nothing but the transaction. Without PosAPI nothing is owed to a
 * service that is not there, and nothing waits to flood it the day it is configured.
 */
const receiptDatabases = new WeakSet<object>();

export const receiptsOn = (db: Db) => receiptDatabases.has(db.getExecutor().adapter);

export function turnReceiptsOn(db: Db): void {
  receiptDatabases.add(db.getExecutor().adapter);
}
