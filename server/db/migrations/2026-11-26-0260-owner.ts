import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-26). The owner's view: the append-only audit trail, each staff
 * account's warehouse, and the indexes the dashboard's period queries run on.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    .addColumn('at', timestamp, (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('users.id'))
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('object', 'varchar(80)', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('audit_log_object').on('audit_log').columns(['object', 'at']).execute();
  // Append-only in the database itself: no code path (nor a mistaken one) can rewrite the trail.
  if (postgres) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    for (const change of ['update', 'delete']) {
      await sql`create trigger ${sql.raw(`audit_log_no_${change}`)} before ${sql.raw(change)} on audit_log
        begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    }
  }

  await db.schema
    .alterTable('users')
    .addColumn('warehouse_id', 'integer', (col) => col.references('warehouses.id'))
    .execute();

  // The dashboard counts moves into a status within a period, and reads the parcels waiting now.
  await db.schema
    .createIndex('parcel_status_history_status_changed')
    .on('parcel_status_history')
    .columns(['status', 'changed_at', 'parcel_id'])
    .execute();
  await db.schema.createIndex('parcels_status').on('parcels').columns(['status', 'state']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('parcels_status').execute();
  await db.schema.dropIndex('parcel_status_history_status_changed').execute();
  await db.schema.alterTable('users').dropColumn('warehouse_id').execute();
  await db.schema.dropTable('audit_log').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop function audit_log_append_only()`.execute(db);
}
