import { PostgresAdapter, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-28). The idempotency store (server/lib/idempotency.ts): one row per `Idempotency-Key`
 * of a caller on a route (its scope), with the hash of the request it came with and, once done, the
 * answer to give again. The primary key makes of two requests with one key exactly one the first;
 * `expires_at` is when the key may be forgotten, `locked_until` when an unfinished first attempt
 * (a process that died mid-way) may be taken over.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'varchar(40)', (col) => col.notNull())
    .addColumn('key', 'varchar(80)', (col) => col.notNull())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('locked_until', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expiry').on('idempotency_keys').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
