import { PostgresAdapter } from 'kysely';
import type { Db } from './database';

interface Lockable<Query> {
  forUpdate(): Query;
}
interface SkipLockable<Query> extends Lockable<Query> {
  skipLocked(): Query;
}

/**
 * `query` with `FOR UPDATE` on PostgreSQL, as it is on SQLite: PostgreSQL runs writers side by side,
 * so a read that a write depends on locks its rows; SQLite has one writer at a time (and no
 * `FOR UPDATE`), so the transaction already holds what it read. With `skipLocked` (an outbox's
 * batch claim), rows another instance has locked are passed over instead of waited for.
 */
export function lockedOnPostgres<Query extends Lockable<Query>>(db: Db, query: Query): Query;
export function lockedOnPostgres<Query extends SkipLockable<Query>>(db: Db, query: Query, options: { skipLocked: boolean }): Query;
export function lockedOnPostgres<Query extends SkipLockable<Query>>(db: Db, query: Query, options?: { skipLocked: boolean }): Query {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return query;
  return options?.skipLocked ? query.forUpdate().skipLocked() : query.forUpdate();
}
