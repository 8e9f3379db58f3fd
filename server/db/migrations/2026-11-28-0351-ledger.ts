import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-28). The ledger: every charge (a parcel's
 * transport or storage fee, a door delivery's fee) and every payment (cash, card or transfer at the
 * counter, QPay online or at the counter, money collected at the door) is a row of whole tugrik,
 * written in the transaction of its event. A void writes a reversal (the negated row, pointing at
 * it by `reverses_id`); nothing is updated.
 *
 * Also: the door-delivery fee beside the prices and frozen on each request; an invoice's storage
 * fees and delivery fee (it charges what `amountDue` says when made), when QPay was last asked
 * (the worker takes the least recently checked first), and a note for an invoice closed by us.
 *
 * Existing money becomes rows: each standing handover's parcels (fee and storage charged and paid
 * at its time, by its method), each PAID payment's parcels (QPAY, ONLINE, at `paid_at`). Voided
 * handovers are left out (charged and reversed, they add nothing). Finished door deliveries
 * collected nothing before: no rows. The owner's past figures therefore do not change.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  const timestamp = postgres ? 'timestamptz' : 'text';

  for (const table of ['ledger_charges', 'ledger_payments'] as const) {
    let create = db.schema
      .createTable(table)
      .addColumn('id', 'integer', id)
      .addColumn('parcel_id', 'integer', (col) => col.references('parcels.id'))
      .addColumn('phone', 'varchar(8)', (col) => col.notNull());
    create =
      table === 'ledger_charges'
        ? create.addColumn('kind', 'varchar(10)', (col) => col.notNull())
        : create.addColumn('method', 'varchar(10)', (col) => col.notNull()).addColumn('source', 'varchar(10)', (col) => col.notNull());
    await create
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('handover_id', 'integer', (col) => col.references('handovers.id'))
      .addColumn('payment_id', 'integer', (col) => col.references('payments.id'))
      .addColumn('delivery_id', 'integer', (col) => col.references('delivery_requests.id'))
      .addColumn('reverses_id', 'integer', (col) => col.unique())
      .addColumn('staff_id', 'integer', (col) => col.references('users.id'))
      .addColumn('note', 'varchar(200)')
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .execute();
    await db.schema.createIndex(`${table}_parcel`).on(table).column('parcel_id').execute();
    await db.schema.createIndex(`${table}_phone`).on(table).columns(['phone', 'created_at']).execute();
    await db.schema.createIndex(`${table}_at`).on(table).column('created_at').execute();
    for (const column of ['handover_id', 'payment_id', 'delivery_id']) {
      await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
    }
  }

  await db.schema
    .alterTable('prices')
    .addColumn('delivery_fee', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('delivery_requests')
    .addColumn('delivery_fee', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payment_parcels')
    .addColumn('storage_fee', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('delivery_id', 'integer', (col) => col.references('delivery_requests.id'))
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('delivery_fee', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payments').addColumn('checked_at', timestamp).execute();
  await db.schema.alterTable('payments').addColumn('note', 'varchar(200)').execute();
  await db.schema.createIndex('payments_open_checked').on('payments').columns(['status', 'checked_at']).execute();

  const handed = await db
    .selectFrom('handover_parcels as hp')
    .innerJoin('handovers as h', 'h.id', 'hp.handover_id')
    .select(['hp.parcel_id', 'hp.fee', 'hp.storage_fee', 'h.id', 'h.phone', 'h.method', 'h.staff_id', 'h.created_at'])
    .where('h.voided_at', 'is', null)
    .where('h.method', '<>', 'ONLINE')
    .orderBy('h.id')
    .execute();
  const paidOnline = await db
    .selectFrom('payment_parcels as pp')
    .innerJoin('payments as p', 'p.id', 'pp.payment_id')
    .select(['pp.parcel_id', 'pp.fee', 'p.id', 'p.phone', 'p.paid_at', 'p.user_id'])
    .where('p.status', '=', 'PAID')
    .orderBy('p.id')
    .execute();
  const onlineParcels = new Set(paidOnline.map((row) => `${row.parcel_id}`));
  const charges: Array<Record<string, unknown>> = [];
  const payments: Array<Record<string, unknown>> = [];
  for (const row of handed) {
    // A parcel paid online and handed over in a mixed handover took no money here (its fee was 0 in the total).
    const paidHere = !onlineParcels.has(`${row.parcel_id}`);
    if (!paidHere) continue;
    const base = { parcel_id: row.parcel_id, phone: row.phone, handover_id: row.id, staff_id: row.staff_id, created_at: row.created_at };
    charges.push({ ...base, kind: 'TRANSPORT', amount: row.fee });
    if (row.storage_fee > 0) charges.push({ ...base, kind: 'STORAGE', amount: row.storage_fee });
    payments.push({ ...base, method: row.method, source: 'COUNTER', amount: row.fee + row.storage_fee });
  }
  for (const row of paidOnline) {
    const base = { parcel_id: row.parcel_id, phone: row.phone, payment_id: row.id, staff_id: null, created_at: row.paid_at };
    charges.push({ ...base, kind: 'TRANSPORT', amount: row.fee });
    payments.push({ ...base, method: 'QPAY', source: row.user_id === null ? 'COUNTER' : 'ONLINE', amount: row.fee });
  }
  for (let start = 0; start < charges.length; start += 200) {
    await db
      .insertInto('ledger_charges')
      .values(charges.slice(start, start + 200))
      .execute();
  }
  for (let start = 0; start < payments.length; start += 200) {
    await db
      .insertInto('ledger_payments')
      .values(payments.slice(start, start + 200))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payments_open_checked').execute();
  for (const column of ['note', 'checked_at', 'delivery_fee', 'delivery_id'])
    await db.schema.alterTable('payments').dropColumn(column).execute();
  await db.schema.alterTable('payment_parcels').dropColumn('storage_fee').execute();
  await db.schema.alterTable('delivery_requests').dropColumn('delivery_fee').execute();
  await db.schema.alterTable('prices').dropColumn('delivery_fee').execute();
  for (const table of ['ledger_payments', 'ledger_charges']) await db.schema.dropTable(table).execute();
}
