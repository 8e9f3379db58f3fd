import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-26). When a parcel is told it runs late or its free storage ends (each
 * once), parcels taken in without a phone (unclaimed) and customers' claims on them, and the
 * organisation's storage days and daily fee beside its prices.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  const timestamp = postgres ? 'timestamptz' : 'text';

  for (const column of ['late_notified_at', 'storage_notified_at', 'unclaimed_at']) {
    await db.schema.alterTable('parcels').addColumn(column, timestamp).execute();
  }
  await db.schema
    .alterTable('prices')
    .addColumn('storage_free_days', 'integer', (col) => col.notNull().defaultTo(14))
    .execute();
  await db.schema
    .alterTable('prices')
    .addColumn('storage_daily_fee', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The storage fee a handover charged for each parcel, frozen beside its fee (its own line on the receipt).
  await db.schema
    .alterTable('handover_parcels')
    .addColumn('storage_fee', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('parcel_claims')
    .addColumn('id', 'integer', id)
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('phone', 'varchar(30)', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull().check(oneOf('state', ['OPEN', 'APPROVED', 'REFUSED'])))
    .addColumn('reason', 'varchar(200)')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('decided_at', timestamp)
    .addColumn('decided_by', 'integer', (col) => col.references('users.id'))
    // One claim per customer and parcel: claiming twice is not two claims.
    .addUniqueConstraint('parcel_claims_one_per_user', ['parcel_id', 'user_id'])
    .execute();
  await db.schema.createIndex('parcel_claims_state').on('parcel_claims').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('parcel_claims_user').on('parcel_claims').column('user_id').execute();
  // The estimate reads the history's arrivals of the last 45 days.
  await db.schema.createIndex('parcel_history_status_changed').on('parcel_status_history').columns(['status', 'changed_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('parcel_history_status_changed').execute();
  await db.schema.dropTable('parcel_claims').execute();
  await db.schema.alterTable('handover_parcels').dropColumn('storage_fee').execute();
  for (const column of ['storage_daily_fee', 'storage_free_days']) await db.schema.alterTable('prices').dropColumn(column).execute();
  for (const column of ['unclaimed_at', 'storage_notified_at', 'late_notified_at']) {
    await db.schema.alterTable('parcels').dropColumn(column).execute();
  }
}
