import { PostgresAdapter } from 'kysely';
import type { Db } from './database';

/**
 * `query` with `FOR UPDATE` on PostgreSQL, as it is on SQLite: PostgreSQL runs writers side by side,
 * so a read that a write depends on locks its rows; SQLite has one writer at a time (and no
 * `FOR UPDATE`), so the transaction already holds what it read.
 */
export function lockedOnPostgres<Query extends { forUpdate(): Query }>(db: Db, query: Query): Query {
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
}
