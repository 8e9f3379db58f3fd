import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-25). The pickup counter: each parcel's measures (weight in kg, sides in cm) and
 * how its price was set (RULE from the measures, MANUAL typed), its shelf place at the Ulaanbaatar
 * warehouse; handovers (parcels given to a customer for money) with the fee of each parcel frozen
 * as it was paid; and the customers' short pickup codes.
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
  // Measures have at most two decimals; a double keeps them exactly enough and reads back as a number on both engines.
  const decimal = postgres ? 'double precision' : 'real';

  for (const column of ['weight_kg', 'width_cm', 'height_cm', 'length_cm']) {
    await db.schema.alterTable('parcels').addColumn(column, decimal).execute();
  }
  await db.schema
    .alterTable('parcels')
    .addColumn('price_source', 'varchar(8)', (col) => col.check(oneOf('price_source', ['RULE', 'MANUAL'])))
    .execute();
  await db.schema.alterTable('parcels').addColumn('shelf', 'varchar(12)').execute();
  // Every price before this day was typed by staff.
  await db.updateTable('parcels').set({ price_source: 'MANUAL' }).where('price', 'is not', null).execute();

  await db.schema
    .createTable('handovers')
    .addColumn('id', 'integer', id)
    .addColumn('phone', 'varchar(8)', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('method', 'varchar(16)', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('amount_received', 'integer', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('voided_at', timestamp)
    .addColumn('voided_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema.createIndex('handovers_created').on('handovers').column('created_at').execute();
  await db.schema.createIndex('handovers_phone').on('handovers').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('handover_parcels')
    .addColumn('handover_id', 'integer', (col) => col.notNull().references('handovers.id').onDelete('cascade'))
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('fee', 'integer', (col) => col.notNull())
    .addColumn('weight_kg', decimal)
    .addColumn('width_cm', decimal)
    .addColumn('height_cm', decimal)
    .addColumn('length_cm', decimal)
    .addPrimaryKeyConstraint('handover_parcels_pk', ['handover_id', 'parcel_id'])
    .execute();
  await db.schema.createIndex('handover_parcels_parcel').on('handover_parcels').column('parcel_id').execute();

  // One open code per customer phone, unique among all open codes; replaced after each handover.
  await db.schema
    .createTable('pickup_codes')
    .addColumn('phone', 'varchar(8)', (col) => col.primaryKey())
    .addColumn('code', 'varchar(6)', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['pickup_codes', 'handover_parcels', 'handovers']) await db.schema.dropTable(table).execute();
  for (const column of ['shelf', 'price_source', 'length_cm', 'height_cm', 'width_cm', 'weight_kg']) {
    await db.schema.alterTable('parcels').dropColumn(column).execute();
  }
}
