import type { Kysely } from 'kysely';

/*
 * Frozen (2026-11-25). The server processes sharing this database, each renewing its row while it
 * runs: how an instance learns it is not alone (several instances must share their rate limits in
 * Redis). Epoch milliseconds as bigint: one comparison that reads the same on SQLite and PostgreSQL.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('server_instances')
    .addColumn('instance', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('shared_limits', 'integer', (col) => col.notNull())
    .addColumn('seen_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('server_instances').execute();
}
