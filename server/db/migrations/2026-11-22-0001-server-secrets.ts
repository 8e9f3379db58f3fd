import type { Kysely } from 'kysely';

/*
 * Frozen (2026-11-22). Secrets every instance must share (the key that signs device cookies): in the
 * database they already share, so no instance invents its own and no extra configuration is needed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(200)', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
