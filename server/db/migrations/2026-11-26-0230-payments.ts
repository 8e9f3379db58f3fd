import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-26). Online payments (QPay invoices) and e-barimt receipts. A payment covers some
 * ready parcels; `payment_parcels.open_parcel_id` is the parcel's id while the invoice is open and
 * `paid_parcel_id` once it is paid, both unique: one open invoice per parcel, and a parcel paid
 * online once, whatever races. Only the e-barimt's id, state and date (PosAPI needs it to return
 * the receipt) are kept; its lottery number and QR data are never stored.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', id)
    .addColumn('phone', 'varchar(8)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('invoice_id', 'varchar(64)')
    .addColumn('qr_text', 'text')
    .addColumn('urls', 'text')
    .addColumn('customer_tin', 'varchar(12)')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('paid_at', timestamp)
    .addColumn('ebarimt_id', 'varchar(64)')
    .addColumn('ebarimt_status', 'varchar(10)')
    .addColumn('ebarimt_date', 'varchar(24)')
    .execute();
  await db.schema.createIndex('payments_status').on('payments').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('payments_phone').on('payments').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('payment_parcels')
    .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('fee', 'integer', (col) => col.notNull())
    .addColumn('open_parcel_id', 'integer', (col) => col.unique())
    .addColumn('paid_parcel_id', 'integer', (col) => col.unique())
    .addPrimaryKeyConstraint('payment_parcels_pk', ['payment_id', 'parcel_id'])
    .execute();
  await db.schema.createIndex('payment_parcels_parcel').on('payment_parcels').column('parcel_id').execute();

  for (const column of ['ebarimt_id', 'ebarimt_status', 'ebarimt_date', 'customer_tin']) {
    const type = column === 'ebarimt_id' ? 'varchar(64)' : column === 'ebarimt_date' ? 'varchar(24)' : 'varchar(12)';
    await db.schema.alterTable('handovers').addColumn(column, type).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['customer_tin', 'ebarimt_date', 'ebarimt_status', 'ebarimt_id']) {
    await db.schema.alterTable('handovers').dropColumn(column).execute();
  }
  for (const table of ['payment_parcels', 'payments']) await db.schema.dropTable(table).execute();
}
