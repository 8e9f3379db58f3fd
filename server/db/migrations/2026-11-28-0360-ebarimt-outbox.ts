import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-28). The e-barimt outbox: a receipt is a row written with the money it is for,
 * and a worker issues it (server/modules/ebarimt). Receipts already issued, failed or returned on
 * handovers and payments become rows in their state (the old columns stay, no longer read). The
 * customer's e-barimt consumer number and saved company live on the user.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface OldReceipt {
  id: number;
  phone: string;
  amount: number;
  ebarimt_id: string | null;
  ebarimt_status: string;
  ebarimt_date: string | null;
  customer_tin: string | null;
  method?: string;
}

async function linesOf(db: AnyDb, table: 'handover_parcels' | 'payment_parcels', key: string, id: number) {
  const fee = table === 'handover_parcels' ? ['fee', 'storage_fee'] : ['fee'];
  const rows = (await db
    .selectFrom(`${table} as p`)
    .innerJoin('parcels', 'parcels.id', 'p.parcel_id')
    .select(['parcels.track_code', ...fee.map((column) => `p.${column}`)])
    .where(`p.${key}`, '=', id)
    .orderBy('parcels.track_code')
    .execute()) as Array<{ track_code: string; fee: number; storage_fee?: number }>;
  return JSON.stringify(rows.map((row) => ({ trackCode: row.track_code, amount: row.fee + (row.storage_fee ?? 0) })));
}

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('ebarimt_receipts')
    .addColumn('id', 'integer', id)
    .addColumn('source', 'varchar(10)', (col) => col.notNull())
    .addColumn('source_id', 'integer', (col) => col.notNull())
    .addColumn('phone', 'varchar(8)', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('payment_code', 'varchar(16)', (col) => col.notNull())
    .addColumn('customer_tin', 'varchar(12)')
    .addColumn('consumer_no', 'varchar(8)')
    .addColumn('status', 'varchar(14)', (col) => col.notNull())
    .addColumn('receipt_id', 'varchar(64)')
    .addColumn('receipt_date', 'varchar(24)')
    .addColumn('message', 'text')
    .addColumn('return_wanted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
    .addColumn('claimed_until', timestamp)
    .addColumn('claim_token', 'varchar(24)')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('ebarimt_receipts_source', ['source', 'source_id'])
    .execute();
  await db.schema.createIndex('ebarimt_receipts_due').on('ebarimt_receipts').columns(['status', 'next_attempt_at']).execute();

  await db.schema.alterTable('users').addColumn('ebarimt_consumer_no', 'varchar(8)').execute();
  await db.schema.alterTable('users').addColumn('company_reg_no', 'varchar(12)').execute();
  await db.schema.alterTable('users').addColumn('company_name', 'varchar(200)').execute();

  const now = new Date().toISOString();
  const carry = async (source: 'HANDOVER' | 'PAYMENT', rows: OldReceipt[]) => {
    for (const row of rows) {
      const lines = await linesOf(
        db,
        source === 'HANDOVER' ? 'handover_parcels' : 'payment_parcels',
        source === 'HANDOVER' ? 'handover_id' : 'payment_id',
        row.id,
      );
      await db
        .insertInto('ebarimt_receipts')
        .values({
          source,
          source_id: row.id,
          phone: row.phone,
          amount: row.amount,
          lines,
          payment_code: row.method === 'CASH' ? 'CASH' : 'PAYMENT_CARD',
          customer_tin: row.customer_tin,
          status: row.ebarimt_status,
          // A claim token the old re-issue left in the date column is not a date.
          receipt_date: row.ebarimt_date?.startsWith('c') ? null : row.ebarimt_date,
          receipt_id: row.ebarimt_id,
          message: row.ebarimt_status === 'FAILED' ? 'Өмнөх хувилбарт амжилтгүй болсон' : null,
          next_attempt_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  };
  await carry(
    'HANDOVER',
    (await db
      .selectFrom('handovers')
      .select(['id', 'phone', 'total as amount', 'method', 'ebarimt_id', 'ebarimt_status', 'ebarimt_date', 'customer_tin'])
      .where('ebarimt_status', 'is not', null)
      .execute()) as OldReceipt[],
  );
  await carry(
    'PAYMENT',
    (await db
      .selectFrom('payments')
      .select(['id', 'phone', 'amount', 'ebarimt_id', 'ebarimt_status', 'ebarimt_date', 'customer_tin'])
      .where('ebarimt_status', 'is not', null)
      .execute()) as OldReceipt[],
  );
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['company_name', 'company_reg_no', 'ebarimt_consumer_no']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('ebarimt_receipts').execute();
}
